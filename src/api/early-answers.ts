// Answers the page asked for before the framework (docs/decisions/034), kept on `window` by
// request: the language guard (src/boot/language-guard.ts) starts them while the page is parsed;
// the API client (src/api/client.ts) takes one when it is asked the same thing (address and
// language), once, and parses it as its own; the landing's painting may peek at one.
// No axios and no framework: the guard carries this module.

/** The server's status and body text, or null when nothing came (network, timeout). */
export type EarlyAnswer = { status: number; body: string } | null;
type Answers = Map<string, Promise<EarlyAnswer>>;

/** The property of `window` that holds the early answers, by request. */
export const EARLY_ANSWERS_GLOBAL = '__vpaEarlyAnswers';
/** The Accept header of every call of the API client (src/api/http-client.ts). */
export const API_ACCEPT = 'application/json, text/plain, */*';

/** A GET's address under the API's base (empty: the page's origin), spelled alike on both sides. */
export function apiUrl(base: string, path: string, params: Readonly<Record<string, string | number>> = {}) {
  const search = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
  return `${base}${path}${search.toString() ? `?${search}` : ''}`;
}

/** A body as the client reads every answer: JSON when it parses, the text itself otherwise. */
export function parseBody(body: string): unknown {
  try {
    return body === '' ? body : (JSON.parse(body) as unknown);
  } catch {
    return body;
  }
}

const answersOf = (win: Window) => Reflect.get(win, EARLY_ANSWERS_GLOBAL) as Answers | undefined;
const keyOf = (url: string, acceptLanguage: string) => `GET ${url} ${acceptLanguage}`;

/**
 * Asks for `url` as the API client would (its headers, no cookies, its timeout) and keeps the
 * answer for it. Never throws; a second start of the same request gets the first.
 */
export function startEarlyRequest(
  win: Window & typeof globalThis,
  url: string,
  acceptLanguage: string,
  timeoutMs: number,
): Promise<EarlyAnswer> {
  if (!answersOf(win)) Reflect.set(win, EARLY_ANSWERS_GLOBAL, new Map());
  const answers = answersOf(win)!;
  const key = keyOf(url, acceptLanguage);
  const already = answers.get(key);
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
  answers.set(key, answer);
  return answer;
}

/** The early answer to this request, left for the client (peek) or taken out (`take`: a second take gets null). */
export function peekEarlyAnswer(
  url: string,
  acceptLanguage: string,
  take = false,
): Promise<EarlyAnswer> | null {
  const answers = typeof window === 'undefined' ? undefined : answersOf(window);
  const answer = answers?.get(keyOf(url, acceptLanguage)) ?? null;
  if (take) answers?.delete(keyOf(url, acceptLanguage));
  return answer;
}

export const takeEarlyAnswer = (url: string, acceptLanguage: string) =>
  peekEarlyAnswer(url, acceptLanguage, true);
