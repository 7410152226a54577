// The prerendered pages as documents (jsdom), not text: index.html's shell with its scripts, preloads
// and stylesheets taken out and the page's parts put in as elements (docs/decisions/011, 029, 035).
import { JSDOM } from 'jsdom';
import { LANGUAGES, type Language } from '../src/i18n/languages.ts';
import * as contract from '../src/boot/page-contract.ts';
import { CSP_NONCE_PLACEHOLDER } from '../src/lib/csp-nonce.ts';

const { LANDING_CLASS, LANDING_ZONE_CODE, PRERENDERED_CLASS, SLOT_ATTRIBUTE } = contract;
const { document: scratch, NodeFilter } = new JSDOM().window;
function fail(why: string): never {
  throw new Error(`vpa:prerender: ${why}`);
}

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

/** What every page shares: the guard, the entry (a module script) and its static imports, the built files. */
export type Shell = {
  languageGuard: string;
  entry: { file: string; imports: string[] };
  read: (file: string) => string;
};

/** index.html with `markup` in `#root`; its stylesheets and `css` inline: nothing to ask for before the first paint. */
export function prerenderedHtml(
  indexHtml: string,
  { languageGuard, entry, read }: Shell,
  markup: string,
  css: string,
) {
  const dom = new JSDOM(indexHtml);
  const doc = dom.window.document;
  const root = doc.getElementById('root');
  if (!root || !doc.querySelector('script[type=module][src]'))
    fail('index.html has no #root or entry script');
  const sheets = [...doc.querySelectorAll('link[rel=stylesheet]')].map((link) =>
    read(link.getAttribute('href')!.slice(1)),
  );
  const rules = [...sheets, PAGE_CSS, css].join('\n');
  // A <style> ends at the first `</`; a relative url() would resolve against the page, not /assets/.
  if (rules.includes('</') || /url\(\s*(?!['"]?(?:\/|data:))/.test(rules))
    fail('the inline rules hold "</" or a relative url()');
  // A <script> ends at the first `</script`, and `<!--` changes how the parser reads it.
  if (/<\/script|<!--/i.test(languageGuard)) fail('the language guard holds "</script" or "<!--"');
  const old = doc.querySelectorAll('script, link[rel=modulepreload], link[rel=stylesheet]');
  for (const node of [...nodesOf(doc, NodeFilter.SHOW_COMMENT), ...old]) node.remove();
  const nonce = { nonce: CSP_NONCE_PLACEHOLDER };
  doc.head.append(
    element('style', nonce, rules),
    element('script', nonce, languageGuard),
    ...entry.imports.map((file) => element('link', { rel: 'modulepreload', href: `/${file}` })),
    element('script', { type: 'module', src: `/${entry.file}` }),
  );
  root.replaceChildren(JSDOM.fragment(markup));
  return dom.serialize();
}

/** The page in every language, each in `<div class="vpa-prerendered" lang>`; no id given twice. */
export function languageCopies(markupIn: (language: Language) => string): string {
  const copies = LANGUAGES.map((language) =>
    element('div', { class: PRERENDERED_CLASS, lang: language }, JSDOM.fragment(markupIn(language))),
  );
  const ids = copies.flatMap((copy) => [...copy.querySelectorAll('[id]')].map((named) => named.id));
  const twice = ids.find((id, at) => ids.indexOf(id) !== at);
  if (twice !== undefined) fail(`the id "${twice}" is given twice in the page`);
  return copies.map((copy) => copy.outerHTML).join('');
}

/** Turns every `text` in the text of `fragment` into an empty slot `name`; returns how many. */
function toSlots(fragment: DocumentFragment, text: string, name: string, extra: Record<string, string> = {}) {
  const slot = () => element('span', { [SLOT_ATTRIBUTE]: name, ...extra });
  let count = 0;
  for (const node of nodesOf(fragment, NodeFilter.SHOW_TEXT)) {
    const pieces = (node.nodeValue ?? '').split(text);
    if (pieces.length === 1) continue;
    node.replaceWith(...pieces.flatMap((piece, at) => (at === 0 ? [piece] : [slot(), piece])));
    count += pieces.length - 1;
  }
  return count;
}

// One language's QR landing: waiting for the zone (skeletons), and ready; its values (code, city with
// Krk's label, zone, host) empty slots for the guard and src/features/zone/landing-paint.ts to fill.
type LandingStates = { waiting: string; ready: string; krkLabel: string };
export function landingMarkup({ waiting, ready, krkLabel }: LandingStates) {
  const { city, zone, host } = contract.LANDING_SLOT_TEXT;
  const states = { waiting: JSDOM.fragment(waiting), ready: JSDOM.fragment(ready) };
  const codes = toSlots(states.waiting, LANDING_ZONE_CODE, 'code');
  const zones = toSlots(states.ready, zone, 'zone');
  toSlots(states.ready, city, 'city', { [contract.KRK_ATTRIBUTE]: krkLabel });
  for (const state of Object.values(states)) toSlots(state, host, 'host');
  const boxes = Object.entries(states).map(([name, state]) =>
    element('div', { class: `${LANDING_CLASS}-${name}` }, state),
  );
  const markup = element('div', { class: LANDING_CLASS }, ...boxes).outerHTML;
  // Only the tiles' links may name the placeholder zone (until the painting).
  const shown = markup.replaceAll(`?z=${LANDING_ZONE_CODE}"`, '"');
  if (!codes || !zones || shown.includes(LANDING_ZONE_CODE) || /[\uE000-\uE002]/.test(markup))
    fail('the landing has no slot for its zone, or shows it outside one');
  return markup;
}

// Only the copy in `<html lang>` (set by the guard) shows; buttons and selects do nothing before the app,
// so they keep their place, hidden. The landing shows its skeletons until painted; an empty slot keeps its line.
const PAINTED = `.${LANDING_CLASS}.${contract.PAINTED_CLASS}`;
export const PAGE_CSS = `.${PRERENDERED_CLASS},.${LANDING_CLASS}-ready,${PAINTED} .${LANDING_CLASS}-waiting{display:none}
${LANGUAGES.map((language) => `html[lang='${language}'] .${PRERENDERED_CLASS}[lang='${language}']`).join(',')},${PAINTED} .${LANDING_CLASS}-ready{display:block}
.${PRERENDERED_CLASS} :is(button,select,[role=button]),.${PRERENDERED_CLASS} select+svg{visibility:hidden}
.${LANDING_CLASS} [${SLOT_ATTRIBUTE}]:empty::before{content:'\\200b'}
`;
