import { queryOptions } from '@tanstack/react-query';
import { getInvoice } from './payments';

// The payment queries that both the ticket and the fine pages read. Not in ./queries: that file
// is loaded with the QR landing, and these need the payments API, which the landing must not load.

/** The transaction status the backend gives a realized (paid and finished) payment. */
export const REALIZED = 'R';

/** A ticket's or a fine's order that is paid and has its invoice: only then is it done. */
export function isRealized<T extends { transactionStatus: string; invoiceId?: number | null }>(
  order: T | undefined,
): order is T & { invoiceId: number } {
  return order?.transactionStatus === REALIZED && typeof order.invoiceId === 'number';
}

/**
 * The invoice of a paid ticket or fine: one cache entry, whichever page asks. An invoice does not
 * change once issued: answered, it is never asked again while it is cached.
 */
export const invoiceQueries = {
  all: () => ['invoice'] as const,
  invoice: (invoiceId: number | string) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(), String(invoiceId)],
      queryFn: ({ signal }) => getInvoice(invoiceId, signal),
      staleTime: Infinity,
    }),
};
