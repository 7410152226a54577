// The endpoints a page asks for before the framework (decision 034): the QR landing's, from the guard,
// and a ticket form's, from the entry (decision 045). src/api/sms.ts asks for the same. No imports.
import type { TicketType } from '@/lib/ticket-type';

const VPA = '/sms-api/vpa';

export const EARLY_PATHS = {
  zoneStatus: `${VPA}/vpa-zone-status`,
  footer: `${VPA}/vpa-footer-data`,
  companyConfig: `${VPA}/vpa-company-config`,
  ticketData: `${VPA}/vpa-ticket-data`,
} as const;

/** A GET of the API: its path and its parameters, in the order the client sends them. */
export type ApiRequest = readonly [path: string, params: Readonly<Record<string, string | number>>];

/** A ticket form's data (prices, durations, the zone's rules) for the zone. */
export const ticketDataRequest = (zoneCode: string, ticketType: TicketType): ApiRequest => [
  EARLY_PATHS.ticketData,
  { zoneCode, ticketType },
];
