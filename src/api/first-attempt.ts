// A query's first attempt without the API client (docs/decisions/028): on the QR landing, the
// company configuration is asked for with plain `fetch` as the API client would ask (the same
// address, Accept and Accept-Language headers, no credentials, the same timeout), so that the
// first screen is complete without axios. Anything but a 2xx answer fails the attempt; the query's
// retries are the app's own requests (src/api/sms.ts), so its failures are the app's own states.
import { ACCEPT, bodyData } from './early-zone-script';
import { requestLanguage } from './request-language';
import { config } from '@/lib/config';

/** GET `path` (under the API's base address) with `params`; the body of a 2xx answer, else throws. */
export async function firstAttemptGet(
  path: string,
  params: Record<string, string>,
  signal?: AbortSignal,
): Promise<unknown> {
  const url = new URL(`${config.apiBaseUrl}${path}`, window.location.href);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, config.apiTimeoutMs);
  try {
    const response = await fetch(url, {
      headers: {
        Accept: ACCEPT,
        'Accept-Language': requestLanguage(),
      },
      credentials: 'same-origin',
      signal: controller.signal,
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return bodyData(body);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
