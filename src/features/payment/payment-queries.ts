import { queryOptions } from '@tanstack/react-query';
import { getTicketOrder, getTicketSummary } from '@/api/payments';

export const paymentQueries = {
  all: () => ['payment'] as const,
  /** A finalized ticket does not change: once answered, never asked again while it is cached. */
  ticketSummary: (code: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'ticket-summary', code],
      queryFn: ({ signal }) => getTicketSummary(code, signal),
      staleTime: Infinity,
    }),
  /** An order's status changes until it is realized: never served from cache, never retried. */
  ticketOrder: (orderId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'ticket-order', orderId],
      queryFn: ({ signal }) => getTicketOrder(orderId, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
};
