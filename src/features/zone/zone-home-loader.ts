import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { companyQueries, zoneQueries } from '@/api/queries';
import type { RouteLoader } from '@/lib/route-loader';

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
 * The QR landing's data: the zone's status, then its city's services (the fine tile) as soon as the
 * city is known, and its company footer. A painted landing's app draws its footer whole, not as a
 * skeleton that grows: this settles once the status is in and the footer has its first answer (or
 * its first failure, not its retries).
 */
export const zoneHomeLoader: RouteLoader = async (queryClient, zoneCode) => {
  const status = queryClient.fetchQuery(zoneQueries.status(zoneCode)).then(
    (data) => void queryClient.prefetchQuery(companyQueries.config(data.cityId)),
    () => undefined,
  );
  const footer = zoneQueries.footer(zoneCode);
  void queryClient.prefetchQuery(footer);
  await Promise.all([status, firstOutcome(queryClient, footer.queryKey)]);
};
