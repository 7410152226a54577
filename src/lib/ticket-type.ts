export const TICKET_TYPES = ['daily', 'hourly'] as const;
export type TicketType = (typeof TICKET_TYPES)[number];

export function isTicketType(value: unknown): value is TicketType {
  return value === 'daily' || value === 'hourly';
}
