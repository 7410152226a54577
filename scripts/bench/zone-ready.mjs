// @ts-check
// "Zone ready", as a driver at a meter feels it: the moment the page shows the zone's name and a
// working hourly tile (a link that opens the zone's hourly form), measured in a real Chromium on a
// slow 4G line with the CPU slowed, cold cache, in the same rounds as the static copy of the same
// page. A painted frame without the zone does not count: Lighthouse's LCP can be won that way,
// this cannot.
import { MOBILE, withChromePage } from './lighthouse-run.mjs';

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 kbps up; the CPU 4 times slower. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/** Puts `page` on that line and CPU; resolves with its DevTools session. */
export async function onSlowPhone(/** @type {import('puppeteer-core').Page} */ page) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

/**
 * Opens `url` cold (a fresh browser) and resolves with the times in ms from the navigation's start
 * to the first frame that shows a visible level-1 heading containing `zoneName` and a visible,
 * enabled link to `/hourly` (the static copy's and the landing's tiles): `shownMs` when that frame
 * reached the screen (Element Timing's render time of the two, the later one), `frameMs` when the
 * browser began drawing it (its requestAnimationFrame time). Only `shownMs` is what a driver sees:
 * a page's first frame lays the whole page out after its animation frame callbacks (on the copy,
 * 0.3 to 0.5 s at 4x), a later frame of an already drawn page does not.
 * @param {{ url: string, zoneName: string, languages?: string }} options
 * @returns {Promise<{ shownMs: number, frameMs: number }>}
 */
export async function zoneReadyMs({ url, zoneName, languages }) {
  return withChromePage({ languages, viewport: MOBILE }, async (page) => {
    const cdp = await onSlowPhone(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.evaluateOnNewDocument((name) => {
      // Runs in the page: a check before every frame, from the start of the document. A frame's
      // callbacks run before it is laid out and painted, so every heading and tile is marked for
      // Element Timing before its first paint.
      const doc = globalThis.document;
      const found = /** @type {any} */ (globalThis);
      const shown = (/** @type {Element} */ element) =>
        /** @type {HTMLElement} */ (element).checkVisibility?.() ??
        /** @type {HTMLElement} */ (element).offsetParent !== null;
      /** @type {Map<Element, number>} */
      const painted = new Map();
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries()))
          if (entry.element) painted.set(entry.element, entry.renderTime || entry.loadTime);
      }).observe({ type: 'element', buffered: true });
      const check = (/** @type {number} */ now) => {
        const headings = Array.from(doc.querySelectorAll('h1'));
        const tiles = Array.from(doc.querySelectorAll('a[href^="/hourly"]'));
        // Text is timed on the element that holds it: every element of a heading and a tile.
        for (const element of [...headings, ...tiles].flatMap((each) => [
          each,
          ...each.querySelectorAll('*'),
        ]))
          element.setAttribute('elementtiming', 'zone-ready');
        const heading = headings.find((h1) => shown(h1) && (h1.textContent ?? '').includes(name));
        const tile = tiles.find((link) => shown(link) && link.getAttribute('aria-disabled') !== 'true');
        if (heading && tile) found.__zoneReady = { frameMs: now, elements: [heading, tile] };
        else globalThis.requestAnimationFrame(check);
      };
      globalThis.requestAnimationFrame(check);
      found.__zoneShown = () => {
        const ready = found.__zoneReady;
        /** @type {(element: Element) => number[]} */
        const timesOf = (element) =>
          [...painted].filter(([part]) => element.contains(part)).map(([, time]) => time);
        const times = ready?.elements.map(timesOf);
        if (!times || times.some((each) => each.length === 0)) return null;
        return { shownMs: Math.max(ready.frameMs, ...times.flat()), frameMs: ready.frameMs };
      };
    }, zoneName);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // The frame's render time comes once it is on the screen, after its animation frame.
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__zoneShown() !== null, {
      timeout: 120_000,
      polling: 100,
    });
    return page.evaluate(() => /** @type {any} */ (globalThis).__zoneShown());
  });
}
