// The field data beacon (docs/decisions/021), loaded after the first screen and only
// when field data is on and the browser sends neither Global Privacy Control nor Do Not Track
// (src/app/after-first-screen.tsx). It measures the page view with web-vitals, collects the
// failures the driver met (./record.ts) and sends all of it once, when the page is first hidden or
// the app hands the driver to the bank, with navigator.sendBeacon to the portal's own origin.
// Nothing identifies the visitor, the device or the session, and nothing is stored on the phone.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { version } from '../../../package.json';
import { buildRelease } from '@/lib/config';
import { START_RETRY_KEY } from '@/lib/start-again';
import {
  EFFECTIVE_TYPES,
  FIELD_DATA_PATH,
  LANGUAGES,
  MAX_EVENTS,
  fieldBeaconSchema,
  fieldEventSchema,
  fitBeacon,
  type FieldBeacon,
  type FieldEvent,
} from './beacon-schema.mjs';
import {
  captureFieldFailures,
  drainFieldRecords,
  onFieldPageViewEnd,
  recordField,
  type FieldRecord,
} from './record';

/** The build's release: VITE_RELEASE when the build names one, else the package's version. */
export const RELEASE: string = buildRelease ?? version;

/** The zone code of an address (`z`), the one value of a query the beacon keeps. */
export function zoneOf(search: string): string | undefined {
  const zone = new URLSearchParams(search).get('z');
  return zone && /^[A-Za-z0-9_-]{1,16}$/.test(zone) ? zone : undefined;
}

const pick = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

type Context = {
  /** The route record's pattern of a path (src/app/routes.ts `routeOf`). */
  patternOf: (pathname: string) => string;
  win?: Window & typeof globalThis;
};

/** The page view's beacon so far (exported for the unit tests). */
export function buildBeacon(
  { patternOf, win = window }: Context,
  startPath: string,
  search: string,
  metrics: FieldBeacon['metrics'],
  events: readonly FieldEvent[],
): FieldBeacon {
  const nav = win.navigator as Navigator & { connection?: { effectiveType?: unknown } };
  const entry = win.performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const zone = zoneOf(search);
  const net = pick(nav.connection?.effectiveType, EFFECTIVE_TYPES);
  return {
    v: 1,
    route: patternOf(startPath),
    ...(zone ? { zone } : {}),
    lang: pick(win.document.documentElement.lang, LANGUAGES) ?? 'hr',
    ...(net ? { net } : {}),
    sw: (entry?.workerStart ?? 0) > 0,
    release: RELEASE,
    metrics,
    events: [...events],
  };
}

/** The address the document was loaded with, from its navigation entry (else the current one). */
function loadedAddress(win: Window): { pathname: string; search: string } {
  const entry = win.performance.getEntriesByType?.('navigation')[0];
  try {
    if (entry?.name) return new URL(entry.name, win.location.href);
  } catch {
    // not an address
  }
  return win.location;
}

/**
 * Starts measuring this page view; the beacon goes out once, when the page is first hidden or the
 * app leaves it for the bank (./record.ts endFieldPageView).
 */
export function startFieldData(context: Context): void {
  const win = context.win ?? window;
  // The address the page was loaded with (the app may have moved on since): its route and zone.
  const loaded = loadedAddress(win);
  const startPath = loaded.pathname;
  const search = loaded.search;
  const metrics: FieldBeacon['metrics'] = {};
  const events = new Map<string, FieldEvent>();

  drainFieldRecords((pathname: string, record: FieldRecord) => {
    // An event the schema refuses (a status out of range, say) is dropped, not the whole beacon.
    const checked = fieldEventSchema.safeParse({ ...record, route: context.patternOf(pathname), count: 1 });
    if (!checked.success) return;
    const event = checked.data;
    const key = JSON.stringify(event);
    const seen = events.get(key);
    if (seen) seen.count = Math.min(seen.count + 1, 1000);
    else if (events.size < MAX_EVENTS) events.set(key, event);
  });

  // Script errors, rejections and policy violations: from the entry on (src/main.tsx), else from
  // now (the call does nothing the second time).
  captureFieldFailures(win);
  // The start failed a moment ago and src/lib/start-again.ts loaded the page afresh: its
  // own note of the time says so (nothing is stored for field data).
  try {
    const retried = Number(win.sessionStorage.getItem(START_RETRY_KEY)) || 0;
    if (retried && win.performance.timeOrigin - retried < 60_000 && retried <= win.performance.timeOrigin)
      recordField({ kind: 'chunk' });
  } catch {
    // no storage
  }

  // Every change, so the values are there whenever the page is hidden.
  const keep = (metric: Metric) => {
    metrics[metric.name] =
      metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value);
  };
  const all = { reportAllChanges: true };
  onLCP(keep, all);
  onINP(keep, all);
  onCLS(keep, all);
  onFCP(keep, all);
  onTTFB(keep, all);

  let sent = false;
  const send = (force: boolean) => {
    if (sent || (!force && win.document.visibilityState !== 'hidden')) return;
    sent = true;
    const parsed = fieldBeaconSchema.safeParse(
      buildBeacon(context, startPath, search, metrics, [...events.values()]),
    );
    // Never more than the server takes: cut to its limit (the last events left out), not refused whole.
    if (parsed.success) win.navigator.sendBeacon(FIELD_DATA_PATH, fitBeacon(parsed.data));
  };
  // Not in the capture phase: web-vitals' own listeners (capture, on the window) run first and
  // report the final CLS and INP. pagehide for browsers that unload without hiding first.
  win.addEventListener('visibilitychange', () => send(false));
  win.addEventListener('pagehide', () => send(true));
  onFieldPageViewEnd(() => send(true));
}
