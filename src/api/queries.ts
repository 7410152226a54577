import { queryOptions } from '@tanstack/react-query';
import * as sms from './sms';
import type { EstimateParams } from './sms';
import type { CompanyConfig } from './schemas/sms';
import type { TicketType } from '@/lib/ticket-type';

// Query options that more than one part of the app reads; feature-only queries live in the
// feature. The ticket data is here because the router requests it before the form's code is in
// (docs/decisions/013).
export const zoneQueries = {
  all: () => ['zone'] as const,
  status: (zoneCode: string) =>
    queryOptions({
      queryKey: [...zoneQueries.all(), 'status', zoneCode],
      queryFn: ({ signal }) => sms.getZoneStatus(zoneCode, signal),
    }),
  footer: (zoneCode: string) =>
    queryOptions({
      queryKey: [...zoneQueries.all(), 'footer', zoneCode],
      queryFn: ({ signal }) => sms.getFooterData(zoneCode, signal),
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
      queryFn: ({ signal }) => sms.getTicketData(zoneCode, ticketType, signal),
    }),
};

export const companyQueries = {
  all: () => ['company'] as const,
  config: (companyId: number | string) =>
    queryOptions({
      queryKey: [...companyQueries.all(), 'config', String(companyId)],
      queryFn: ({ signal }) => sms.getCompanyConfig(companyId, signal),
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
      queryFn: ({ signal }) => sms.getTicketEstimate(params, signal),
      // A price is only worth showing while it is current.
      staleTime: 0,
    }),
};
