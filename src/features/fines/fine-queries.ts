import { queryOptions } from '@tanstack/react-query';
import { getFineInfo, getFineOrder, getInvoice } from '@/api/payments';
import { getFineCompanies } from '@/api/sms';
import type { FineOrder } from '@/api/schemas/payments';
import type { FineKey } from './fine-params';

/** Transaction status of a realized payment (spec section 9). */
export const REALIZED = 'R';
/** Fine status polling interval (spec section 9). */
export const FINE_POLL_MS = 5_000;

export function isRealized(order: FineOrder | undefined): order is FineOrder & { invoiceId: number } {
  return order?.transactionStatus === REALIZED && typeof order.invoiceId === 'number';
}

export const fineQueries = {
  all: () => ['fines'] as const,
  companies: () =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'companies'],
      queryFn: ({ signal }) => getFineCompanies(signal),
    }),
  /** A fine's state changes when it is paid: never served from cache, never retried (spec section 4). */
  info: (key: FineKey) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'info', key.companyId, key.fineNumber, key.licensePlate],
      queryFn: ({ signal }) => getFineInfo(key, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
    }),
  order: (orderId: string) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'order', orderId],
      queryFn: ({ signal }) => getFineOrder(orderId, signal),
      staleTime: 0,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
    }),
  invoice: (invoiceId: number) =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'invoice', invoiceId],
      queryFn: ({ signal }) => getInvoice(invoiceId, signal),
    }),
};
