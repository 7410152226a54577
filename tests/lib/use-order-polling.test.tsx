import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { ORDER_POLL_GIVE_UP_MS, ORDER_POLL_INTERVAL_MS, useOrderPolling } from '@/lib/use-order-polling';

type Order = { status: string };

function setup(answers: (Order | Error)[]) {
  const fetchOrder = vi.fn(() => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next as Order);
  });
  const options = queryOptions({ queryKey: ['order', 'A-1'], queryFn: fetchOrder, staleTime: 0, gcTime: 0 });

  function Probe() {
    const { query, realized, refreshFailed, gaveUp, checkAgain, checksAgain } = useOrderPolling(
      options,
      (o) => o?.status === 'R',
      // An error named like a 4xx is the server's own answer; any other may pass.
      (error: Error) => !error.message.startsWith('4'),
    );
    return (
      <div>
        <p>status: {query.isError ? 'error' : (query.data?.status ?? 'pending')}</p>
        <p>realized: {realized ? 'yes' : 'no'}</p>
        {refreshFailed ? <p>refresh failed</p> : null}
        {checksAgain ? <p>checks again</p> : null}

        {gaveUp ? (
          <button type="button" onClick={checkAgain}>
            check again
          </button>
        ) : null}
      </div>
    );
  }

  const client = new QueryClient({ defaultOptions: { queries: { retry: 3, refetchOnWindowFocus: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  return { fetchOrder, view, client };
}

/**
 * Moves the clock, then a few more milliseconds so React Query's notifications (0 ms timers,
 * which the fake clock runs a tick later) reach the screen.
 */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
    for (let i = 0; i < 5; i++) await vi.advanceTimersByTimeAsync(1);
  });
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
});

test('polls every 5 seconds and stops once the order is realized', async () => {
  const { fetchOrder } = setup([{ status: 'P' }, { status: 'P' }, { status: 'R' }]);
  await advance(0);
  expect(fetchOrder).toHaveBeenCalledTimes(1);
  await advance(ORDER_POLL_INTERVAL_MS);
  expect(fetchOrder).toHaveBeenCalledTimes(2);
  await advance(ORDER_POLL_INTERVAL_MS);
  expect(screen.getByText('status: R')).toBeInTheDocument();
  await advance(ORDER_POLL_INTERVAL_MS * 5);
  expect(fetchOrder).toHaveBeenCalledTimes(3);
});

test('a failure that may pass is not retried at once, and the polls go on until the answer comes', async () => {
  const { fetchOrder } = setup([new Error('network'), new Error('503'), { status: 'P' }, { status: 'R' }]);
  await advance(0);
  expect(screen.getByText('status: error')).toBeInTheDocument();
  expect(screen.getByText('checks again')).toBeInTheDocument();
  expect(fetchOrder).toHaveBeenCalledTimes(1);
  await advance(ORDER_POLL_INTERVAL_MS - 100);
  expect(fetchOrder).toHaveBeenCalledTimes(1);
  await advance(100);
  expect(fetchOrder).toHaveBeenCalledTimes(2);
  expect(screen.getByText('status: error')).toBeInTheDocument();
  await advance(ORDER_POLL_INTERVAL_MS);
  expect(screen.getByText('status: P')).toBeInTheDocument();
  expect(screen.queryByText('checks again')).not.toBeInTheDocument();
  await advance(ORDER_POLL_INTERVAL_MS);
  expect(screen.getByText('realized: yes')).toBeInTheDocument();
  await advance(ORDER_POLL_INTERVAL_MS * 4);
  expect(fetchOrder).toHaveBeenCalledTimes(4);
});

test("the server's own answer (a 4xx) ends the polling", async () => {
  const { fetchOrder } = setup([new Error('401')]);
  await advance(0);
  await advance(ORDER_POLL_INTERVAL_MS * 4);
  expect(screen.getByText('status: error')).toBeInTheDocument();
  expect(screen.queryByText('checks again')).not.toBeInTheDocument();
  expect(fetchOrder).toHaveBeenCalledTimes(1);
});

test('failures that keep coming give up after ten minutes too', async () => {
  const { fetchOrder } = setup([new Error('network')]);
  await advance(0);
  expect(screen.getByText('checks again')).toBeInTheDocument();
  await advance(ORDER_POLL_GIVE_UP_MS);
  expect(screen.getByRole('button', { name: 'check again' })).toBeInTheDocument();
  expect(screen.queryByText('checks again')).not.toBeInTheDocument();
  const calls = fetchOrder.mock.calls.length;
  await advance(ORDER_POLL_INTERVAL_MS * 4);
  expect(fetchOrder).toHaveBeenCalledTimes(calls);
});

test('pauses while the page is hidden and checks at once when it is shown again', async () => {
  const { fetchOrder } = setup([{ status: 'P' }]);
  await advance(0);
  act(() => setHidden(true));
  await advance(ORDER_POLL_INTERVAL_MS * 6);
  expect(fetchOrder).toHaveBeenCalledTimes(1);
  act(() => setHidden(false));
  await advance(0);
  expect(fetchOrder).toHaveBeenCalledTimes(2);
});

test('stops when the page is left', async () => {
  const { fetchOrder, view } = setup([{ status: 'P' }]);
  await advance(0);
  view.unmount();
  await advance(ORDER_POLL_INTERVAL_MS * 6);
  expect(fetchOrder).toHaveBeenCalledTimes(1);
});

test('gives up after ten minutes, and "check again" looks once more and polls for another ten', async () => {
  const { fetchOrder } = setup([{ status: 'P' }]);
  await advance(0);
  await advance(ORDER_POLL_GIVE_UP_MS - ORDER_POLL_INTERVAL_MS);
  expect(screen.queryByRole('button', { name: 'check again' })).not.toBeInTheDocument();
  await advance(ORDER_POLL_INTERVAL_MS);
  expect(screen.getByRole('button', { name: 'check again' })).toBeInTheDocument();

  // One call at the start, then one every 5 s for ten minutes.
  const callsAtGiveUp = fetchOrder.mock.calls.length;
  expect(callsAtGiveUp).toBeGreaterThanOrEqual(ORDER_POLL_GIVE_UP_MS / ORDER_POLL_INTERVAL_MS);
  expect(callsAtGiveUp).toBeLessThanOrEqual(ORDER_POLL_GIVE_UP_MS / ORDER_POLL_INTERVAL_MS + 1);
  await advance(ORDER_POLL_INTERVAL_MS * 10);
  expect(fetchOrder).toHaveBeenCalledTimes(callsAtGiveUp);

  await act(async () => {
    screen.getByRole('button', { name: 'check again' }).click();
    await vi.advanceTimersByTimeAsync(0);
  });
  expect(fetchOrder).toHaveBeenCalledTimes(callsAtGiveUp + 1);
  expect(screen.queryByRole('button', { name: 'check again' })).not.toBeInTheDocument();
  await advance(ORDER_POLL_INTERVAL_MS);
  expect(fetchOrder).toHaveBeenCalledTimes(callsAtGiveUp + 2);
  await advance(ORDER_POLL_GIVE_UP_MS);
  expect(screen.getByRole('button', { name: 'check again' })).toBeInTheDocument();
});

test('an order realized by the last check before giving up is shown, not given up on', async () => {
  const answers: Order[] = Array.from({ length: ORDER_POLL_GIVE_UP_MS / ORDER_POLL_INTERVAL_MS }, () => ({
    status: 'P',
  }));
  setup([...answers, { status: 'R' }]);
  await advance(0);
  await advance(ORDER_POLL_GIVE_UP_MS);
  expect(screen.getByText('status: R')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'check again' })).not.toBeInTheDocument();
});

test('a realized answer stays realized, whatever a later request answers or fails to answer', async () => {
  const { fetchOrder, client } = setup([{ status: 'R' }, { status: 'P' }, new Error('500')]);
  await advance(0);
  expect(screen.getByText('realized: yes')).toBeInTheDocument();
  // Nothing asks again by itself: not the clock, not a focus, not a reconnect.
  act(() => setHidden(true));
  act(() => setHidden(false));
  act(() => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
  });
  await advance(ORDER_POLL_INTERVAL_MS * 4);
  expect(fetchOrder).toHaveBeenCalledTimes(1);

  // Asked explicitly, a server that now says "pending" does not take the paid order away ...
  await act(() => client.refetchQueries());
  await advance(0);
  expect(fetchOrder).toHaveBeenCalledTimes(2);
  expect(screen.getByText('status: P')).toBeInTheDocument();
  expect(screen.getByText('realized: yes')).toBeInTheDocument();
  // ... nor starts the polling again ...
  await advance(ORDER_POLL_INTERVAL_MS * 4);
  expect(fetchOrder).toHaveBeenCalledTimes(2);
  // ... and a failure is only a note.
  await act(() => client.refetchQueries());
  await advance(0);
  expect(screen.getByText('realized: yes')).toBeInTheDocument();
  expect(screen.getByText('refresh failed')).toBeInTheDocument();
});
