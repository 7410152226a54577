import { queryOptions } from '@tanstack/react-query';
import type { EstimateParams } from './sms';
import type { CompanyConfig } from './schemas/sms';
import { smsCalls } from './sms-calls';
import type { TicketType } from '@/lib/ticket-type';

/** The endpoints, loaded with the API client by the first query that asks the server itself. */
async function sms() {
  return smsCalls.load();
}

// Query options that more than one part of the app reads; feature-only queries live in the
// feature. The ticket data is here because the router requests it before the form's code is in
// (docs/decisions/013).
export const zoneQueries = {
  all: () => ['zone'] as const,
  status: (zoneCode: string) =>
    queryOptions({
      queryKey: [...zoneQueries.all(), 'status', zoneCode],
      queryFn: async ({ signal }) => (await sms()).getZoneStatus(zoneCode, signal),
    }),
  footer: (zoneCode: string) =>
    queryOptions({
      queryKey: [...zoneQueries.all(), 'footer', zoneCode],
      queryFn: async ({ signal }) => (await sms()).getFooterData(zoneCode, signal),
    }),
};

/**
 * The tariffs and zone of a ticket form. The router requests them together with the form's code,
 * not after it (render-as-you-fetch); from the ticket feature it would wait for one more file.
 */
export const ticketQueries = {
  all: () => ['ticket'] as const,
  data: (zoneCode: string, ticketType: TicketType) =>
    queryOptions({
      queryKey: [...ticketQueries.all(), 'data', zoneCode, ticketType],
      queryFn: async ({ signal }) => (await sms()).getTicketData(zoneCode, ticketType, signal),
    }),
};

export const companyQueries = {
  all: () => ['company'] as const,
  config: (companyId: number | string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'config', String(companyId)],
      queryFn: async ({ signal }) => (await sms()).getCompanyConfig(companyId, signal),
    }),
};

/** The name of the fine payment in a company's `services` (vpa-company-config, docs/backend-contract.md). */
export const FINE_SERVICE = 'VPADPK';

export function hasFineService(config: Pick<CompanyConfig, 'services'> | null | undefined): boolean {
  return Boolean(config?.services.some((s) => s.name === FINE_SERVICE && s.enabled));
}

export const estimateQueries = {
  all: () => ['estimate'] as const,
  estimate: (params: EstimateParams) =>
    queryOptions({
      queryKey: [...estimateQueries.all(), params],
      queryFn: async ({ signal }) => (await sms()).getTicketEstimate(params, signal),
      // A price is only worth showing while it is current.
      staleTime: 0,
    }),
};
