// Polling an order until the payment is realized (spec section 4: every 5 s, no retry), shared by
// the ticket and fine summary pages. It pauses while the page is hidden (React Query does not poll
// in the background), stops when the page is left (unmount), checks at once when the visitor comes
// back to the tab, and gives up after ten minutes so a driver who has paid is never left with an
// endless spinner: the page then shows the order reference and a "check again" button.
import { useCallback, useEffect, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export const ORDER_POLL_INTERVAL_MS = 5_000;
export const ORDER_POLL_GIVE_UP_MS = 10 * 60_000;

export function useOrderPolling<TData, TError, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TQueryKey>,
  isDone: (data: TData | undefined) => boolean,
) {
  const [gaveUp, setGaveUp] = useState(false);
  // Each "check again" starts a fresh ten minutes.
  const [round, setRound] = useState(0);

  const query = useQuery({
    ...options,
    retry: false,
    refetchIntervalInBackground: false,
    // Coming back to the tab (for example from the bank's app) is the moment to look again.
    refetchOnWindowFocus: true,
    // An error stops the polling too: the page offers a retry instead of hammering a failing server.
    refetchInterval: (q) =>
      gaveUp || q.state.status === 'error' || isDone(q.state.data) ? false : ORDER_POLL_INTERVAL_MS,
  });

  const done = isDone(query.data);
  const failed = query.isError;

  useEffect(() => {
    if (done || failed || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), ORDER_POLL_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [done, failed, gaveUp, round]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setRound((n) => n + 1);
    void refetch();
  }, [refetch]);

  return { query, gaveUp: gaveUp && !done, checkAgain };
}
