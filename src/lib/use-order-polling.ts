// Polling an order until the payment is realized (every 5 s; a failed poll is not retried), shared by
// the ticket and fine summary pages. A failure that may pass (`mayPass`: no answer on a weak signal,
// a server error) does not end it: the page says so and the next poll may bring the answer; the
// server's own answer (a declined payment) does. It pauses while the page is hidden (React Query
// does not poll in the background), stops when the page is left (unmount), checks at once when the
// visitor comes back to the tab, and gives up after ten minutes so a driver who has paid is never
// left with an endless spinner: the page then shows the order reference and a "check again" button.
// Once the order is realized the server's answer is final: nothing asks again (focus, reconnect,
// a return to the page), and the first realized answer stays what the page shows, whatever a later
// request says or fails to say.
import { useCallback, useEffect, useState } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

export const ORDER_POLL_INTERVAL_MS = 5_000;
export const ORDER_POLL_GIVE_UP_MS = 10 * 60_000;

export function useOrderPolling<TData, TError, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TData, TError, TData, TQueryKey>,
  isDone: (data: TData | undefined) => boolean,
  mayPass: (error: TError) => boolean,
) {
  const [gaveUp, setGaveUp] = useState(false);
  // Each "check again" starts a fresh ten minutes.
  const [round, setRound] = useState(0);
  const [confirmed, setConfirmed] = useState<{ data: TData } | null>(null);
  // A look again the visitor asked for ("Try again", "check again"), not a poll.
  const [checking, setChecking] = useState(false);
  const settled = (data: TData | undefined) => confirmed !== null || isDone(data);

  const query = useQuery({
    ...options,
    retry: false,
    refetchIntervalInBackground: false,
    // While it is pending, coming back to the tab (for example from the bank's app) is the moment
    // to look again; once it is realized, on a weak signal, a look again could only fail.
    refetchOnWindowFocus: (q) => !settled(q.state.data),
    refetchOnReconnect: (q) => !settled(q.state.data),
    refetchOnMount: (q) => !settled(q.state.data),
    staleTime: (q) => (settled(q.state.data) ? Infinity : 0),
    refetchInterval: (q) =>
      gaveUp || settled(q.state.data) || (q.state.error !== null && !mayPass(q.state.error))
        ? false
        : ORDER_POLL_INTERVAL_MS,
  });

  // The first realized answer, kept for the life of the page (state set while rendering, as React
  // allows for a value derived from the previous render's).
  if (confirmed === null && isDone(query.data)) setConfirmed({ data: query.data as TData });
  const realized = confirmed?.data ?? (isDone(query.data) ? query.data : undefined);
  const done = realized !== undefined;
  const failed = query.isError;

  useEffect(() => {
    if (done || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), ORDER_POLL_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [done, gaveUp, round]);

  const { refetch } = query;
  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setRound((n) => n + 1);
    setChecking(true);
    void refetch().finally(() => setChecking(false));
  }, [refetch]);

  return {
    query,
    /** The realized order, once the server has said so; a later request never takes it away. */
    realized,
    /** A request after the order was realized failed: the page may say so, quietly. */
    refreshFailed: done && failed,
    gaveUp: gaveUp && !done,
    /** Looks again now, and polls for another ten minutes. */
    checkAgain,
    /** From the visitor's "check again" until its answer; the polls in between are not shown. */
    checking,
    /** A failed poll that may pass, and the polls go on: the page may say it checks again. */
    checksAgain: failed && !done && !gaveUp && query.error !== null && mayPass(query.error),
  };
}
