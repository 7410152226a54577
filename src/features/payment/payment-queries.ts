import { queryOptions } from '@tanstack/react-query';
import { getInvoice, getTicketOrder, getTicketSummary } from '@/api/payments';
import type { TicketOrder } from '@/api/schemas/payments';

/** Transaction status of a realized payment (spec section 9). */
export const REALIZED = 'R';
/** Order status polling interval (spec section 9). */
export const ORDER_POLL_MS = 5_000;

export function isRealizedOrder(
  order: TicketOrder | undefined,
): order is TicketOrder & { invoiceId: number } {
  return order?.transactionStatus === REALIZED && typeof order.invoiceId === 'number';
}

export const paymentQueries = {
  all: () => ['payment'] as const,
  ticketSummary: (code: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'ticket-summary', code],
      queryFn: ({ signal }) => getTicketSummary(code, signal),
    }),
  /** An order's status changes until it is realized: never served from cache, never retried (spec section 4). */
  ticketOrder: (orderId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'ticket-order', orderId],
      queryFn: ({ signal }) => getTicketOrder(orderId, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  invoice: (invoiceId: string) =>
    queryOptions({
      queryKey: [...paymentQueries.all(), 'invoice', invoiceId],
      queryFn: ({ signal }) => getInvoice(invoiceId, signal),
    }),
};
