// @vitest-environment node
import { staticPage } from '../../scripts/bench/static-page.mjs';

// The benchmark's yardstick (scripts/bench/static-copy.mjs, its pure part static-page.mjs): the landing as the app drew it, with
// no script, and its styles in one stylesheet.
const RENDERED = `<html lang="de"><head>
<meta charset="UTF-8">
<title>Rijeka, Zona 1 – Virtueller Parkscheinautomat</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-123.css">
<link rel="preload" as="script" href="/assets/x.js">
<link rel="preload" as="font" type="font/woff2" href="/assets/plex.woff2" crossorigin>
<script src="/assets/language-guard-z.js"></script>
<style data-emotion="css" nonce="abc" data-s=""></style>
<link rel="manifest" href="/manifest.webmanifest">
</head><body>
<div id="root"><main><h1 class="css-1">Rijeka, Zona 1</h1>
<a href="/hourly" class="css-2" onclick="go()">Stundenparkschein</a>
<svg viewBox="0 0 24 24"><path d="M3 18h18"></path></svg>
<SCRIPT>alert(1)</SCRIPT><script
  type="application/json">{"a":"</div>"}</script>
</main></div>
<script type="module">import('/assets/y.js')</script>
</body></html>`;

describe('staticPage', () => {
  const page = staticPage({ html: RENDERED, stylesheet: '/assets/static-landing-q.css' });

  it('keeps no script: no script element, no script preload, no event handler', () => {
    expect(page).not.toMatch(/<script/i);
    expect(page).not.toContain('modulepreload');
    expect(page).not.toContain('as="script"');
    expect(page).not.toMatch(/\son[a-z]+=/i);
    expect(page).not.toContain('alert(1)');
    expect(page).not.toContain('import(');
  });

  it('links its styles as one stylesheet in place of the page’s own links and style elements', () => {
    expect([...page.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0])).toEqual([
      '<link rel="stylesheet" href="/assets/static-landing-q.css">',
    ]);
    expect(page).not.toMatch(/<style/i);
    expect(page).not.toContain('index-123.css');
  });

  it('keeps the page as drawn: doctype, language, title, markup, other links', () => {
    expect(page.startsWith('<!doctype html>\n<html lang="de">')).toBe(true);
    expect(page).toContain('<title>Rijeka, Zona 1 – Virtueller Parkscheinautomat</title>');
    expect(page).toContain('<h1 class="css-1">Rijeka, Zona 1</h1>');
    expect(page).toContain('<a href="/hourly" class="css-2">Stundenparkschein</a>');
    expect(page).toContain('<svg viewBox="0 0 24 24"><path d="M3 18h18"></path></svg>');
    expect(page).toContain('rel="preload" as="font"');
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(page.trimEnd().endsWith('</body></html>')).toBe(true);
  });
});
