// Answers the guard asked for before the framework, kept on `window` by request: the API client takes
// each once when it is asked the same (decision 034). No imports: the guard carries it.

/** The server's status and body text, or null when nothing came (network, timeout). */
export type EarlyAnswer = { status: number; body: string } | null;
type Answers = Map<string, Promise<EarlyAnswer>>;

export const EARLY_ANSWERS_GLOBAL = '__vpaEarlyAnswers';
/** The Accept header of every call of the API client (src/api/http-client.ts). */
export const API_ACCEPT = 'application/json, text/plain, */*';

/** A GET's address under the API's base (empty: the page's origin), spelled alike by both sides. */
export function apiUrl(base: string, path: string, params: Readonly<Record<string, string | number>> = {}) {
  const query = String(new URLSearchParams(Object.entries(params).map(([key, value]) => [key, `${value}`])));
  return `${base}${path}${query && `?${query}`}`;
}

/** A body as the client reads every answer: JSON when it parses, the text itself otherwise. */
export function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

function answersOf(win: Window): Answers {
  if (!Reflect.has(win, EARLY_ANSWERS_GLOBAL)) Reflect.set(win, EARLY_ANSWERS_GLOBAL, new Map());
  return Reflect.get(win, EARLY_ANSWERS_GLOBAL) as Answers;
}
const keyOf = (url: string, acceptLanguage: string) => `GET ${url} ${acceptLanguage}`;

/** Asks for `url` as the API client would (its headers, timeout, no cookies), once; never rejects. */
export function startEarlyRequest(win: Window, url: string, acceptLanguage: string, timeoutMs: number) {
  const answers = answersOf(win);
  const key = keyOf(url, acceptLanguage);
  if (answers.has(key)) return answers.get(key)!;
  // Not AbortSignal.timeout: Safari has it only from 16, and the app runs from Safari 15.4.
  const controller = new AbortController();
  const timer = win.setTimeout(() => controller.abort(), timeoutMs);
  const headers = { Accept: API_ACCEPT, 'Accept-Language': acceptLanguage };
  const answer: Promise<EarlyAnswer> = win
    .fetch(new URL(url, win.location.href), {
      headers,
      credentials: 'same-origin',
      signal: controller.signal,
    })
    .then(async (response) => ({ status: response.status, body: await response.text() }))
    .catch(() => null)
    .finally(() => win.clearTimeout(timer));
  answers.set(key, answer);
  return answer;
}

/** The early answer to this request, left for the client, or taken out (`take`: a second take gets null). */
export function earlyAnswer(url: string, acceptLanguage: string, { take = false } = {}) {
  const answers = typeof window === 'undefined' ? null : answersOf(window);
  const key = keyOf(url, acceptLanguage);
  const answer = answers?.get(key) ?? null;
  if (take) answers?.delete(key);
  return answer;
}
