import { queryOptions } from '@tanstack/react-query';
import { getFineInfo, getFineOrder } from '@/api/payments';
import { getFineCompanies } from '@/api/sms';
import type { FineKey } from './fine-params';

export const fineQueries = {
  all: () => ['fines'] as const,
  companies: () =>
    queryOptions({
      queryKey: [...fineQueries.all(), 'companies'],
      queryFn: ({ signal }) => getFineCompanies(signal),
    }),
  /** A fine's state changes when it is paid: never served from cache, never retried. */
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
};
