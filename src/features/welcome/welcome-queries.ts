import { queryOptions } from '@tanstack/react-query';
import { getActiveCities, getActiveZones } from '@/api/sms';

export const welcomeQueries = {
  all: () => ['welcome'] as const,
  cities: () =>
    queryOptions({
      queryKey: [...welcomeQueries.all(), 'cities'],
      queryFn: ({ signal }) => getActiveCities(signal),
    }),
  /** Zones of one company; the city id is the company id (docs/backend-contract.md). */
  zones: (cityId: string) =>
    queryOptions({
      queryKey: [...welcomeQueries.all(), 'zones', cityId],
      queryFn: ({ signal }) => getActiveZones(cityId, signal),
    }),
};
