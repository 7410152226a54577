// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bootScript, languageGuardScript, prerenderedHtml, stylesheetsOf } from '../../vite/prerender-plugin';

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

describe('prerendered pages (vite/prerender-plugin.ts)', () => {
  const page = prerenderedHtml(INDEX, {
    markup: '<main><h1>Parkirna karta</h1></main>',
    stylesheet: 'assets/prerender-welcome-x.css',
    boot: 'assets/boot-y.js',
    languageGuard: 'assets/language-guard-z.js',
  });

  it('puts the page in #root in place of the static shell', () => {
    expect(page).toContain(
      '<div id="root"><div class="vpa-prerendered"><main><h1>Parkirna karta</h1></main></div></div>',
    );
    expect(page).not.toContain('vpa-shell');
    expect(page).not.toContain('<!--');
    expect(page.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('starts the app through the boot script and fetches no script before the first paint', () => {
    expect(page).toContain('<script type="module" src="/assets/boot-y.js"></script>');
    expect(page).not.toContain('index-abc.js');
    expect(page).not.toContain('modulepreload');
  });

  it('links one stylesheet (the shell and the page together) and the blocking language guard', () => {
    expect(stylesheetsOf(INDEX)).toEqual(['assets/shell-123.css']);
    expect(stylesheetsOf(page)).toEqual(['assets/prerender-welcome-x.css']);
    expect(page).toMatch(/<script src="\/assets\/language-guard-z.js"><\/script>\s*<\/head>/);
  });

  it('refuses an index.html it cannot take apart', () => {
    expect(() =>
      prerenderedHtml('<html><body></body></html>', {
        markup: '',
        stylesheet: 'a',
        boot: 'b',
        languageGuard: 'c',
      }),
    ).toThrow(/no #root/);
  });

  it('boots after the first paint, preloading the entry and its imports', () => {
    const source = bootScript('assets/index-abc.js', ['assets/framework-def.js']);
    expect(source).toContain('import("/assets/index-abc.js")');
    expect(source).toContain('["/assets/framework-def.js"]');
    expect(source).toContain("getEntriesByName('first-contentful-paint')");
  });
});

describe('the language guard of prerendered pages', () => {
  /** Runs the guard against a stored `lang` (an Error: storage that throws); the attributes it set. */
  function guard(stored: string | null | Error): Record<string, string> {
    const set: Record<string, string> = {};
    const window = {
      localStorage: {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored;
          return key === 'lang' ? stored : null;
        },
      },
    };
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => (set[name] = value) },
    };
    // The generated file, run as a browser would run it, with these globals.
    runInNewContext(languageGuardScript(), { window, document });
    return set;
  }

  it.each(['en', 'de', 'it'])('hides the Croatian page from a visitor who chose %s', (language) => {
    expect(guard(language)).toEqual({ lang: language, 'data-prerender-hidden': '' });
  });

  it.each([null, 'hr', 'fr', '"en"', 'EN'])('shows it for a stored %s (the default language)', (stored) => {
    expect(guard(stored)).toEqual({});
  });

  it('shows it when storage cannot be read', () => {
    expect(guard(new Error('SecurityError'))).toEqual({});
  });
});

describe('renderPage (src/prerender/render-page.tsx)', () => {
  it('renders /welcome complete, in Croatian, with its rules and no inline style or script', async () => {
    const { renderPage } = await import('@/prerender/render-page');
    const { html, css } = await renderPage('/welcome');
    expect(html).toContain('<h1');
    expect(html).toContain('Parkirna karta na vašem mobitelu');
    expect(html).toContain('href="/welcome/cities"');
    expect(html).not.toMatch(/aria-busy="true"|\sstyle="|<script|<style/);
    // Every class of the markup has its rules in the stylesheet.
    const classes = new Set([...html.matchAll(/\b(css-[a-z0-9]+)/g)].map((match) => match[1]));
    expect(classes.size).toBeGreaterThan(5);
    classes.delete('css-0'); // Emotion's class for no rules at all
    for (const name of classes) expect(css).toContain(`.${name}`);
  });
});
