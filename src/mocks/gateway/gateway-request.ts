// Reads a stand-in gateway URL into what the page shows and where each button leads.
import { transactionMessages, type GatewayOutcome } from '../db';
import { teyaItems, type GatewayItem } from './teya-items.mjs';

export type { GatewayItem };

export interface GatewayRequest {
  title: string;
  referenceLabel: string;
  /** The request id (Worldline) or order id (Teya) the outcome is recorded for. */
  reference: string;
  /** Euros as a decimal string, e.g. `3.20`. */
  amount: string;
  items: GatewayItem[];
  /** Where each button leads; null when the address is not on the page's own origin. */
  destinations: Record<GatewayOutcome, string | null>;
}

export type GatewayReading =
  { ok: true; request: GatewayRequest } | { ok: false; title: string; problem: string };

const WORLDLINE_PATH = '/mock-gateway/worldline';
const TEYA_PATH = '/mock-gateway/teya';

// Mirrors what the real gateways do on decline and cancel: the visitor lands on the app's error page.
const teyaFailure = (message: string) =>
  `/payment-processing-error?status=401&message=${encodeURIComponent(message)}`;

/** Resolves an address against the page and keeps it only when it stays on the page's origin. */
export function sameOriginUrl(raw: string | null, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

export function readGatewayRequest(url: URL): GatewayReading {
  const params = url.searchParams;
  if (url.pathname === WORLDLINE_PATH) {
    const title = 'Worldline test gateway';
    const reference = params.get('requestId') ?? '';
    if (!reference) return { ok: false, title, problem: 'The address has no requestId.' };
    const back = sameOriginUrl(params.get('return'), url.origin);
    return {
      ok: true,
      request: {
        title,
        referenceLabel: 'Request id',
        reference,
        amount: params.get('amount') ?? '',
        items: [],
        destinations: { approved: back, declined: back, cancelled: back },
      },
    };
  }
  if (url.pathname === TEYA_PATH) {
    const title = 'Teya test gateway';
    const reference = params.get('orderid') ?? '';
    if (!reference) return { ok: false, title, problem: 'The form has no orderid.' };
    return {
      ok: true,
      request: {
        title,
        referenceLabel: 'Order id',
        reference,
        amount: params.get('amount') ?? '',
        items: teyaItems(params),
        destinations: {
          approved: sameOriginUrl(params.get('returnurlsuccess'), url.origin),
          declined: sameOriginUrl(teyaFailure(transactionMessages.declined), url.origin),
          cancelled: sameOriginUrl(teyaFailure(transactionMessages.aborted), url.origin),
        },
      },
    };
  }
  return {
    ok: false,
    title: 'Unknown test gateway',
    problem: `No stand-in gateway lives at ${url.pathname}.`,
  };
}
