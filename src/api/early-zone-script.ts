// The QR landing's data, started by the page itself (issue 25, docs/decisions/026): the entry
// (src/main.tsx) calls this first, as soon as it and its one small static import (the
// preload-helper chunk, vite/chunk-groups.ts, which holds this module and what it reads) have
// arrived, long before the framework: the zone status and company footer requests go out then.
// No inline script, no extra file: the strict CSP and Trusted Types hold as they are (nothing is
// written into the DOM). The app takes the answers into its query cache through the same parsing
// (src/api/early-zone.ts) instead of asking again; anything else (an error, a timeout, another
// zone or language) and the app asks itself, as it always did.
//
// The requests are the ones the API client (src/api/http-client.ts) sends: the same address, the
// same Accept and Accept-Language headers, no credentials, the same timeout.
import { config } from '@/lib/config';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { isValidZoneCode } from '@/lib/zone-code';

/** The property of `window` the script leaves its requests on. */
export const EARLY_ZONE_GLOBAL = '__vpaEarlyZone';

/** What the server answered: its status and body text, or null when no answer came (network, timeout). */
export type EarlyAnswer = { status: number; body: string } | null;

export type EarlyZoneData = {
  zoneCode: string;
  /** The Accept-Language header both requests carried. */
  acceptLanguage: string;
  /** Set by the app when it takes an answer: each is used once. */
  status: Promise<EarlyAnswer> | null;
  footer: Promise<EarlyAnswer> | null;
};

/** The endpoints, as src/api/sms.ts calls them. */
export const EARLY_PATHS = {
  status: '/sms-api/vpa/vpa-zone-status',
  footer: '/sms-api/vpa/vpa-footer-data',
} as const;

/** The header axios sends with every call (src/api/http-client.ts uses its defaults). */
export const ACCEPT = 'application/json, text/plain, */*';

/** A body as axios reads it by default: JSON when it parses, the text itself otherwise. */
export function bodyData(body: string): unknown {
  if (body === '') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function get(base: string, path: string, zoneCode: string, acceptLanguage: string): Promise<EarlyAnswer> {
  const url = new URL(`${config.apiBaseUrl}${path}`, base);
  url.searchParams.set('zoneCode', zoneCode);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.apiTimeoutMs);
  return fetch(url, {
    headers: { Accept: ACCEPT, 'Accept-Language': acceptLanguage },
    credentials: 'same-origin',
    signal: controller.signal,
  })
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .catch(() => null)
    .finally(() => clearTimeout(timer));
}

/**
 * Starts the landing's two requests when the page is the QR landing (`/?z=<zone>`) with a valid
 * zone code; does nothing on any other page. Never throws.
 */
export function startEarlyZoneData(win: Window & typeof globalThis): EarlyZoneData | null {
  try {
    if (win.location.pathname !== '/') return null;
    const zoneCode = new URLSearchParams(win.location.search).get('z');
    if (!isValidZoneCode(zoneCode)) return null;
    const acceptLanguage = toAcceptLanguage(initialLanguage());
    const ask = (path: string) => get(win.location.href, path, zoneCode, acceptLanguage);
    const data: EarlyZoneData = {
      zoneCode,
      acceptLanguage,
      status: ask(EARLY_PATHS.status),
      footer: ask(EARLY_PATHS.footer),
    };
    Object.defineProperty(win, EARLY_ZONE_GLOBAL, { value: data, configurable: true });
    return data;
  } catch {
    // No fetch, no URLSearchParams: the app asks itself.
    return null;
  }
}
