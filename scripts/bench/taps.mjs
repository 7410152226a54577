// @ts-check
// "Taps after the landing": the answers to the taps a driver makes once the app has taken the QR
// landing over (docs/decisions/044), on the bench's line and CPU, each round cold. The menu button
// touched for 100 ms, as a finger does: the interaction's latency as Event Timing counts it (INP)
// and the time from the touch to the drawer on the screen. Then the hourly tile, "Continue" on the
// empty form (refused: its messages; and the time to its toast on the screen, which comes in a
// later frame), and a plate typed one key per 150 ms: each key's latency (its
// keydown and keypress, the input's work; a keyup that changes nothing on the screen is left out:
// with nothing else to draw, its "next frame" is the caret's blink). Then "Continue" once priced,
// and "Confirm" on the payment summary: its latency and the time to the dialog on the screen.
import { median } from './figures.mjs';
import { MOBILE, withChromePage } from './lighthouse-run.mjs';
import { EVENT_THRESHOLD_MS } from './tile-tap.mjs';
import { CPU_SLOWDOWN, onSlowPhone, SLOW_4G } from './zone-ready.mjs';
const PLATE = 'RI123AB';

/**
 * @typedef {{ name: string, id: number, duration: number }} EventEntry
 * @typedef {{ menuMs: number, drawerMs: number, refusedMs: number, toastMs: number, keysMs: number[], confirmMs: number, dialogMs: number }} TapsRun
 */

/** The longest entry of each interaction among `entries` whose name is in `names`. */
function latencies(/** @type {EventEntry[]} */ entries, /** @type {string[]} */ names) {
  /** @type {Map<number, number>} */
  const longest = new Map();
  for (const entry of entries)
    if (names.includes(entry.name))
      longest.set(entry.id, Math.max(longest.get(entry.id) ?? 0, entry.duration));
  return [...longest.values()];
}

/**
 * One cold run on `url` (the QR landing).
 * @param {{ url: string, languages?: string }} options
 * @returns {Promise<TapsRun>}
 */
export async function tapsRun({ url, languages }) {
  return withChromePage({ languages, viewport: MOBILE }, async (page) => {
    await onSlowPhone(page);
    /** @type {EventEntry[]} */
    const entries = [];
    await page.exposeFunction('__benchEvent', (/** @type {EventEntry} */ entry) => entries.push(entry));
    await page.evaluateOnNewDocument(() => {
      // Runs in the page: every entry of an interaction, as web-vitals reads them for INP.
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries()))
          if (entry.interactionId)
            /** @type {any} */ (globalThis).__benchEvent?.({
              name: entry.name,
              id: entry.interactionId,
              duration: entry.duration,
            });
      }).observe(/** @type {any} */ ({ type: 'event', durationThreshold: 16, buffered: true }));
    });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // Taken over (the prerendered copies gone, the app's tile there), then the network quiet.
    await page.waitForFunction(
      () =>
        globalThis.document.querySelector('.vpa-landing') === null &&
        globalThis.document.querySelector('main a[href^="/hourly"]') !== null,
      { timeout: 120_000, polling: 100 },
    );
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch(() => undefined);

    /** From the next touch to the first frame that shows a `selector` (a dialog: the drawer is one too). */
    const shownAfterTouch = (selector = '[role=dialog]') =>
      page.evaluate(
        (selector) =>
          new Promise((resolve) => {
            const doc = globalThis.document;
            let touched = 0;
            doc.addEventListener('pointerdown', (event) => (touched = event.timeStamp), {
              capture: true,
              once: true,
            });
            // Shown: laid out and not hidden (a dialog drawn closed beforehand is laid out too).
            const shown = (/** @type {Element} */ element) =>
              element.getBoundingClientRect().width > 0 &&
              element.checkVisibility({ visibilityProperty: true });
            const check = () => {
              if (touched && [...doc.querySelectorAll(selector)].some(shown))
                resolve(globalThis.performance.now() - touched);
              else globalThis.requestAnimationFrame(check);
            };
            globalThis.requestAnimationFrame(check);
          }),
        selector,
      );
    /** The longest entry of the one tap among `entries` (the interaction's latency). */
    const tapMs = (/** @type {EventEntry[]} */ tapEntries) =>
      Math.max(0, ...latencies(tapEntries, ['pointerdown', 'pointerup', 'click']));
    const quiet = (/** @type {number} */ idleTime) =>
      page.waitForNetworkIdle({ idleTime, timeout: 60_000 }).catch(() => undefined);

    // The menu: a touch held 100 ms, then the drawer's first frame on the screen.
    const drawerShown = shownAfterTouch();
    const menu = await page.waitForSelector('header button[aria-haspopup]', { visible: true });
    const box = await menu?.boundingBox();
    if (!box) throw new Error('no menu button on the screen');
    const before = entries.length;
    await page.touchscreen.touchStart(box.x + box.width / 2, box.y + box.height / 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await page.touchscreen.touchEnd();
    const drawerMs = /** @type {number} */ (await drawerShown);
    await quiet(500);
    const menuMs = tapMs(entries.slice(before));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => globalThis.document.querySelector('[role=dialog]') === null, {
      timeout: 60_000,
    });

    // The form: the tile, "Continue" while it is empty, then the plate one key at a time.
    await (await page.waitForSelector('main a[href^="/hourly"]', { visible: true }))?.tap();
    const plate = await page.waitForSelector('#ticket-plate:not([disabled])', { timeout: 120_000 });
    await quiet(1000);
    const refusing = entries.length;
    const toastShown = shownAfterTouch('[role=alert]');
    await (await page.waitForSelector('main button[type=submit]'))?.tap();
    await page.waitForSelector('#ticket-form-message', { timeout: 60_000 });
    const toastMs = /** @type {number} */ (await toastShown);
    await quiet(1000);
    const refusedMs = tapMs(entries.slice(refusing));
    await plate?.focus();
    const typing = entries.length;
    await page.keyboard.type(PLATE, { delay: 150 });
    // The last key's entries come with the frame after it.
    await quiet(1000);
    const keysMs = latencies(entries.slice(typing), ['keydown', 'keypress']);

    // Priced: "Continue" to the payment summary, then "Confirm" and its dialog.
    await page.waitForSelector('main button[type=submit]:not([disabled]):not([aria-busy=true])', {
      timeout: 60_000,
    });
    await (await page.waitForSelector('main button[type=submit]'))?.tap();
    const confirm = 'main button.MuiButton-contained:not([disabled])';
    await page.waitForFunction(
      (selector) =>
        globalThis.location.pathname === '/payment' && globalThis.document.querySelector(selector) !== null,
      { timeout: 120_000, polling: 100 },
      confirm,
    );
    await quiet(1000);
    const confirming = entries.length;
    const shown = shownAfterTouch();
    await (await page.waitForSelector(confirm))?.tap();
    const dialogMs = /** @type {number} */ (await shown);
    await quiet(500);
    const confirmMs = tapMs(entries.slice(confirming));
    return { menuMs, drawerMs, refusedMs, toastMs, keysMs, confirmMs, dialogMs };
  });
}

/** Each key's latency; a key without an entry counts as EVENT_THRESHOLD_MS. */
const keysOf = (/** @type {TapsRun} */ run) => [
  ...run.keysMs,
  ...Array(Math.max(0, PLATE.length - run.keysMs.length)).fill(EVENT_THRESHOLD_MS),
];

/**
 * The rounds, each cold; prints every run and the medians, and returns them.
 * @param {{ url: string, rounds: number, languages?: string, resetApi: () => void }} options
 */
export async function measureTaps({ url, rounds, languages, resetApi }) {
  console.log(
    `\nTaps after the landing (the menu, the form, Confirm), cold, ${SLOW_4G.latency} ms RTT, CPU ${CPU_SLOWDOWN}x slower:`,
  );
  /** @type {TapsRun[]} */
  const runs = [];
  for (let i = 1; i <= rounds; i++) {
    resetApi();
    const run = await tapsRun({ url, languages });
    runs.push(run);
    const keys = keysOf(run);
    console.log(
      `  run ${i}/${rounds}: menu tap ${Math.round(run.menuMs)} ms, drawer on the screen ${Math.round(run.drawerMs)} ms; ` +
        `Continue refused ${Math.round(run.refusedMs)} ms, toast on the screen ${Math.round(run.toastMs)} ms; plate keys ${keys.map((ms) => Math.round(ms)).join(', ')} ms; ` +
        `Confirm ${Math.round(run.confirmMs)} ms, dialog on the screen ${Math.round(run.dialogMs)} ms`,
    );
  }
  const allKeys = runs.flatMap(keysOf);
  const result = {
    menuMs: median(runs.map((run) => run.menuMs)),
    drawerMs: median(runs.map((run) => run.drawerMs)),
    refusedMs: median(runs.map((run) => run.refusedMs)),
    toastMs: median(runs.map((run) => run.toastMs)),
    confirmMs: median(runs.map((run) => run.confirmMs)),
    dialogMs: median(runs.map((run) => run.dialogMs)),
    keyMs: median(allKeys),
    slowestKeyMs: Math.max(...allKeys),
    runs,
  };
  console.log(
    `  medians: menu tap ${Math.round(result.menuMs)} ms, drawer on the screen ${Math.round(result.drawerMs)} ms, ` +
      `Continue refused ${Math.round(result.refusedMs)} ms, toast on the screen ${Math.round(result.toastMs)} ms, a key ${Math.round(result.keyMs)} ms (slowest ${Math.round(result.slowestKeyMs)} ms), ` +
      `Confirm ${Math.round(result.confirmMs)} ms, dialog on the screen ${Math.round(result.dialogMs)} ms (goal for each tap and key: at most 100)`,
  );
  return result;
}
