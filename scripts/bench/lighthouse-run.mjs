// @ts-check
// One Lighthouse run (mobile, default simulated throttling) in a fresh Chromium, with the page's
// session storage preset before any of its scripts run (e.g. a chosen zone and ticket type).
// `warm`: a repeat visit. The page is opened once first, until the service worker it registers
// after the first screen (src/lib/service-worker.ts) controls it, and Lighthouse then keeps the
// origin's storage and the browser's cache (disableStorageReset), as a returning visitor has them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { SYSTEM_CHROMIUM_FLAGS } from '../chromium-flags.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = ['--headless=new', ...SYSTEM_CHROMIUM_FLAGS];

/** The flags of a browser whose languages (navigator.languages) are `languages`, e.g. `hr-HR,hr`. */
export function chromiumFlags(languages = 'hr-HR,hr') {
  return [...CHROMIUM_FLAGS, `--accept-lang=${languages}`];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Lighthouse's mobile screen (moto g power): every measure lays its page out as Lighthouse does. */
export const MOBILE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Starts a headless Chromium with the browser's `languages`, opens a new page in it and gives it
 * to `use`; the browser is closed afterwards, whatever happens.
 * @template T
 * @param {{ languages?: string, viewport?: import('puppeteer-core').Viewport | null }} options
 * @param {(page: import('puppeteer-core').Page) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withChromePage({ languages, viewport = null }, use) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: chromiumFlags(languages),
  });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: viewport,
    });
    return await use(await browser.newPage());
  } finally {
    await browser?.disconnect().catch(() => {});
    chrome.kill();
  }
}

/**
 * @param {string} url
 * @param {{ session?: Record<string, string>, local?: Record<string, string>, warm?: boolean }} preset
 * @param {string} [languages] the browser's languages (a first visit reads the first the portal speaks)
 * @returns {Promise<import('lighthouse').RunnerResult['lhr']>}
 */
export async function runLighthouse(url, preset = {}, languages = undefined) {
  return withChromePage({ languages }, async (page) => {
    const origin = new URL(url).origin;
    // Runs in every new document before the page's own scripts; about:blank (opaque origin) is
    // skipped. Lighthouse's storage reset leaves session storage alone, so the preset holds.
    await page.evaluateOnNewDocument(
      (wanted, session, local) => {
        // Runs in the page: its globals, not Node's.
        const page = globalThis;
        if (page.location.origin !== wanted) return;
        for (const [key, value] of Object.entries(session)) page.sessionStorage.setItem(key, value);
        for (const [key, value] of Object.entries(local)) page.localStorage.setItem(key, value);
      },
      origin,
      preset.session ?? {},
      preset.local ?? {},
    );
    if (preset.warm) {
      await page.goto(url, { waitUntil: 'load' });
      await page.evaluate(async () => {
        // Runs in the page: its globals, not Node's.
        const { serviceWorker } = globalThis.navigator;
        await serviceWorker.ready;
        if (!serviceWorker.controller)
          await new Promise((resolve) =>
            serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
      });
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
        ...(preset.warm ? { disableStorageReset: true } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  });
}
