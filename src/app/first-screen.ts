import type { QueryClient, QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { earlyAnswerOr } from '@/api/early-zone';
import { firstAttemptGet } from '@/api/first-attempt';
import { parseWith } from '@/api/parse';
import { companyQueries, ticketQueries, zoneQueries } from '@/api/queries';
import { smsCalls } from '@/api/sms-calls';
import { companyConfigSchema } from '@/api/schemas/sms';
import { isValidZoneCode, useSessionStore } from '@/stores/session-store';
import { routeOf, type FirstScreenData } from './routes';

type Location = Pick<globalThis.Location, 'pathname' | 'search'>;

/** What each kind of first screen asks for ahead (the route record's `prefetch`). */
const PREFETCHES: Record<
  FirstScreenData,
  (queryClient: QueryClient, location: Location) => Promise<void> | undefined
> = {
  zoneHome: (queryClient, { search }) => {
    // The QR landing page's zone comes from its address, not from the stored one.
    const zoneCode = new URLSearchParams(search).get('z');
    if (!isValidZoneCode(zoneCode)) return undefined;
    // The page's own early requests answer these when they could (src/api/early-zone.ts).
    const language = () => i18next.resolvedLanguage ?? i18next.language;
    // The API client loads only when an answer is missing or a retry is needed (docs/decisions/028).
    const status = queryClient.prefetchQuery({
      ...zoneQueries.status(zoneCode),
      queryFn: ({ signal }) =>
        earlyAnswerOr('status', zoneCode, language(), async () =>
          (await smsCalls.load()).getZoneStatus(zoneCode, signal),
        ).then((status) => {
          // The city's services (the fine tile), asked for as soon as the city is known, before
          // the screen's own query would ask.
          prefetchCompanyConfig(queryClient, status.cityId);
          return status;
        }),
    });
    const footer = zoneQueries.footer(zoneCode);
    void queryClient.prefetchQuery({
      ...footer,
      queryFn: ({ signal }) =>
        earlyAnswerOr('footer', zoneCode, language(), async () =>
          (await smsCalls.load()).getFooterData(zoneCode, signal),
        ),
    });
    // The footer too (a painted landing's app draws it whole, not as a skeleton that grows), but
    // not its retries.
    return Promise.all([status, firstOutcome(queryClient, footer.queryKey)]).then(() => undefined);
  },
  hourlyTicket: (queryClient, location) => prefetchTicketData(queryClient, 'hourly', location),
  dailyTicket: (queryClient, location) => prefetchTicketData(queryClient, 'daily', location),
};

/**
 * Settles when the query `queryKey` has its data or an error, or has failed once: not after all its
 * retries, which a caller waiting to draw the page should not wait for.
 */
function firstOutcome(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const settled = () => {
      const state = queryClient.getQueryState(queryKey);
      return !state || state.status !== 'pending' || state.fetchFailureCount > 0;
    };
    if (settled()) {
      resolve();
      return;
    }
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The landing's company configuration: its first attempt with plain `fetch` (src/api/first-attempt.ts),
 * its retries through the API client, four attempts in all as for any query.
 */
function prefetchCompanyConfig(queryClient: QueryClient, cityId: number) {
  let first = true;
  void queryClient.prefetchQuery({
    ...companyQueries.config(cityId),
    queryFn: async ({ signal }) => {
      if (!first) return (await smsCalls.load()).getCompanyConfig(cityId, signal);
      first = false;
      const data = await firstAttemptGet(
        '/sms-api/vpa/vpa-company-config',
        { companyId: String(cityId) },
        signal,
      );
      return parseWith(companyConfigSchema, data, 'vpa-company-config');
    },
  });
}

/** The zone a first screen is for: the one its link names (`/hourly?z=`), else the stored one. */
function zoneOf({ search }: Location): string | null {
  const linked = new URLSearchParams(search).get('z');
  return isValidZoneCode(linked) ? linked : useSessionStore.getState().zoneCode;
}

function prefetchTicketData(queryClient: QueryClient, ticketType: 'hourly' | 'daily', location: Location) {
  const zoneCode = zoneOf(location);
  // Offline, the form's own query reports the error.
  if (zoneCode) void queryClient.prefetchQuery(ticketQueries.data(zoneCode, ticketType));
  return undefined;
}

/**
 * Render-as-you-fetch: the first screen's data is requested together with its code instead of
 * after its first render, so a weak connection pays one round trip less before the page is
 * complete. The screens' own queries then find it in the cache. What a screen needs is in the
 * route record: its `prefetch`, and the stored zone's company footer where the footer shows.
 * On the QR landing it returns a promise settled when the zone status query is and the footer
 * query has its answer or has failed once.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Location): Promise<void> | undefined {
  const entry = routeOf(location.pathname);
  if (entry.prefetch === 'zoneHome') return PREFETCHES.zoneHome(queryClient, location);
  const zoneCode = zoneOf(location);
  if (!zoneCode) return undefined;
  if (entry.footer) void queryClient.prefetchQuery(zoneQueries.footer(zoneCode));
  if (entry.prefetch) void PREFETCHES[entry.prefetch](queryClient, location);
  return undefined;
}
