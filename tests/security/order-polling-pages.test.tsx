// The ticket and fine summary pages after ten minutes of "pending": the visitor who has paid gets
// the order reference and a way to check again, never an endless spinner.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ORDER_POLL_GIVE_UP_MS } from '@/lib/use-order-polling';
import { server } from '@/mocks/node';
import { renderRoute } from '../render';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const pages = [
  {
    route: '/ticket-summary?order=ORDER-TICKET-1',
    path: '*/payment-api/tickets/vpa-ticket-summary',
    pending: { transactionStatus: 'P', invoiceId: null, ticketNumber: null, validTo: null },
    realized: {
      transactionStatus: 'R',
      invoiceId: 9000,
      ticketNumber: '1000',
      validTo: '2026-06-15T14:30:00.000Z',
    },
    success: 'You have successfully bought ticket no.',
  },
  {
    route: '/fine-summary?order=ORDER-FINE-1',
    path: '*/payment-api/fines/vpa-fine-summary',
    pending: { transactionStatus: 'P', invoiceId: null, invoiceNumber: null },
    realized: { transactionStatus: 'R', invoiceId: 9001, invoiceNumber: '2026-00042' },
    success: 'The parking fine has been paid successfully.',
  },
];

describe.each(pages)('$route', ({ route, path, pending, realized, success }) => {
  test('gives up after ten minutes with the order reference, and "Check again" looks again', async () => {
    let answer: object = pending;
    let polls = 0;
    server.use(
      http.get(path, () => {
        polls++;
        return HttpResponse.json(answer);
      }),
    );
    await renderRoute(route, { advanceTimers: vi.advanceTimersByTime });
    await waitFor(() => expect(polls).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(ORDER_POLL_GIVE_UP_MS - 10_000));
    expect(screen.queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    expect(screen.getByText('Still processing')).toBeInTheDocument();
    expect(screen.getByText(new URL(`http://x${route}`).searchParams.get('order') ?? '')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home page' })).toBeInTheDocument();

    const before = polls;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls).toBe(before);

    answer = realized;
    checkAgain.click();
    expect(await screen.findByText(success, { exact: false })).toBeInTheDocument();
    expect(polls).toBe(before + 1);
  });
});
