// @ts-check
// "Tile tap to next frame", as the browser counts a tap for INP: the QR landing opened cold in a
// real Chromium on a slow 4G line with the CPU slowed, the "Hourly ticket" tile tapped (a touch,
// as on a phone), and the interaction's latency read from the Event Timing API (the longest of
// its pointerdown, pointerup and click entries: from the touch to the next frame after their
// handlers), plus the time from the touch to the first frame that shows the form's heading.
// `after`: the tile the app draws, tapped once the app has taken the page over and the network
// is quiet (the driver reads, then taps). `before`: the painted page's tile (a plain link),
// tapped in the first frame that shows it, before the app has taken the page over.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './figures.mjs';
import { MOBILE, withChromePage } from './lighthouse-run.mjs';
import { CPU_SLOWDOWN, onSlowPhone, SLOW_4G } from './zone-ready.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The smallest duration the Event Timing API reports: a shorter interaction leaves no entry. */
export const EVENT_THRESHOLD_MS = 16;

/** The hourly form's heading in every language the portal speaks. */
const FORM_HEADINGS = ['hr', 'en', 'de', 'it'].map(
  (lang) =>
    /** @type {{ title: { hourly: string } }} */ (
      JSON.parse(readFileSync(path.join(root, `locales/${lang}/ticket.json`), 'utf8'))
    ).title.hourly,
);

/**
 * @typedef {{ name: string, duration: number, inputDelay: number, processing: number, presentation: number }} EventEntry
 * @typedef {{
 *   interactionMs: number | null,
 *   entry: EventEntry | null,
 *   headingMs: number,
 *   onPaintedPage: boolean,
 * }} TapRun
 */

/**
 * One cold run: opens `url`, taps the hourly tile at the moment `when` says, and resolves with the
 * interaction's latency (null: the browser reported none, the tap's frame came under
 * EVENT_THRESHOLD_MS, or the page it was on was gone before its frame), its longest entry's
 * parts, the time from the touch to the form's heading, and whether the touch landed on the
 * painted page.
 * @param {{ url: string, when: 'before' | 'after', languages?: string }} options
 * @returns {Promise<TapRun>}
 */
export async function tileTapRun({ url, when, languages }) {
  return withChromePage({ languages, viewport: MOBILE }, async (page) => {
    await onSlowPhone(page);
    /** @type {EventEntry[]} */
    const entries = [];
    /** @type {{ at: number, painted: boolean } | undefined} */
    let touched;
    /** @type {number | undefined} */
    let headingAt;
    // Every document of the run reports here, the one the tap leaves and the one it opens alike.
    await page.exposeFunction('__benchReport', (/** @type {string} */ kind, /** @type {any} */ data) => {
      if (kind === 'event') entries.push(data);
      else if (kind === 'down') touched ??= data;
      else if (kind === 'heading') headingAt ??= data;
    });
    await page.evaluateOnNewDocument((headings) => {
      // Runs in the page: its globals, not Node's.
      const win = /** @type {any} */ (globalThis);
      const doc = globalThis.document;
      const epoch = (/** @type {number} */ t) => performance.timeOrigin + t;
      const report = (/** @type {string} */ kind, /** @type {unknown} */ data) =>
        void win.__benchReport?.(kind, data);
      // As web-vitals measures INP: every entry of an interaction, longer than the threshold.
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries())) {
          if (!entry.interactionId || !['pointerdown', 'pointerup', 'click'].includes(entry.name)) continue;
          report('event', {
            name: entry.name,
            duration: entry.duration,
            inputDelay: entry.processingStart - entry.startTime,
            processing: entry.processingEnd - entry.processingStart,
            presentation: entry.startTime + entry.duration - entry.processingEnd,
          });
        }
      }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
      win.addEventListener(
        'pointerdown',
        (/** @type {PointerEvent} */ event) =>
          report('down', {
            at: epoch(event.timeStamp),
            painted: Boolean(/** @type {Element} */ (event.target).closest?.('.vpa-landing')),
          }),
        { capture: true },
      );
      const shown = (/** @type {Element} */ element) =>
        /** @type {HTMLElement} */ (element).checkVisibility?.() ??
        /** @type {HTMLElement} */ (element).offsetParent !== null;
      const check = (/** @type {number} */ now) => {
        const heading =
          win.location.pathname === '/hourly' &&
          Array.from(doc.querySelectorAll('h1')).some(
            (h1) => shown(h1) && headings.includes((h1.textContent ?? '').trim()),
          );
        if (heading) report('heading', epoch(now));
        else globalThis.requestAnimationFrame(check);
      };
      globalThis.requestAnimationFrame(check);
    }, FORM_HEADINGS);

    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    if (when === 'before') {
      // The painted page's ready state: its tiles are links to the zone's forms.
      await page.waitForFunction(
        () => {
          const doc = globalThis.document;
          return doc.querySelector('.vpa-landing-painted a[href^="/hourly"]') !== null;
        },
        { timeout: 120_000, polling: 'raf' },
      );
    } else {
      // Taken over: the prerendered copies are gone and the app's own tile is there.
      await page.waitForFunction(
        () => {
          const doc = globalThis.document;
          return (
            doc.querySelector('.vpa-landing') === null &&
            doc.querySelector('main a[href^="/hourly"]:not([aria-disabled])') !== null
          );
        },
        { timeout: 120_000, polling: 100 },
      );
      await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch(() => undefined);
    }
    const box = await page.evaluate(() => {
      const link = Array.from(globalThis.document.querySelectorAll('main a[href^="/hourly"]')).find(
        (element) => element.checkVisibility(),
      );
      const rect = link?.getBoundingClientRect();
      return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
    });
    if (!box) throw new Error(`no visible hourly tile on ${url}`);
    await page.touchscreen.tap(box.x, box.y);
    const started = Date.now();
    while (headingAt === undefined) {
      if (Date.now() - started > 120_000) throw new Error(`the hourly form did not show after the tap`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The entries come after the frame they measure: a moment for the last one to arrive.
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)),
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (!touched) throw new Error('the tap was not seen');
    const longest = entries.reduce(
      (/** @type {EventEntry | null} */ max, entry) => (max && max.duration >= entry.duration ? max : entry),
      null,
    );
    return {
      interactionMs: longest?.duration ?? null,
      entry: longest,
      headingMs: headingAt - touched.at,
      onPaintedPage: touched.painted,
    };
  });
}

/** An interaction's latency as printed: under the threshold when the browser reported none. */
export const formatInteraction = (/** @type {number | null} */ ms) =>
  ms === null ? `under ${EVENT_THRESHOLD_MS} ms` : `${Math.round(ms)} ms`;

/**
 * The rounds of both taps, each run cold; prints every run and the medians, and returns them.
 * A run without an entry counts as EVENT_THRESHOLD_MS in the median (an upper bound).
 * @param {{ url: string, rounds: number, languages?: string, resetApi: () => void }} options
 */
export async function measureTileTap({ url, rounds, languages, resetApi }) {
  console.log(
    `\nTile tap to next frame (the hourly tile touched; Event Timing, as INP), cold, ${SLOW_4G.latency} ms RTT, ` +
      `CPU ${CPU_SLOWDOWN}x slower:`,
  );
  /** @type {Record<'after' | 'before', TapRun[]>} */
  const runs = { after: [], before: [] };
  for (let i = 1; i <= rounds; i++) {
    for (const when of /** @type {const} */ (['after', 'before'])) {
      resetApi();
      const run = await tileTapRun({ url, when, languages });
      runs[when].push(run);
      const parts = run.entry
        ? ` (${run.entry.name}: input delay ${Math.round(run.entry.inputDelay)}, handlers ${Math.round(
            run.entry.processing,
          )}, to the frame ${Math.round(run.entry.presentation)})`
        : '';
      console.log(
        `  ${when === 'after' ? 'app' : 'painted'} tile run ${i}/${rounds}: ` +
          `${formatInteraction(run.interactionMs)}${parts}, form heading ${Math.round(run.headingMs)} ms` +
          (when === 'before' && !run.onPaintedPage ? ' (the app had taken over: not counted)' : ''),
      );
    }
  }
  const summary = (/** @type {TapRun[]} */ list) => {
    const counted = list.filter((run) => run.onPaintedPage === (list === runs.before));
    return counted.length
      ? {
          interactionMs: median(counted.map((run) => run.interactionMs ?? EVENT_THRESHOLD_MS)),
          headingMs: median(counted.map((run) => run.headingMs)),
          counted: counted.length,
        }
      : null;
  };
  const result = { after: summary(runs.after), before: summary(runs.before), runs };
  for (const [label, figures] of [
    ['the app', result.after],
    ['the painted page', result.before],
  ]) {
    const f = /** @type {{ interactionMs: number, headingMs: number, counted: number } | null} */ (figures);
    console.log(
      f
        ? `  medians, tile of ${label}: tap to next frame ${Math.round(f.interactionMs)} ms (goal: at most 100), ` +
            `form heading ${Math.round(f.headingMs)} ms (${f.counted} runs)`
        : `  tile of ${label}: no run counted`,
    );
  }
  return result;
}
