// The API client's reads: every GET of the backend goes through getJson. It takes the answer the
// page asked for before the framework when there is one for the same address and language
// (src/api/early-answers.ts), else asks through axios (src/api/http-client.ts), which loads with
// the first call that needs it: the QR landing's first screen is drawn from its early answers
// without it (docs/decisions/028). Both are read by the one parser (parseBody), and an early
// answer that failed fails like axios's own call, so the query's retries (the client's own
// requests) and the screen's states are the same either way.
import { config } from '@/lib/config';
import { apiUrl, parseBody, earlyAnswer, type EarlyAnswer } from './early-answers';
import { httpClient } from './http-client-load';
import { requestLanguage } from './request-language';

/** A failed early answer, told apart as axios's errors are (src/api/errors.ts, toApiFailure). */
class EarlyAnswerError extends Error {
  readonly isAxiosError = true;
  readonly code?: string;
  readonly response?: { status: number; data: unknown };
  constructor(answer: EarlyAnswer) {
    super(answer ? `Request failed with status code ${answer.status}` : 'Network Error');
    this.name = 'EarlyAnswerError';
    if (answer) this.response = { status: answer.status, data: parseBody(answer.body) };
    else this.code = 'ERR_NETWORK';
  }
}

function fromEarly(answer: EarlyAnswer): unknown {
  if (!answer || answer.status < 200 || answer.status >= 300) throw new EarlyAnswerError(answer);
  return parseBody(answer.body);
}

/** GET `path` of the API with `params`; its body, parsed. */
export async function getJson(
  path: string,
  params: Readonly<Record<string, string | number>> = {},
  signal?: AbortSignal,
): Promise<unknown> {
  const early = earlyAnswer(apiUrl(config.apiBaseUrl, path, params), requestLanguage(), { take: true });
  // A mock build's backend starts with the app (MSW): the page's early requests went out before
  // it, so their answers are not its answers, and the app asks itself.
  if (early && !config.mocking) return fromEarly(await early);
  const { api } = await httpClient.load();
  const { data } = await api.get<unknown>(path, { params, signal });
  return data;
}
