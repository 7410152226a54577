// @ts-check
// "Zone ready", as a driver at a meter feels it: the moment the page shows the zone's name and a
// working hourly tile (a link that opens the zone's hourly form), measured in a real Chromium on a
// slow 4G line with the CPU slowed, cold cache, in the same rounds as the static copy of the same
// page. A painted frame without the zone does not count: Lighthouse's LCP can be won that way,
// this cannot.
import { withChromePage } from './lighthouse-run.mjs';

/** Lighthouse's mobile screen, as for the static copy. */
const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbps down, 750 kbps up; the CPU 4 times slower. */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;

/**
 * Opens `url` cold (a fresh browser) and resolves with the time in ms from the navigation's start
 * to the first frame that shows a visible level-1 heading containing `zoneName` and a visible,
 * enabled link to `/hourly` (the static copy's and the landing's tiles).
 * @param {{ url: string, zoneName: string, languages?: string }} options
 * @returns {Promise<number>}
 */
export async function zoneReadyMs({ url, zoneName, languages }) {
  return withChromePage({ languages, viewport: MOBILE }, async (page) => {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument((name) => {
      // Runs in the page: a check before every frame, from the start of the document.
      const doc = globalThis.document;
      const shown = (/** @type {Element} */ element) =>
        /** @type {HTMLElement} */ (element).checkVisibility?.() ??
        /** @type {HTMLElement} */ (element).offsetParent !== null;
      const check = (/** @type {number} */ now) => {
        const heading = Array.from(doc.querySelectorAll('h1')).some(
          (h1) => shown(h1) && (h1.textContent ?? '').includes(name),
        );
        const tile = Array.from(doc.querySelectorAll('a[href^="/hourly"]')).some(
          (link) => shown(link) && link.getAttribute('aria-disabled') !== 'true',
        );
        if (heading && tile) /** @type {any} */ (globalThis).__zoneReady = now;
        else globalThis.requestAnimationFrame(check);
      };
      globalThis.requestAnimationFrame(check);
    }, zoneName);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__zoneReady !== undefined, {
      timeout: 120_000,
      polling: 100,
    });
    return page.evaluate(() => /** @type {number} */ (/** @type {any} */ (globalThis).__zoneReady));
  });
}
