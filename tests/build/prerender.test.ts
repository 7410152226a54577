// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routes';
import { prerenderedRoutes } from '../../vite/prerender-plugin';
import { languageCopies, PAGE_CSS, prerenderedHtml, type Shell } from '../../vite/prerender-page';
import { pagesOf } from '../../vite/service-worker-plugin';
import { CSP_NONCE_PLACEHOLDER } from '@/lib/csp-nonce';
import type { Language } from '@/i18n/languages';

const INDEX = `<!doctype html>
<html lang="hr">
  <head>
    <title>VPA</title>
    <script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-def.js">
    <link rel="stylesheet" crossorigin href="/assets/shell-123.css">
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/zone-home-page-456.js">
  </head>
  <body>
    <!-- The static shell -->
    <div id="root"><div class="vpa-shell"><span></span></div></div>
  </body>
</html>`;

/** The language guard's built code (vite/prerender-plugin.ts), run in the page. */
const GUARD = 'document.documentElement.lang="hr"';
const GUARD_TAG = `<script nonce="${CSP_NONCE_PLACEHOLDER}">${GUARD}</script>`;
const ENTRY = { file: 'assets/index-abc.js', imports: ['assets/preload-helper-p.js'] };
const ENTRY_TAG = '<script type="module" src="/assets/index-abc.js"></script>';
/** The built files the page links (index.html's stylesheet). */
const FILES: Record<string, string> = { 'assets/shell-123.css': '.shell-bar{display:grid}' };
const noFile = (file: string) => {
  throw new Error(`no file ${file}`);
};
const SHELL: Shell = { entry: ENTRY, languageGuard: GUARD, read: (file) => FILES[file] ?? noFile(file) };
const LANDING = '<div class="vpa-landing"></div>';

describe('prerendered pages (vite/prerender-page.ts)', () => {
  const page = prerenderedHtml(
    INDEX,
    SHELL,
    '<div class="vpa-prerendered" lang="hr"><main><h1>Parkirna karta</h1></main></div>',
    '.css-w{margin:0}',
  );
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('puts the page in #root in place of the static shell', () => {
    expect(page).toContain(
      '<div id="root"><div class="vpa-prerendered" lang="hr"><main><h1>Parkirna karta</h1></main></div></div>',
    );
    expect(page).not.toContain('vpa-shell');
    expect(page).not.toContain('<!--');
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it("asks for the entry (a module script, run once the page is parsed) with its imports, not index.html's preloads", () => {
    expect(page).toContain(ENTRY_TAG);
    expect(page).toContain('<link rel="modulepreload" href="/assets/preload-helper-p.js">');
    expect(page).not.toMatch(/framework-def|zone-home-page-456/);
    expect(page.match(/<script/g)).toHaveLength(2);
  });

  it("puts its rules (the shell's and the page's) and the language guard in the page, with the nonce", () => {
    // No stylesheet file: the page asks for nothing before its first paint.
    expect(page).not.toContain('rel="stylesheet"');
    const style = `<style nonce="${CSP_NONCE_PLACEHOLDER}">.shell-bar{display:grid}\n${PAGE_CSS}\n.css-w{margin:0}</style>`;
    expect(page).toContain(style);
    // Not a file: the page's requests start with no round trip for it (docs/decisions/038).
    expect(page.split(GUARD_TAG)).toHaveLength(2);
  });

  it('refuses a guard that would end its <script> early or change how it is parsed', () => {
    for (const guard of ['a="</script><script>alert(1)"', 'a="<!--"', 'a="</SCRIPT "'])
      expect(() => prerenderedHtml(INDEX, { ...SHELL, languageGuard: guard }, LANDING, '')).toThrow(
        /language guard/,
      );
  });

  it('asks for the rules first, then runs the guard, then the entry', () => {
    const head = headOf(page);
    const order = ['.css-w{margin:0}', GUARD_TAG, 'preload-helper-p.js', ENTRY_TAG].map((tag) =>
      head.indexOf(tag),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // The guard is the only script that holds up the parsing.
    expect(head.match(/<script(?![^>]*\btype="module")/g)).toHaveLength(1);
  });

  it('refuses rules that would end their <style> early or point into the page', () => {
    for (const css of ['a{}</style><script>alert(1)</script>', 'a{background:url(x.png)}'])
      expect(() => prerenderedHtml(INDEX, SHELL, LANDING, css)).toThrow(/inline rules/);
  });

  it('refuses an index.html it cannot take apart', () => {
    expect(() => prerenderedHtml('<html><body></body></html>', SHELL, '', '')).toThrow(/no #root/);
    const noEntry = INDEX.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(() => prerenderedHtml(noEntry, SHELL, '', '')).toThrow(/entry script/);
  });

  it('keeps the markup as the app rendered it, text as text', () => {
    const markup = '<p class="a">1 &lt; 2 &amp; &quot;x&quot;</p><a href="/hourly?z=RI-Z1&amp;x=1">Satna</a>';
    expect(prerenderedHtml(INDEX, SHELL, markup, '')).toContain(
      `<div id="root">${markup.replace('&quot;x&quot;', '"x"')}</div>`,
    );
  });
});

describe('the copies in every language', () => {
  const pages: Record<Language, string> = {
    hr: '<main><h1 id="hr-t">Dobro došli</h1><a href="#hr-t">Gore</a></main>',
    en: '<main><h1 id="en-t">Welcome</h1><a href="#en-t">Up</a></main>',
    de: '<main><h1 id="de-t">Willkommen</h1></main>',
    it: '<main><h1 id="it-t">Benvenuti</h1></main>',
  };
  const copies = languageCopies((language) => pages[language]);

  it('marks each copy by its language, the default language first, its markup as rendered', () => {
    expect([...copies.matchAll(/<div class="vpa-prerendered" lang="([a-z]+)">/g)].map((m) => m[1])).toEqual([
      'hr',
      'en',
      'de',
      'it',
    ]);
    expect(copies).toContain(`<div class="vpa-prerendered" lang="en">${pages.en}</div>`);
  });

  it('refuses a page that gives an id twice (each copy renders its own, src/prerender/render-page.tsx)', () => {
    expect(() => languageCopies(() => '<h1 id="t">Dobro došli</h1>')).toThrow(/the id "t" is given twice/);
  });

  it('shows only the copy in <html lang>', () => {
    const css = PAGE_CSS;
    expect(css).toMatch(/^\.vpa-prerendered,[^{]*\{display:none\}/);
    for (const language of ['hr', 'en', 'de', 'it'])
      expect(css).toContain(`html[lang='${language}'] .vpa-prerendered[lang='${language}']`);
    // Its menu button and language select do nothing before the app: not shown as controls.
    expect(css).toContain(
      '.vpa-prerendered :is(button,select,[role=button]),.vpa-prerendered select+svg{visibility:hidden}',
    );
  });
});

describe('renderPage (src/prerender/render-page.tsx)', () => {
  it('renders /welcome complete, in each language, with its rules and no inline style or script', async () => {
    const { renderPage } = await import('@/prerender/render-page');
    const { html: pages, css } = await renderPage('/welcome');
    expect(pages.hr).toContain('Parkirna karta na vašem mobitelu');
    expect(pages.en).toContain('Your parking ticket on your phone');
    expect(pages.de).toContain('Ihr Parkschein auf dem Handy');
    expect(pages.it).toContain('Il biglietto di sosta sul tuo telefono');
    const html = Object.values(pages).join('');
    expect(html.match(/<h1/g)).toHaveLength(4);
    expect(html.match(/href="\/welcome\/cities"/g)).toHaveLength(4);
    // Each copy's ids are its own, and its skip link and labels point into it.
    expect(() => languageCopies((language) => pages[language])).not.toThrow();
    for (const page of Object.values(pages))
      for (const [, id] of page.matchAll(/(?:href="#|aria-labelledby=")([^"]+)"/g))
        expect(page).toContain(` id="${id}"`);
    expect(html).not.toMatch(/aria-busy="true"|\sstyle="|<script|<style/);
    // Every class of the markup has its rules in the stylesheet.
    const classes = new Set([...html.matchAll(/\b(css-[a-z0-9]+)/g)].map((match) => match[1]));
    expect(classes.size).toBeGreaterThan(5);
    classes.delete('css-0'); // Emotion's class for no rules at all
    for (const name of classes) expect(css).toContain(`.${name}`);
  });
});

describe('the prerendered pages come from the route record', () => {
  it("renders the record's prerendered entries, each into its page file", () => {
    expect(prerenderedRoutes(ROUTES)).toEqual([{ path: '/welcome', file: 'welcome.html' }]);
    // An entry marked in the record becomes a page, and an offline page of the service worker.
    const record = [...ROUTES, { path: '/help/faq', prerendered: true as const }];
    expect(prerenderedRoutes(record)).toContainEqual({ path: '/help/faq', file: 'help-faq.html' });
    expect(pagesOf(prerenderedRoutes(record))).toEqual({
      '/index.html': ['index.html'],
      '/welcome': ['welcome.html'],
      '/help/faq': ['help-faq.html'],
    });
  });
});
