// The language guard: the one script a page runs before its first paint, a blocking classic
// script in the head of index.html (a file named by its content) and of every prerendered page (in
// the page, with the response's CSP nonce: docs/decisions/038). vite/prerender-plugin.ts builds it
// from src/boot/guard-entry.ts. What it does, in order:
//
// 1. `<html lang>` becomes the language the app will start in (the stored menu choice, else the
//    first of the browser's languages the portal speaks, else Croatian: chooseLanguage) before
//    the body is painted, so a prerendered page shows its copy in that language and screen readers
//    read even the static shell in the right one (docs/decisions/022).
// 2. On the QR landing (`/?z=`) the page's requests go out at once, while the page is still being
//    parsed, and are kept for the API client (src/api/early-answers.ts, docs/decisions/034): the
//    zone's status and footer, then its city's configuration once the status names the city. The
//    runtime configuration's meta tag comes before this script (deploy/render-runtime-config.sh).
//    A mock build asks too (its tests answer the painting's request), but its app does not take
//    the answers (src/api/client.ts).
// 3. On the QR landing the page's host and the address's zone code are written into their slots
//    as the parser adds them, as text (a mutation observer's callback runs before the next paint):
//    the official address is whole in the first frame (docs/decisions/029).
// 4. On a prerendered page the app is started once the page has been painted (its first
//    contentful paint; at once when nothing will be painted first, a background tab; after 1 s at
//    the latest): the entry the page names (BOOT_META) is imported, the files it names with it
//    preloaded. So nothing but this script is asked for before the first paint to start the app.
// Anything missing (storage, an odd navigator, fetch) falls back to the default language, to the
// app's own requests and to slots the app fills.
import { apiTimeoutMs } from '../../deploy/config-defaults.json';
import { apiUrl, startEarlyRequest, parseBody } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import { SLOT_ATTRIBUTE } from '@/features/zone/landing-slots';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, toAcceptLanguage, type Language } from '@/i18n/languages';
import { watchLinksFollowed } from '@/lib/link-followed';
import { readRuntimeConfig } from '@/lib/runtime-config';
import { isValidZoneCode } from '@/lib/zone-code';
import { BOOT_FILE_PATTERN, BOOT_META } from './page-contract';

type GuardWindow = Window & typeof globalThis;

function pageLanguage(win: GuardWindow): Language {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // No storage (a privacy setting): the browser's languages decide.
  }
  let browser: unknown = [];
  try {
    const list: unknown = win.navigator.languages;
    browser = Array.isArray(list) && list.length > 0 ? list : [win.navigator.language];
  } catch {
    // An odd navigator: the default language.
  }
  return chooseLanguage(stored, browser);
}

/** Imports the app's entry (a test gives its own). */
type LoadEntry = (file: string) => Promise<unknown>;

/**
 * The app's start on a prerendered page: the entry and the files to preload with it, as the page
 * names them (BOOT_META: files of /assets/ only, the entry first), once the page has been painted.
 */
function startAppWhenPainted(win: GuardWindow, load: LoadEntry) {
  const doc = win.document;
  const files = (doc.querySelector(`meta[name=${BOOT_META}]`)?.getAttribute('content') ?? '').split(' ');
  const [entry, ...preloads] = files;
  if (!entry || !files.every((file) => BOOT_FILE_PATTERN.test(file))) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      doc.head.append(link);
    }
    load(entry).catch(() => undefined);
  };
  const Observer = win.PerformanceObserver;
  if (!Observer || doc.visibilityState === 'hidden' || !Observer.supportedEntryTypes?.includes('paint'))
    return start();
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  win.setTimeout(start, 1000);
}

/** The API's address as the page's runtime configuration names it, else the build's. */
function apiBase(doc: Document): string {
  // eslint-disable-next-line no-restricted-syntax -- the guard runs before the app's configuration and must not carry its checks: the app takes an answer only for its own, checked address
  const base = readRuntimeConfig(doc).apiBaseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';
  // Only an address the app could take (src/lib/config.ts checks it; one it refuses is never asked
  // for by the app, so its early answer would never be taken).
  return typeof base === 'string' && /^(https?:\/\/|\/|$)/.test(base) ? base : '';
}

/** The QR landing's requests: the zone's status and footer, then its city's configuration. */
function startLandingRequests(win: GuardWindow, zoneCode: string, language: Language) {
  if (typeof win.fetch !== 'function') return;
  const base = apiBase(win.document);
  const acceptLanguage = toAcceptLanguage(language);
  const ask = (path: string, params: Record<string, string | number>) =>
    startEarlyRequest(win, apiUrl(base, path, params), acceptLanguage, apiTimeoutMs);
  void ask(LANDING_PATHS.zoneStatus, { zoneCode }).then((answer) => {
    // Only the city's number is read here, to ask for its configuration; the app checks the whole
    // answer (its schema) when it takes it.
    const status = answer?.status === 200 ? (parseBody(answer.body) as { cityId?: unknown } | null) : null;
    if (typeof status?.cityId === 'number')
      void ask(LANDING_PATHS.companyConfig, { companyId: status.cityId });
  });
  void ask(LANDING_PATHS.footer, { zoneCode });
}

function fillSlotsWhileParsed(win: GuardWindow, values: Record<string, string>) {
  if (typeof win.MutationObserver === 'undefined') return;
  const fill = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const name = node.nodeType === 1 ? (node as Element).getAttribute(SLOT_ATTRIBUTE) : null;
        if (name && Object.prototype.hasOwnProperty.call(values, name)) node.textContent = values[name] ?? '';
      }
  };
  const observer = new win.MutationObserver(fill);
  observer.observe(win.document, { childList: true, subtree: true });
  // A page parsed in one go can end before the observer's callback has run: what it has not
  // seen yet is taken here, as disconnecting would drop it.
  win.document.addEventListener('DOMContentLoaded', () => {
    fill(observer.takeRecords());
    observer.disconnect();
  });
}

/** Runs the guard in `win`, as the page runs it while its head is parsed. */
export function runGuard(win: GuardWindow, load: LoadEntry = (file) => import(/* @vite-ignore */ file)) {
  const language = pageLanguage(win);
  win.document.documentElement.setAttribute('lang', language);
  try {
    // A painted tile can be tapped before the entry runs: its start must know (src/lib/start-again.ts).
    watchLinksFollowed(win);
  } catch {
    // An odd window: the entry watches from its own start.
  }
  try {
    if (win.location.pathname === '/') {
      const values: Record<string, string> = { host: win.location.host };
      const zoneCode = new URLSearchParams(win.location.search).get('z');
      if (isValidZoneCode(zoneCode)) {
        values.code = zoneCode;
        startLandingRequests(win, zoneCode, language);
      }
      fillSlotsWhileParsed(win, values);
    }
  } catch {
    // No URLSearchParams or an odd document: the app asks and fills itself.
  }
  try {
    startAppWhenPainted(win, load);
  } catch {
    // An odd document: index.html's own entry starts the app.
  }
}
