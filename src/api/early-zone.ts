// The app's side of the landing's early data (src/api/early-zone-script.ts, docs/decisions/026):
// the answers the page asked for before the framework arrived go into the query cache through the
// same parsing as the app's own calls (src/api/zone-answers.ts). An answer is used once, and only
// for the zone and language it was asked for; a failed, slow-and-then-failed or malformed one
// fails the query's first attempt, and its retries are the app's own requests, so its own states
// (and the retry policy) take over.
import { bodyData, EARLY_ZONE_GLOBAL, type EarlyAnswer, type EarlyZoneData } from './early-zone-script';
import { initialLanguage, toAcceptLanguage } from '@/i18n/languages';
import { config } from '@/lib/config';
import { footerDataFrom, zoneStatusFrom } from './zone-answers';

export type EarlyKind = 'status' | 'footer';

const READERS = { status: zoneStatusFrom, footer: footerDataFrom } as const;

type Read<K extends EarlyKind> = ReturnType<(typeof READERS)[K]>;

function earlyData(): EarlyZoneData | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as Record<string, EarlyZoneData | undefined>)[EARLY_ZONE_GLOBAL];
}

/**
 * The early request for `kind` of this zone, taken out (a second call gets null), when it was sent
 * in `acceptLanguage`. Its promise resolves to the parsed answer, or rejects when there was none
 * (a network failure, a timeout, an answer other than 2xx) or it has the wrong shape.
 */
export function takeEarlyAnswer<K extends EarlyKind>(
  kind: K,
  zoneCode: string,
  acceptLanguage: string,
): Promise<Read<K>> | null {
  const data = earlyData();
  if (!data || data.zoneCode !== zoneCode) return null;
  const answer = data[kind];
  if (!answer) return null;
  data[kind] = null;
  if (data.acceptLanguage !== acceptLanguage) return null;
  return answer.then((reply: EarlyAnswer) => {
    if (!reply || reply.status < 200 || reply.status >= 300)
      throw new Error(`early ${kind}: ${reply?.status ?? 'no answer'}`);
    return READERS[kind](bodyData(reply.body)) as Read<K>;
  });
}

/**
 * The early answer as the query's first attempt when there is one, else the app's own request
 * (`ask`). An early answer that failed or is malformed fails that attempt: the query's retries
 * (spec section 9: three) are the app's own requests, so a failing call is tried four times in
 * all, as before, and the screen shows the app's own state. The language is the one the app's
 * requests carry: i18next's, or before it has started the page's (the same).
 */
export function earlyAnswerOr<K extends EarlyKind>(
  kind: K,
  zoneCode: string,
  appLanguage: string | undefined,
  ask: () => Promise<Read<K>>,
): Promise<Read<K>> {
  const early = takeEarlyAnswer(kind, zoneCode, acceptLanguageOf(appLanguage));
  if (!early) return ask();
  // When mocking, the page asked before the mock backend was up (src/main.tsx): its failure says
  // nothing about the backend, so the app asks at once.
  return config.mocking ? early.catch(ask) : early;
}

function acceptLanguageOf(appLanguage: string | undefined): string {
  return toAcceptLanguage(appLanguage || initialLanguage());
}
