// The prerendered pages' HTML as a document (jsdom), not as text: index.html's shell, scripts and
// preloads taken out, the page's parts put in as elements (docs/decisions/011, 029, 035).
import { JSDOM } from 'jsdom';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';
import * as contract from '../src/boot/page-contract.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/lib/csp-nonce.ts';

const { LANDING_CLASS, LANDING_SLOT_TEXT, LANDING_ZONE_CODE, PRERENDERED_CLASS, SLOT_ATTRIBUTE } = contract;
const scratch = new JSDOM().window.document;

function element(name: string, attributes: Record<string, string>, ...children: (Node | string)[]) {
  const made = scratch.createElement(name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, value);
  made.append(...children);
  return made;
}

/** Every node under `root` that `what` (NodeFilter.SHOW_*) shows, listed before any is changed. */
function nodesOf(root: Node, what: number): ChildNode[] {
  const walker = scratch.createTreeWalker(root, what);
  const nodes: ChildNode[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as ChildNode);
  return nodes;
}

/** The stylesheets `html` links, in order, without the leading `/`. */
export function stylesheetsOf(html: string): string[] {
  const links = new JSDOM(html).window.document.querySelectorAll('link[rel=stylesheet]');
  return [...links].map((link) => (link.getAttribute('href') ?? '').slice(1));
}

/** `#root`'s content (languageCopies); the rules, inline: nothing to ask for before the first paint. */
export type PageParts = {
  markup: string;
  css: string;
  languageGuard: string;
  /** The entry (a module script, run once the page is parsed) and its static imports, preloaded. */
  entry: { file: string; imports: string[] };
};

export function prerenderedHtml(indexHtml: string, { markup, css, languageGuard, entry }: PageParts) {
  const dom = new JSDOM(indexHtml);
  const doc = dom.window.document;
  const root = doc.getElementById('root');
  if (!root || !doc.querySelector('script[type=module][src]'))
    throw new Error('vpa:prerender: index.html has no #root or entry script');
  // A <style> ends at the first `</`; a relative url() would resolve against the page, not /assets/.
  if (css.includes('</') || /url\(\s*(?!['"]?(?:\/|data:))/.test(css))
    throw new Error('vpa:prerender: the inline rules hold "</" or a relative url()');
  // A <script> ends at the first `</script`, and `<!--` changes how the parser reads it.
  if (/<\/script|<!--/i.test(languageGuard))
    throw new Error('vpa:prerender: the language guard holds "</script" or "<!--"');
  // index.html's comments (they describe its static shell), scripts, preloads and stylesheets go.
  const old = doc.querySelectorAll('script, link[rel=modulepreload], link[rel=stylesheet]');
  for (const node of [...nodesOf(doc, 0x80 /* comments */), ...old]) node.remove();
  const nonce = { nonce: CSP_NONCE_PLACEHOLDER };
  doc.head.append(
    element('style', nonce, css),
    element('script', nonce, languageGuard),
    ...entry.imports.map((file) => element('link', { rel: 'modulepreload', href: `/${file}` })),
    element('script', { type: 'module', src: `/${entry.file}` }),
  );
  root.replaceChildren(JSDOM.fragment(markup));
  return dom.serialize();
}

// The page in every language, each in `<div class="vpa-prerendered" lang>` (LANGUAGE_CSS shows `<html
// lang>`'s); the page holds no id twice.
export function languageCopies(markupIn: (language: Language) => string): string {
  const copies = LANGUAGES.map((language) =>
    element('div', { class: PRERENDERED_CLASS, lang: language }, JSDOM.fragment(markupIn(language))),
  );
  const ids = copies.flatMap((copy) => [...copy.querySelectorAll('[id]')].map((named) => named.id));
  const twice = ids.find((id, at) => ids.indexOf(id) !== at);
  if (twice !== undefined) throw new Error(`vpa:prerender: the id "${twice}" is given twice in the page`);
  return copies.map((copy) => copy.outerHTML).join('');
}

/** Turns every `text` in the text of `fragment` into an empty slot `name`; returns how many. */
function toSlots(fragment: DocumentFragment, text: string, name: string, extra: Record<string, string> = {}) {
  const slot = () => element('span', { [SLOT_ATTRIBUTE]: name, ...extra });
  let count = 0;
  for (const node of nodesOf(fragment, 0x4 /* text */)) {
    const pieces = (node.nodeValue ?? '').split(text);
    if (pieces.length === 1) continue;
    node.replaceWith(...pieces.flatMap((piece, at) => (at === 0 ? [piece] : [slot(), piece])));
    count += pieces.length - 1;
  }
  return count;
}

// One language's QR landing: waiting for the zone (skeletons), and ready; its values (code, city with
// Krk's label, zone, host) empty slots for the guard and src/features/zone/landing-paint.ts to fill.
export function landingMarkup(waiting: string, ready: string, krkLabel: string): string {
  const states = { waiting: JSDOM.fragment(waiting), ready: JSDOM.fragment(ready) };
  const codes = toSlots(states.waiting, LANDING_ZONE_CODE, 'code');
  const zones = toSlots(states.ready, LANDING_SLOT_TEXT.zone, 'zone');
  toSlots(states.ready, LANDING_SLOT_TEXT.city, 'city', { [contract.KRK_ATTRIBUTE]: krkLabel });
  for (const state of Object.values(states)) toSlots(state, LANDING_SLOT_TEXT.host, 'host');
  const boxes = Object.entries(states).map(([name, state]) =>
    element('div', { class: `${LANDING_CLASS}-${name}` }, state),
  );
  const markup = element('div', { class: LANDING_CLASS }, ...boxes).outerHTML;
  // Only the tiles' links may name the placeholder zone (until the painting).
  const shown = markup.replaceAll(`?z=${LANDING_ZONE_CODE}"`, '"');
  if (!codes || !zones || shown.includes(LANDING_ZONE_CODE) || /[\uE000-\uE002]/.test(markup))
    throw new Error('vpa:prerender: the landing has no slot for its zone, or shows it outside one');
  return markup;
}

// Only the copy in `<html lang>` (set by the guard) shows; buttons and selects do nothing before the app,
// so they keep their place but are hidden; links work from the first frame.
export const LANGUAGE_CSS = `.${PRERENDERED_CLASS}{display:none}
${LANGUAGES.map((language) => `html[lang='${language}'] .${PRERENDERED_CLASS}[lang='${language}']`).join(',\n')}{display:block}
.${PRERENDERED_CLASS} :is(button,select,[role=button]),.${PRERENDERED_CLASS} select+svg{visibility:hidden}
`;

/** The landing shows its skeletons until the painting has filled the zone; an empty slot keeps its line. */
const PAINTED = `.${LANDING_CLASS}.${contract.PAINTED_CLASS}`;
export const LANDING_CSS = `.vpa-landing-ready,${PAINTED} .vpa-landing-waiting{display:none}
${PAINTED} .vpa-landing-ready{display:block}
.${LANDING_CLASS} [${SLOT_ATTRIBUTE}]:empty::before{content:'\\200b'}
`;
