// The prerendered pages' HTML (docs/decisions/011, 029, 035), built as a document, not as text:
// index.html is parsed (jsdom), its shell, scripts and preloads taken out and the page's parts put
// in as elements. `#root` holds what the app's own components render (src/prerender/render-page.tsx).
import { JSDOM } from 'jsdom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import {
  BOOT_META,
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_SLOT_TEXT,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from '../src/boot/page-contract.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/lib/csp-nonce.ts';

const fragments = new JSDOM('').window.document;

function parseFragment(markup: string): DocumentFragment {
  const template = fragments.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

function serialize(node: Node): string {
  const template = fragments.createElement('template');
  template.content.append(node);
  return template.innerHTML;
}

/** Every node under `root` that `what` (NodeFilter.SHOW_*) shows, listed before any is changed. */
function nodesOf(root: Node, what: number): Node[] {
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, what);
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
}

function element(doc: Document, name: string, attributes: Record<string, string>): HTMLElement {
  const made = doc.createElement(name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  return made;
}

/** The files index.html links as `rel` (its stylesheets, its module preloads), in order, without the leading `/`. */
export function linkedFiles(indexHtml: string, rel: 'stylesheet' | 'modulepreload'): string[] {
  const links = new JSDOM(indexHtml).window.document.querySelectorAll(`link[rel=${rel}]`);
  return [...links].map((link) => (link.getAttribute('href') ?? '').slice(1));
}

export type PageParts = {
  /** The content of `#root`: the page in every language (languageCopies). */
  markup: string;
  /** The page's stylesheet file, or its rules themselves, in the page (the QR landing's). */
  stylesheet?: string;
  inlineCss?: string;
  /** What the guard starts once the page is painted (src/boot/language-guard.ts): the entry, then its preloads. */
  boot: string[];
  /** The language guard's built code, in the page with the response's CSP nonce (docs/decisions/038). */
  languageGuard: string;
  /** A module asked for, async, while the page is parsed (the QR landing's own start), with its imports. */
  startModule?: { file: string; imports: string[] };
};

/**
 * index.html as a prerendered page: no script but the guard and the start module before the first
 * paint (the guard starts the entry after it), one stylesheet (or the rules in the page), all after
 * index.html's meta tags (the runtime configuration's goes before the guard).
 */
export function prerenderedHtml(indexHtml: string, parts: PageParts): string {
  const dom = new JSDOM(indexHtml);
  const doc = dom.window.document;
  const root = doc.getElementById('root');
  const css = parts.inlineCss;
  if (!root || !doc.querySelector('script[type=module][src]'))
    throw new Error('vpa:prerender: index.html has no #root or entry script');
  if ((parts.stylesheet === undefined) === (css === undefined))
    throw new Error('vpa:prerender: a page has either a stylesheet or inline rules');
  if (css?.includes('</'))
    throw new Error('vpa:prerender: the inline rules hold "</", which would end their <style>');
  // A relative url() would resolve against the page, not against /assets/ as in a stylesheet file.
  if (css !== undefined && /url\(\s*(?!['"]?(?:\/|data:))/.test(css))
    throw new Error('vpa:prerender: the inline rules hold a relative url()');
  // An inline script ends at the first `</script`, and `<!--` changes how the parser reads it.
  if (/<\/script|<!--/i.test(parts.languageGuard))
    throw new Error('vpa:prerender: the language guard holds "</script" or "<!--"');

  // index.html's comments describe its static shell; its scripts, preloads and stylesheets go.
  const old = doc.querySelectorAll('script, link[rel=modulepreload], link[rel=stylesheet]');
  for (const node of [...nodesOf(doc, 0x80 /* comments */), ...old]) {
    const before = node.previousSibling;
    if (before?.nodeType === 3 && !before.nodeValue?.trim()) before.remove();
    node.parentNode?.removeChild(node);
  }
  const nonce = { nonce: CSP_NONCE_PLACEHOLDER };
  const rules =
    css === undefined
      ? element(doc, 'link', { rel: 'stylesheet', href: `/${parts.stylesheet}` })
      : element(doc, 'style', nonce);
  rules.textContent = css ?? '';
  const guard = element(doc, 'script', nonce);
  guard.textContent = parts.languageGuard;
  const start = parts.startModule;
  const tags = [
    rules,
    element(doc, 'meta', { name: BOOT_META, content: parts.boot.map((file) => `/${file}`).join(' ') }),
    guard,
    ...(start?.imports ?? []).map((file) => element(doc, 'link', { rel: 'modulepreload', href: `/${file}` })),
    ...(start ? [element(doc, 'script', { type: 'module', async: '', src: `/${start.file}` })] : []),
  ];
  doc.head.append(...tags.flatMap((tag) => ['\n    ', tag]), '\n  ');
  root.replaceChildren(parseFragment(parts.markup));
  return dom.serialize();
}

// Attributes that name an element by its id: in a copy, the ids and these get a suffix.
const ID_ATTRIBUTES = ['id', 'for', 'form', 'list', 'headers'].concat(
  'activedescendant controls describedby details errormessage flowto labelledby owns'
    .split(' ')
    .map((name) => `aria-${name}`),
);

/** `fragment` with `-{suffix}` after every id and every reference to one. */
function suffixIds(fragment: DocumentFragment, suffix: string): DocumentFragment {
  for (const el of fragment.querySelectorAll('*')) {
    for (const name of ID_ATTRIBUTES) {
      const ids = el.getAttribute(name)?.split(' ');
      if (ids) el.setAttribute(name, ids.map((id) => (id ? `${id}-${suffix}` : id)).join(' '));
    }
    const href = el.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1) el.setAttribute('href', `${href}-${suffix}`);
  }
  return fragment;
}

/**
 * The page in every language, the default one first, each in `<div class="vpa-prerendered" lang>`;
 * only the copy of `<html lang>` shows (languageCss). The others' ids get their language as suffix,
 * so no id is twice in the page and every label points into its own copy.
 */
export function languageCopies(html: Record<Language, string>): string {
  return LANGUAGES.map((language) => {
    const copy = element(fragments, 'div', { class: 'vpa-prerendered', lang: language });
    const content = parseFragment(html[language]);
    copy.append(language === DEFAULT_LANGUAGE ? content : suffixIds(content, language));
    return serialize(copy);
  }).join('');
}

/** Replaces every `text` in the text of `fragment` by an element `make()` makes; returns how many. */
function replaceText(fragment: DocumentFragment, text: string, make: () => Element): number {
  let count = 0;
  for (const node of nodesOf(fragment, 0x4 /* text */)) {
    const pieces = (node.nodeValue ?? '').split(text);
    count += pieces.length - 1;
    if (pieces.length > 1)
      (node as Text).replaceWith(...pieces.flatMap((piece, at) => (at === 0 ? [piece] : [make(), piece])));
  }
  return count;
}

/**
 * One language's QR landing: the page waiting for the zone (shown first; its ids with `-waiting`)
 * and the page ready, hidden until src/features/zone/landing-paint.ts has filled it. The zone's
 * code, city and name and the page's host become empty slots; the city's carries the language's
 * label for Krk (formatCityName). The tiles' links keep the placeholder zone until the painting.
 */
export function landingMarkup(waiting: string, ready: string, krkLabel: string): string {
  const slot =
    (name: string, extra: Record<string, string> = {}) =>
    () =>
      element(fragments, 'span', { [SLOT_ATTRIBUTE]: name, ...extra });
  const states = { waiting: suffixIds(parseFragment(waiting), 'waiting'), ready: parseFragment(ready) };
  const code = replaceText(states.waiting, LANDING_ZONE_CODE, slot('code'));
  const zone = replaceText(states.ready, LANDING_SLOT_TEXT.zone, slot('zone'));
  replaceText(states.ready, LANDING_SLOT_TEXT.city, slot('city', { [KRK_ATTRIBUTE]: krkLabel }));
  for (const state of Object.values(states)) replaceText(state, LANDING_SLOT_TEXT.host, slot('host'));
  if (!code || !zone) throw new Error('vpa:prerender: the landing has no slot for its zone');
  const landing = element(fragments, 'div', { class: 'vpa-landing', [LANDING_ATTRIBUTE]: '' });
  for (const [name, state] of Object.entries(states)) {
    const box = element(fragments, 'div', { class: `vpa-landing-${name}` });
    box.append(state);
    landing.append(box);
  }
  const markup = serialize(landing);
  // Only the tiles' links may name the placeholder zone.
  if (
    markup.replaceAll(`?z=${LANDING_ZONE_CODE}"`, '"').includes(LANDING_ZONE_CODE) ||
    /[\uE000-\uE002]/.test(markup)
  )
    throw new Error('vpa:prerender: the landing shows the prerendered zone outside a slot');
  return markup;
}

/**
 * The rules of the prerendered pages: only the copy in `<html lang>` (set by the guard before the
 * body is parsed) shows. Buttons and selects (the menu, the language) do nothing before the app, so
 * they keep their place but are not shown as controls; links work from the first frame.
 */
export function languageCss(): string {
  const shown = LANGUAGES.map((language) => `html[lang='${language}'] .vpa-prerendered[lang='${language}']`);
  return `.vpa-prerendered{display:none}\n${shown.join(',\n')}{display:block}\n.vpa-prerendered :is(button,select,[role=button]),.vpa-prerendered select+svg{visibility:hidden}\n`;
}

/** The landing shows its skeletons until the painting has filled the zone; an empty slot keeps its line. */
export function landingCss(): string {
  return `.vpa-landing-ready,.vpa-landing.${PAINTED_CLASS} .vpa-landing-waiting{display:none}\n.vpa-landing.${PAINTED_CLASS} .vpa-landing-ready{display:block}\n.vpa-landing [${SLOT_ATTRIBUTE}]:empty::before{content:'\\200b'}\n`;
}
