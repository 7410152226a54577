import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { companyQueries, ticketQueries, zoneQueries } from '@/api/queries';
import { isValidZoneCode, useSessionStore } from '@/stores/session-store';
import { routeOf, type FirstScreenData } from './routes';

type Location = Pick<globalThis.Location, 'pathname' | 'search'>;

/** The zone a form is for: the one its link names (`/hourly?z=`), else the stored one. */
function zoneOf({ search }: Location): string | null {
  const linked = new URLSearchParams(search).get('z');
  return isValidZoneCode(linked) ? linked : useSessionStore.getState().zoneCode;
}

/** What each kind of first screen asks for ahead (the route record's `prefetch`). */
const PREFETCHES: Record<
  FirstScreenData,
  (queryClient: QueryClient, zoneCode: string) => Promise<void> | undefined
> = {
  zoneHome: async (queryClient, zoneCode) => {
    // The city's services (the fine tile), asked for as soon as the city is known.
    const status = queryClient.fetchQuery(zoneQueries.status(zoneCode)).then(
      (data) => void queryClient.prefetchQuery(companyQueries.config(data.cityId)),
      () => undefined,
    );
    const footer = zoneQueries.footer(zoneCode);
    void queryClient.prefetchQuery(footer);
    // A painted landing's app draws its footer whole, not as a skeleton that grows: it waits for
    // the footer's first answer too, but not for its retries.
    await Promise.all([status, firstOutcome(queryClient, footer.queryKey)]);
  },
  hourlyTicket: (queryClient, zoneCode) => {
    void queryClient.prefetchQuery(ticketQueries.data(zoneCode, 'hourly'));
    return undefined;
  },
  dailyTicket: (queryClient, zoneCode) => {
    void queryClient.prefetchQuery(ticketQueries.data(zoneCode, 'daily'));
    return undefined;
  },
};

/**
 * Settles when the query `queryKey` has its data or an error, or has failed once: not after all its
 * retries, which a caller waiting to draw the page should not wait for.
 */
function firstOutcome(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  return new Promise((resolve) => {
    const settled = () => {
      const state = queryClient.getQueryState(queryKey);
      return !state || state.status !== 'pending' || state.fetchFailureCount > 0;
    };
    if (settled()) return resolve();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!settled()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Render-as-you-fetch: the first screen's data is requested together with its code instead of
 * after its first render, so a weak connection pays one round trip less before the page is
 * complete; the screens' own queries then find it in the cache. The requests are the screens' own
 * (the same query options), answered by the page's early answers where it asked before the
 * framework (src/api/client.ts). What a screen needs is in the route record: its `prefetch`, and
 * the zone's company footer where the footer shows. On the QR landing it returns a promise settled
 * when the zone status query is and the footer query has its answer or has failed once.
 */
export function prefetchFirstScreen(queryClient: QueryClient, location: Location): Promise<void> | undefined {
  const entry = routeOf(location.pathname);
  if (entry.prefetch === 'zoneHome') {
    // The QR landing's zone comes from its address, not from the stored one.
    const linked = new URLSearchParams(location.search).get('z');
    return isValidZoneCode(linked) ? PREFETCHES.zoneHome(queryClient, linked) : undefined;
  }
  const zoneCode = zoneOf(location);
  if (!zoneCode) return undefined;
  if (entry.footer) void queryClient.prefetchQuery(zoneQueries.footer(zoneCode));
  if (entry.prefetch) void PREFETCHES[entry.prefetch](queryClient, zoneCode);
  return undefined;
}
