// The prerendered pages' HTML (docs/decisions/011, 029, 035), assembled as a document, not as text:
// index.html as the build wrote it is parsed (jsdom), its static shell, entry and preloads taken
// out and the page's parts put in as elements, then serialized. The markup of `#root` is what the
// app's own components render (src/prerender/render-page.tsx). Build time only.
import { JSDOM } from 'jsdom';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../src/i18n/languages.ts';
import { BOOT_META } from '../src/boot/page-contract.ts';
import {
  KRK_ATTRIBUTE,
  LANDING_ATTRIBUTE,
  LANDING_SLOT_TEXT,
  LANDING_ZONE_CODE,
  PAINTED_CLASS,
  SLOT_ATTRIBUTE,
} from '../src/features/zone/landing-slots.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/lib/csp-nonce.ts';

/** One document for fragments: markup in and out through a <template>. */
const fragments = new JSDOM('').window.document;

function parseFragment(markup: string): DocumentFragment {
  const template = fragments.createElement('template');
  template.innerHTML = markup;
  return template.content;
}

function serializeFragment(fragment: DocumentFragment | Element): string {
  const template = fragments.createElement('template');
  template.content.append(fragment);
  return template.innerHTML;
}

/** Every node under `root` of the kind `what` (NodeFilter.SHOW_*), collected before any is changed. */
function nodesOf(root: Node, what: number): Node[] {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, what);
  const nodes: Node[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
  return nodes;
}

const SHOW_ELEMENT = 0x1;
const SHOW_TEXT = 0x4;
const SHOW_COMMENT = 0x80;

function element(doc: Document, name: string, attributes: Record<string, string>): HTMLElement {
  const made = doc.createElement(name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  return made;
}

/** The stylesheets index.html links (the shell's), as paths relative to the build folder. */
export function stylesheetsOf(indexHtml: string): string[] {
  return hrefsOf(indexHtml, 'link[rel=stylesheet]');
}

/**
 * The module files index.html preloads, in its order: the entry's static imports and the likely
 * first screen's files (vite/html-preload-plugin.ts), paths relative to the build folder.
 */
export function modulepreloadsOf(indexHtml: string): string[] {
  return hrefsOf(indexHtml, 'link[rel=modulepreload]');
}

function hrefsOf(html: string, selector: string): string[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll(selector)].map((link) => (link.getAttribute('href') ?? '').slice(1));
}

export type PageParts = {
  /** The content of `#root`: the page in every language (languageCopies). */
  markup: string;
  /** The page's stylesheet file, or its rules themselves (the QR landing's, in the page). */
  stylesheet?: string;
  inlineCss?: string;
  /**
   * What the language guard starts once the page is painted (src/boot/language-guard.ts): the
   * entry first, then the files to preload with it, paths relative to the build folder.
   */
  boot: string[];
  /** The language guard's built code, run in the page itself (it carries the response's CSP nonce). */
  languageGuard: string;
  /**
   * A module the page asks for while it is parsed, with its static imports (the QR landing's own
   * start, src/features/zone/landing-start.ts): async, so it holds up neither the parsing nor the
   * first paint.
   */
  startModule?: { file: string; imports: string[] };
};

/**
 * index.html turned into a prerendered page: its static shell replaced by the page, its entry by
 * the guard's start after the first paint, no modulepreload (scripts that arrive before the first
 * paint only compete with it), its stylesheets by one that also holds the page's rules (one request,
 * not two, before the first paint), and the language guard. They come after index.html's meta tags
 * (the runtime configuration's, deploy/render-runtime-config.sh, goes before the guard). The guard
 * is in the page itself, with the response's CSP nonce (the server writes it in place of the
 * placeholder): no request before the page's own requests start, so the QR landing asks for its
 * zone one round trip sooner (docs/decisions/038). With `inlineCss` the rules are in a <style> with
 * the nonce too: such a page paints with no other request.
 */
export function prerenderedHtml(indexHtml: string, parts: PageParts): string {
  const dom = new JSDOM(indexHtml);
  const doc = dom.window.document;
  const root = doc.getElementById('root');
  if (!root || !doc.querySelector('script[type=module][src]'))
    throw new Error('vpa:prerender: index.html has no #root or entry script');
  if ((parts.stylesheet === undefined) === (parts.inlineCss === undefined))
    throw new Error('vpa:prerender: a page has either a stylesheet or inline rules');
  const css = parts.inlineCss;
  if (css?.includes('</'))
    throw new Error('vpa:prerender: the inline rules hold "</", which would end their <style>');
  // A relative url() would resolve against the page, not against /assets/ as in a stylesheet file.
  if (css !== undefined && /url\(\s*(?!['"]?(?:\/|data:))/.test(css))
    throw new Error('vpa:prerender: the inline rules hold a relative url()');

  // index.html's comments describe its static shell, which this page does not have; its own
  // scripts, preloads and stylesheets are replaced below.
  const old = doc.querySelectorAll('script, link[rel=modulepreload], link[rel=stylesheet]');
  for (const node of [...nodesOf(doc, SHOW_COMMENT), ...old]) {
    // With the indentation before it.
    if (node.previousSibling?.nodeType === 3 && !node.previousSibling.nodeValue?.trim())
      node.previousSibling.remove();
    node.parentNode?.removeChild(node);
  }

  // An inline script ends at the first `</script`, and `<!--` changes how the parser reads it.
  if (/<\/script|<!--/i.test(parts.languageGuard))
    throw new Error('vpa:prerender: the language guard holds "</script" or "<!--"');
  const guard = element(doc, 'script', { nonce: CSP_NONCE_PLACEHOLDER });
  guard.textContent = parts.languageGuard;
  const rules =
    css === undefined
      ? element(doc, 'link', { rel: 'stylesheet', href: `/${parts.stylesheet}` })
      : element(doc, 'style', { nonce: CSP_NONCE_PLACEHOLDER });
  rules.textContent = css ?? '';
  const tags = [
    rules,
    element(doc, 'meta', { name: BOOT_META, content: parts.boot.map((file) => `/${file}`).join(' ') }),
    guard,
    ...(parts.startModule?.imports ?? []).map((file) =>
      element(doc, 'link', { rel: 'modulepreload', href: `/${file}` }),
    ),
    ...(parts.startModule
      ? [element(doc, 'script', { type: 'module', async: '', src: `/${parts.startModule.file}` })]
      : []),
  ];
  doc.head.append(...tags.flatMap((tag) => ['\n    ', tag]), '\n  ');
  root.replaceChildren(parseFragment(parts.markup));
  return dom.serialize();
}

// Attributes that name an element by its id: a copy's ids and these get its language as suffix.
const ID_ATTRIBUTES = [
  'id',
  'for',
  'form',
  'list',
  'headers',
  ...[
    'activedescendant',
    'controls',
    'describedby',
    'details',
    'errormessage',
    'flowto',
    'labelledby',
    'owns',
  ].map((name) => `aria-${name}`),
];

/** The elements of `fragment` with `-{suffix}` after every id and every reference to one. */
function suffixIds(fragment: DocumentFragment, suffix: string): DocumentFragment {
  for (const node of nodesOf(fragment, SHOW_ELEMENT)) {
    const el = node as Element;
    for (const name of ID_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value !== null)
        el.setAttribute(
          name,
          value
            .split(' ')
            .map((id) => (id ? `${id}-${suffix}` : id))
            .join(' '),
        );
    }
    const href = el.getAttribute('href');
    if (href?.startsWith('#') && href.length > 1) el.setAttribute('href', `${href}-${suffix}`);
  }
  return fragment;
}

/** `markup` with `-{suffix}` after every id and every reference to one. */
export function withIdSuffix(markup: string, suffix: string): string {
  return serializeFragment(suffixIds(parseFragment(markup), suffix));
}

/**
 * A prerendered page in every language, one copy each (`<div class="vpa-prerendered" lang>`),
 * the default language first. Only the copy of `<html lang>` is displayed (languageCss); the ids
 * of the other copies get their language as suffix, so no id is twice in the document and every
 * label points into its own copy.
 */
export function languageCopies(html: Record<Language, string>): string {
  return LANGUAGES.map((language) => {
    const copy = element(fragments, 'div', { class: 'vpa-prerendered', lang: language });
    const content = parseFragment(html[language]);
    copy.append(language === DEFAULT_LANGUAGE ? content : suffixIds(content, language));
    return serializeFragment(copy);
  }).join('');
}

/** Replaces every `text` in the text of `fragment` by an element `make()` makes. */
function replaceText(fragment: DocumentFragment, text: string, make: () => Element): number {
  let count = 0;
  for (const node of nodesOf(fragment, SHOW_TEXT)) {
    const pieces = (node.nodeValue ?? '').split(text);
    if (pieces.length === 1) continue;
    count += pieces.length - 1;
    const parts: (string | Element)[] = pieces.flatMap((piece, at) => (at === 0 ? [piece] : [make(), piece]));
    (node as Text).replaceWith(...parts.filter((part) => part !== ''));
  }
  return count;
}

/**
 * One language's QR landing: the app's page waiting for the zone (shown first; its ids with
 * `-waiting`, so none is twice in the page) and the page ready, hidden until the landing's
 * painting has filled its slots (src/features/zone/landing-paint.ts). The prerendered zone code,
 * city and zone name become empty slots; the city's carries the language's label for Krk
 * (formatCityName). The tiles' links keep the placeholder zone, which the painting replaces with
 * the address's before it shows them.
 */
export function landingMarkup(waiting: string, ready: string, krkLabel: string): string {
  const slot =
    (name: string, extra: Record<string, string> = {}) =>
    () =>
      element(fragments, 'span', { [SLOT_ATTRIBUTE]: name, ...extra });
  const states = { waiting: suffixIds(parseFragment(waiting), 'waiting'), ready: parseFragment(ready) };
  const filled = {
    code: replaceText(states.waiting, LANDING_ZONE_CODE, slot('code')),
    zone: replaceText(states.ready, LANDING_SLOT_TEXT.zone, slot('zone')),
  };
  replaceText(states.ready, LANDING_SLOT_TEXT.city, slot('city', { [KRK_ATTRIBUTE]: krkLabel }));
  for (const state of Object.values(states)) replaceText(state, LANDING_SLOT_TEXT.host, slot('host'));
  if (!filled.code || !filled.zone) throw new Error('vpa:prerender: the landing has no slot for its zone');
  const landing = element(fragments, 'div', { class: 'vpa-landing', [LANDING_ATTRIBUTE]: '' });
  for (const [name, state] of Object.entries(states)) {
    const box = element(fragments, 'div', { class: `vpa-landing-${name}` });
    box.append(state);
    landing.append(box);
  }
  const markup = serializeFragment(landing);
  // The tiles' links name the placeholder zone; nothing else may show it.
  if (
    markup.replaceAll(`?z=${LANDING_ZONE_CODE}"`, '"').includes(LANDING_ZONE_CODE) ||
    /[\uE000-\uE002]/.test(markup)
  )
    throw new Error('vpa:prerender: the landing shows the prerendered zone outside a slot');
  return markup;
}

/** The landing shows its skeletons until the painting has filled the zone, then the zone. */
export function landingCss(): string {
  // An empty slot still takes its line (a zero-width space), so filling it moves nothing.
  return `.vpa-landing-ready,.vpa-landing.${PAINTED_CLASS} .vpa-landing-waiting{display:none}\n.vpa-landing.${PAINTED_CLASS} .vpa-landing-ready{display:block}\n.vpa-landing [${SLOT_ATTRIBUTE}]:empty::before{content:'\\200b'}\n`;
}

/**
 * Shows the copy in `<html lang>` (set by the language guard before the body is parsed), only it.
 * Its buttons and selects (the menu, the language) do nothing until the app has taken the page
 * over: they are not shown as controls until then, keeping their place so nothing moves. Links
 * work from the first frame: they load the app's page.
 */
export function languageCss(): string {
  const shown = LANGUAGES.map((language) => `html[lang='${language}'] .vpa-prerendered[lang='${language}']`);
  return `.vpa-prerendered{display:none}\n${shown.join(',\n')}{display:block}\n.vpa-prerendered :is(button,select,[role=button]),.vpa-prerendered select+svg{visibility:hidden}\n`;
}
