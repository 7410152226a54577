import { ticketQueries } from '@/api/queries';
import type { RouteLoader } from '@/lib/route-loader';

/** The ticket forms' data (prices, durations, the zone's rules) for the zone, asked for with their code. */
export const hourlyLoader: RouteLoader = (queryClient, zoneCode) =>
  queryClient.prefetchQuery(ticketQueries.data(zoneCode, 'hourly'));

export const dailyLoader: RouteLoader = (queryClient, zoneCode) =>
  queryClient.prefetchQuery(ticketQueries.data(zoneCode, 'daily'));
