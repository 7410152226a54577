// The language guard: the one script a page runs before its first paint, blocking, in the head of
// index.html (a file) and of each prerendered page (inline, with the response's CSP nonce:
// docs/decisions/038); vite/prerender-plugin.ts builds it from src/boot/guard-entry.ts. It
// 1. sets `<html lang>` to the language the app will start in (chooseLanguage) before the body is
//    painted: a prerendered page shows its copy in it, screen readers read it (docs/decisions/022);
// 2. on the QR landing (`/?z=`), asks at once for the zone's status and footer, then its city's
//    configuration, for the API client (src/api/early-answers.ts, docs/decisions/034), and writes
//    the page's host and the zone code into their slots, as text, as the parser adds them: the
//    official address is whole in the first frame (docs/decisions/029);
// 3. on a prerendered page, imports the app's entry (BOOT_META) once the page has painted (its
//    first contentful paint; at once in a background tab; after 1 s at the latest).
// What a browser lacks (storage, fetch, an observer) leaves the default language and the app's own
// requests and painting.
import { apiTimeoutMs } from '../../deploy/config-defaults.json';
import { apiUrl, startEarlyRequest, parseBody } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, toAcceptLanguage, type Language } from '@/i18n/languages';
import { watchLinksFollowed } from '@/lib/link-followed';
import { readRuntimeConfig } from '@/lib/runtime-config';
import { isValidZoneCode } from '@/lib/zone-code';
import { BOOT_FILE_PATTERN, BOOT_META, SLOT_ATTRIBUTE } from './page-contract';

type GuardWindow = Window & typeof globalThis;
/** Imports the app's entry (a test gives its own). */
type LoadEntry = (file: string) => Promise<unknown>;

/** `read()`, or `fallback` when the browser refuses (no storage, an odd navigator or document). */
function tryOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

function startAppWhenPainted(win: GuardWindow, load: LoadEntry) {
  const doc = win.document;
  const files = (doc.querySelector(`meta[name=${BOOT_META}]`)?.getAttribute('content') ?? '').split(' ');
  const [entry, ...preloads] = files;
  if (!entry || !files.every((file) => BOOT_FILE_PATTERN.test(file))) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads)
      doc.head.append(Object.assign(doc.createElement('link'), { rel: 'modulepreload', href }));
    load(entry).catch(() => undefined);
  };
  if (!win.PerformanceObserver?.supportedEntryTypes?.includes('paint') || doc.visibilityState === 'hidden')
    return start();
  new win.PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  win.setTimeout(start, 1000);
}

/** The QR landing's requests: the zone's status and footer, then its city's configuration. */
function startLandingRequests(win: GuardWindow, zoneCode: string, language: Language) {
  // eslint-disable-next-line no-restricted-syntax -- the guard runs before the app's configuration: the app takes an answer only for its own, checked address
  const base = readRuntimeConfig(win.document).apiBaseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';
  // Only an address the app could take (src/lib/config.ts checks it).
  if (typeof win.fetch !== 'function' || typeof base !== 'string' || !/^(https?:\/\/|\/|$)/.test(base))
    return;
  const ask = (path: string, params: Record<string, string | number>) =>
    startEarlyRequest(win, apiUrl(base, path, params), toAcceptLanguage(language), apiTimeoutMs);
  void ask(LANDING_PATHS.zoneStatus, { zoneCode }).then((answer) => {
    // Only the city's number is read here; the app checks the whole answer when it takes it.
    const status = answer?.status === 200 ? (parseBody(answer.body) as { cityId?: unknown } | null) : null;
    if (typeof status?.cityId === 'number')
      void ask(LANDING_PATHS.companyConfig, { companyId: status.cityId });
  });
  void ask(LANDING_PATHS.footer, { zoneCode });
}

function fillSlotsWhileParsed(win: GuardWindow, values: Record<string, string>) {
  const fill = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const name = node.nodeType === 1 ? (node as Element).getAttribute(SLOT_ATTRIBUTE) : null;
        const value = name === null ? undefined : values[name];
        if (typeof value === 'string') node.textContent = value;
      }
  };
  const observer = new win.MutationObserver(fill);
  observer.observe(win.document, { childList: true, subtree: true });
  // A page parsed in one go can end before the observer's callback has run: what it has not yet
  // passed on is taken before it stops.
  win.document.addEventListener('DOMContentLoaded', () => {
    fill(observer.takeRecords());
    observer.disconnect();
  });
}

/** Runs the guard in `win`, as the page runs it while its head is parsed. */
export function runGuard(win: GuardWindow, load: LoadEntry = (file) => import(/* @vite-ignore */ file)) {
  const language = chooseLanguage(
    tryOr(() => win.localStorage.getItem(LANGUAGE_STORAGE_KEY), null),
    tryOr<unknown[]>(() => [...(win.navigator.languages ?? []), win.navigator.language], []),
  );
  win.document.documentElement.setAttribute('lang', language);
  // A painted tile can be tapped before the entry runs: its start must know (src/lib/start-again.ts).
  tryOr(() => watchLinksFollowed(win), undefined);
  tryOr(() => {
    if (win.location.pathname !== '/') return;
    const zoneCode = new URLSearchParams(win.location.search).get('z');
    const host = win.location.host;
    if (isValidZoneCode(zoneCode)) startLandingRequests(win, zoneCode, language);
    fillSlotsWhileParsed(win, isValidZoneCode(zoneCode) ? { host, code: zoneCode } : { host });
  }, undefined);
  tryOr(() => startAppWhenPainted(win, load), undefined);
}
