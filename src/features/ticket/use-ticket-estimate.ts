import { useQuery } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import { estimateQueries } from '@/api/queries';
import type { EstimateParams } from '@/api/sms';

/** The price is asked for 750 ms after the last change of the inputs, not at every keystroke. */
export const ESTIMATE_DEBOUNCE_MS = 750;

export type EstimateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; total: number; totalCents: number };

function sameParams(a: EstimateParams | null, b: EstimateParams | null): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.zoneCode === b.zoneCode &&
    a.ticketType === b.ticketType &&
    a.tariffType === b.tariffType &&
    a.plateNumber === b.plateNumber &&
    a.duration === b.duration
  );
}

// Stands in for the query's parameters while it is disabled; never sent.
const NO_PARAMS: EstimateParams = {
  zoneCode: '',
  ticketType: 'daily',
  tariffType: '',
  plateNumber: '',
  duration: 1,
};

/**
 * The price of the ticket on the input page. `params` is null while the inputs cannot be priced
 * (no tariff, no valid plate): then nothing is requested.
 */
export function useTicketEstimate(params: EstimateParams | null): EstimateState {
  const [debounced] = useDebounce(params, ESTIMATE_DEBOUNCE_MS, { equalityFn: sameParams });
  const query = useQuery({
    ...estimateQueries.estimate(debounced ?? NO_PARAMS),
    enabled: debounced !== null,
  });

  if (params === null) return { status: 'idle' };
  // A price for older inputs is no longer the price: wait for the one that matches.
  if (!sameParams(params, debounced) || query.isFetching || query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'failed' };
  return { status: 'ready', total: query.data.total, totalCents: query.data.totalCents };
}
