// Once the server has confirmed a payment, what it said is final: a weak signal after the bank's
// app, the PDF viewer or the share sheet (the tab regains focus, the network comes back) must not
// ask again, and a later failed request must never replace the ticket or the invoice with an error.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { recordRequests } from '../features/payment/helpers';
import { renderRoute, type RouterProbe } from '../render';

const REFRESH_FAILED = 'Could not refresh. This is what the server last confirmed.';

const failing = () => HttpResponse.json('Internal server error.', { status: 500 });

/** The tab comes back to the front (back from the bank's app, the PDF viewer, the share sheet). */
function tabRegainsFocus() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  window.dispatchEvent(new Event('visibilitychange'));
}

/** One bar in the car park: the connection drops and comes back. */
function networkComesBack() {
  window.dispatchEvent(new Event('offline'));
  window.dispatchEvent(new Event('online'));
}

async function provokeRefetch(router: RouterProbe, leaveAndComeBack: boolean) {
  await act(async () => {
    tabRegainsFocus();
    networkComesBack();
    await vi.advanceTimersByTimeAsync(1_000);
  });
  if (!leaveAndComeBack) return;
  // Over to another screen and Back again.
  await act(() => router.navigate('/welcome'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/welcome'));
  await act(() => router.navigate(-1));
  await waitFor(() => expect(router.state.location.pathname).toBe('/summary'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each([
  {
    name: '/ticket-summary (Teya, polled)',
    url: '/ticket-summary?order=ORDER-1',
    path: '/payment-api/tickets/vpa-ticket-summary',
    answer: {
      transactionStatus: 'R',
      invoiceId: 9000,
      ticketNumber: '4711',
      validTo: '2026-06-15T14:30:00.000Z',
    },
    shown: ['4711', 'Download invoice'],
    staleAfter: 0,
    // A polled order is not kept once its page is left: coming back asks afresh.
    leaveAndComeBack: false,
  },
  {
    name: '/fine-summary (polled)',
    url: '/fine-summary?order=ORDER-2',
    path: '/payment-api/fines/vpa-fine-summary',
    answer: { transactionStatus: 'R', invoiceId: 9001, invoiceNumber: '2026-00042' },
    shown: ['2026-00042', 'Download invoice'],
    staleAfter: 0,
    leaveAndComeBack: false,
  },
  {
    name: '/summary?ticket= (Worldline)',
    url: '/summary?ticket=T-4711',
    path: '/payment-api/tickets/vpa-summary',
    answer: { ticketNumber: '4711', validTo: '2026-06-15T14:30:00.000Z', invoiceId: 9000 },
    shown: ['4711', 'Download invoice'],
    // Past the cache's five minutes, while it still holds the answer.
    staleAfter: 6 * 60_000,
    leaveAndComeBack: true,
  },
  {
    name: '/summary?invoice= (a paid fine)',
    url: '/summary?invoice=9001',
    path: '/payment-api/invoices/sqid',
    answer: { id: 9001, invoiceNumber: '2026-00042' },
    shown: ['2026-00042', 'Download invoice'],
    staleAfter: 6 * 60_000,
    leaveAndComeBack: true,
  },
])('$name', ({ url, path, answer, shown, staleAfter, leaveAndComeBack }) => {
  async function showRealized() {
    let failNow = false;
    server.use(http.get(`*${path}`, () => (failNow ? failing() : HttpResponse.json(answer))));
    const requests = recordRequests(path);
    const view = await renderRoute(url, { advanceTimers: vi.advanceTimersByTime });
    for (const text of shown) expect(await screen.findByText(text)).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await act(() => vi.advanceTimersByTimeAsync(staleAfter));
    failNow = true;
    return { ...view, requests };
  }

  async function expectStillShown() {
    for (const text of shown) expect(await screen.findByText(text)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }

  it('does not ask again when the tab regains focus, the network comes back or the page is shown again', async () => {
    const { requests, router } = await showRealized();
    const before = requests.length;
    await provokeRefetch(router, leaveAndComeBack);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await expectStillShown();
    expect(requests).toHaveLength(before);
  });

  it('a later failed request leaves what the server confirmed, with a small note', async () => {
    const { queryClient, requests } = await showRealized();
    const before = requests.length;
    // Whatever asks again (here every query of the app at once), the answer is an error.
    await act(() => queryClient.refetchQueries());
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
    expect(await screen.findByText(REFRESH_FAILED)).toBeInTheDocument();
    await expectStillShown();
  });
});
