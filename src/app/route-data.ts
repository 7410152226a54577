import type { QueryClient } from '@tanstack/react-query';
import { zoneQueries } from '@/api/queries';
import { linkedZoneCode } from '@/lib/zone-code';
import { useSessionStore } from '@/stores/session-store';
import { routeOf, type AppRoute } from './routes';

type Location = Pick<globalThis.Location, 'pathname' | 'search'>;

/**
 * The zone a screen is for: on the QR landing only the one its address names (`/?z=`); on a form,
 * the one its link names (`/hourly?z=`), else the stored one.
 */
function zoneOf(entry: AppRoute, { search }: Location): string | null {
  return linkedZoneCode(search) ?? (entry.path === '/' ? null : useSessionStore.getState().zoneCode);
}

/**
 * Render-as-you-fetch: the first screen's data is asked for together with its code, not after its
 * first render, so a weak connection pays one round trip less before the page is complete. The
 * route declares what it needs (its `loader` in src/app/routes.ts, with the screens' own query
 * options, so the screens find it in the cache), and the main layout its zone's company footer
 * (`footer`). Requests the page started before the framework are answered by their early answers
 * (src/api/client.ts). Settles when the route's loader has: on the QR landing, once the zone's
 * status is in and its footer has its answer or has failed once.
 */
export function loadRouteData(queryClient: QueryClient, location: Location): Promise<void> {
  const entry = routeOf(location.pathname);
  const zoneCode = zoneOf(entry, location);
  if (!zoneCode) return Promise.resolve();
  if (entry.footer) void queryClient.prefetchQuery(zoneQueries.footer(zoneCode));
  return entry.loader ? entry.loader.load().then((load) => load(queryClient, zoneCode)) : Promise.resolve();
}
