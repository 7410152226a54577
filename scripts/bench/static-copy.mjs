// @ts-check
// The benchmark's yardstick: a static copy of a page as the app drew it, its HTML and
// CSS with no script, written into the build folder so the same server serves it in the same run.
// Lighthouse measures it beside the real pages; each page's LCP is then reported as a ratio to the
// copy's, a figure that means the same on a quiet and on a busy machine.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { MOBILE, withChromePage } from './lighthouse-run.mjs';
import { staticPage } from './static-page.mjs';

/**
 * Opens `url` in a fresh Chromium at Lighthouse's mobile size, waits until `ready` (a CSS
 * selector) is drawn and the network is quiet, and writes the page as drawn, with no script, into
 * `distDir` as `file` (its rules as `assets/static-copy-{hash}.css`).
 * @param {{ url: string, ready: string, distDir: string, file: string, languages?: string, local?: Record<string, string> }} options
 * @returns {Promise<{ path: string, htmlBytes: number, cssBytes: number }>}
 */
export async function captureStaticCopy({ url, ready, distDir, file, languages, local = {} }) {
  return withChromePage({ languages, viewport: MOBILE }, async (page) => {
    await page.evaluateOnNewDocument((entries) => {
      for (const [key, value] of Object.entries(entries)) globalThis.localStorage.setItem(key, value);
    }, local);
    await page.goto(url, { waitUntil: 'networkidle0' });
    await page.waitForSelector(ready, { visible: true, timeout: 60_000 });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: 60_000 });
    const { html, css } = await page.evaluate(async () => {
      // Runs in the page: its globals, not Node's.
      const doc = globalThis.document;
      await doc.fonts.ready;
      // A select's choice is a property, not in the markup: written as the attribute.
      for (const option of Array.from(doc.querySelectorAll('option'))) {
        if (option.selected) option.setAttribute('selected', '');
        else option.removeAttribute('selected');
      }
      // The rules as the browser holds them: Emotion inserts its rules with insertRule, so its
      // <style> elements are empty in the markup.
      const rules = [];
      for (const sheet of Array.from(doc.styleSheets)) {
        try {
          for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
        } catch {
          // A stylesheet of another origin: none on this page.
        }
      }
      return { html: doc.documentElement.outerHTML, css: rules.join('\n') };
    });
    const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
    const stylesheet = `/assets/static-copy-${hash}.css`;
    const out = staticPage({ html, stylesheet });
    writeFileSync(path.join(distDir, stylesheet), css);
    writeFileSync(path.join(distDir, file), out);
    return { path: `/${file}`, htmlBytes: out.length, cssBytes: css.length };
  });
}
