// Answers the page asked for before the framework arrived, kept by request (docs/decisions/034).
// The language guard (src/boot/language-guard.ts) starts a page's requests while the page is
// still being parsed; the API client (src/api/client.ts) takes an answer when it is asked the same
// thing (the same address and language), once, and parses it as it parses its own. The landing's
// painting may look at an answer before the app has started (peekEarlyAnswer), without taking it.
// No axios and no framework here: the guard carries this module.

/** What the server answered (its status and body text), or null when nothing came (network, timeout). */
export type EarlyAnswer = { status: number; body: string } | null;

/** The property of `window` that holds the early answers, by request key. */
export const EARLY_ANSWERS_GLOBAL = '__vpaEarlyAnswers';

/** The Accept header of every call of the API client (src/api/http-client.ts sends it too). */
export const API_ACCEPT = 'application/json, text/plain, */*';

type Answers = Map<string, Promise<EarlyAnswer>>;

/**
 * The address of a GET under the API's base address (`base`: empty for the page's own origin),
 * its parameters in their order: the one spelling the guard asks with and the client looks up.
 */
export function apiUrl(base: string, path: string, params: Readonly<Record<string, string | number>> = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) query.append(name, String(value));
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

/** A body as the client reads every answer: JSON when it parses, the text itself otherwise. */
export function parseBody(body: string): unknown {
  if (body === '') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function answers(win: Window, create: boolean): Answers | undefined {
  const holder = win as unknown as Record<string, Answers | undefined>;
  if (!holder[EARLY_ANSWERS_GLOBAL] && create)
    Object.defineProperty(win, EARLY_ANSWERS_GLOBAL, { value: new Map(), configurable: true });
  return holder[EARLY_ANSWERS_GLOBAL];
}

const keyOf = (url: string, acceptLanguage: string) => `GET ${url} ${acceptLanguage}`;

/**
 * Asks for `url` as the API client would (its Accept and Accept-Language headers, no cookies, its
 * timeout) and keeps the answer for the client. Never throws; a second start of the same request
 * keeps the first.
 */
export function startEarlyRequest(
  win: Window & typeof globalThis,
  url: string,
  acceptLanguage: string,
  timeoutMs: number,
): Promise<EarlyAnswer> {
  const kept = answers(win, true)!;
  const key = keyOf(url, acceptLanguage);
  const already = kept.get(key);
  if (already) return already;
  const controller = new AbortController();
  const timer = win.setTimeout(() => controller.abort(), timeoutMs);
  const answer = win
    .fetch(new URL(url, win.location.href), {
      headers: { Accept: API_ACCEPT, 'Accept-Language': acceptLanguage },
      credentials: 'same-origin',
      signal: controller.signal,
    })
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .catch(() => null)
    .finally(() => win.clearTimeout(timer));
  kept.set(key, answer);
  return answer;
}

/** The early answer to this request, taken out (a second call gets null). */
export function takeEarlyAnswer(url: string, acceptLanguage: string): Promise<EarlyAnswer> | null {
  if (typeof window === 'undefined') return null;
  const kept = answers(window, false);
  const key = keyOf(url, acceptLanguage);
  const answer = kept?.get(key) ?? null;
  kept?.delete(key);
  return answer;
}

/** The early answer to this request, left for the client to take. */
export function peekEarlyAnswer(url: string, acceptLanguage: string): Promise<EarlyAnswer> | null {
  if (typeof window === 'undefined') return null;
  return answers(window, false)?.get(keyOf(url, acceptLanguage)) ?? null;
}
