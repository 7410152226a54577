// The one script a page runs before its first paint (docs/architecture.md; decisions 022, 029, 034, 038,
// 041). What a browser lacks is left to the app.
import { apiTimeoutMs } from '../../deploy/config-defaults.json';
import { appName as de } from '../../locales/de/common.json';
import { appName as en } from '../../locales/en/common.json';
import { appName as hr } from '../../locales/hr/common.json';
import { appName as it } from '../../locales/it/common.json';
import { apiUrl, startEarlyRequest, parseBody } from '@/api/early-answers';
import { LANDING_PATHS } from '@/api/landing-paths';
import { chooseLanguage, LANGUAGE_STORAGE_KEY, toAcceptLanguage, type Language } from '@/i18n/languages';
import { watchLinksFollowed } from '@/lib/link-followed';
import { readRuntimeConfig } from '@/lib/runtime-config';
import { linkedZoneCode } from '@/lib/zone-code';
import { KEPT_TICKETS_KEY, keepsTickets, markKept } from '@/pocket/kept-mark';
import { SLOT_ATTRIBUTE } from './page-contract';

type GuardWindow = Window & typeof globalThis;
/** The page's title in its language, as the app names a page before its heading (src/components/page-heading.tsx). */
const APP_NAMES: Record<Language, string> = { hr, en, de, it };

/** `read()`, or `fallback` when the browser refuses (no storage, an odd navigator or document). */
function tryOr<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** Writes `values` as text into the slots the parser adds, until the page is parsed. */
function fillSlotsWhileParsed(win: GuardWindow, values: Record<string, string>) {
  const fill = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const value = values[(node as Element).getAttribute?.(SLOT_ATTRIBUTE) ?? ''];
        if (typeof value === 'string') node.textContent = value;
      }
  };
  const observer = new win.MutationObserver(fill);
  observer.observe(win.document, { childList: true, subtree: true });
  // A page parsed in one go can end before the observer's callback has run: take what it holds.
  win.document.addEventListener('DOMContentLoaded', () => {
    fill(observer.takeRecords());
    observer.disconnect();
  });
}

/** The QR landing's zone status and footer, then its city's configuration. */
function startLandingRequests(win: GuardWindow, zoneCode: string, language: Language) {
  // eslint-disable-next-line no-restricted-syntax -- the guard runs before the app's configuration: the app takes an answer only for its own, checked address
  const base = readRuntimeConfig(win.document).apiBaseUrl ?? import.meta.env.VITE_API_BASE_URL ?? '';
  // Only an address the app could take (src/lib/config.ts checks it).
  if (typeof base !== 'string' || !/^(https?:\/\/|\/|$)/.test(base)) return;
  const ask = (path: string, params: Record<string, string | number>) =>
    startEarlyRequest(win, apiUrl(base, path, params), toAcceptLanguage(language), apiTimeoutMs);
  void ask(LANDING_PATHS.zoneStatus, { zoneCode }).then((answer) => {
    // Only the city's number is read here; the app checks the whole answer.
    const status = answer?.status === 200 ? (parseBody(answer.body) as { cityId?: unknown } | null) : null;
    if (typeof status?.cityId === 'number')
      void ask(LANDING_PATHS.companyConfig, { companyId: status.cityId });
  });
  void ask(LANDING_PATHS.footer, { zoneCode });
}

/** Runs the guard in `win`, as the page runs it while its head is parsed. */
export function runGuard(win: GuardWindow) {
  const language = chooseLanguage(
    tryOr(() => win.localStorage.getItem(LANGUAGE_STORAGE_KEY), null),
    tryOr<unknown[]>(() => [...(win.navigator.languages ?? []), win.navigator.language], []),
  );
  win.document.documentElement.setAttribute('lang', language);
  win.document.title = APP_NAMES[language];
  tryOr(() => keepsTickets(win.localStorage.getItem(KEPT_TICKETS_KEY)) && markKept(win.document), undefined);
  // A painted tile can be tapped before the entry runs: its start must know (src/lib/start-again.ts).
  tryOr(() => watchLinksFollowed(win), undefined);
  tryOr(() => {
    if (win.location.pathname !== '/') return;
    const zoneCode = linkedZoneCode(win.location.search);
    // The slots first: a browser that cannot ask early (no fetch) still shows the whole address.
    fillSlotsWhileParsed(win, { host: win.location.host, code: zoneCode ?? '' });
    if (zoneCode) startLandingRequests(win, zoneCode, language);
  }, undefined);
}
