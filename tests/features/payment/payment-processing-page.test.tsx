import { configure, screen, waitFor, cleanup } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FINALIZED_KEY } from '@/features/payment/finalize-once';
import { findPaidTicket } from '@/pocket/paid-ticket';
import { rememberPurchase } from '@/pocket/purchase-context';
import { createPaymentRequest, recordGatewayOutcome, type GatewayOutcome } from '@/mocks/db';
import { SELECTION_KEY } from '@/stores/session-keys';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';
import { recordRequests } from './helpers';

const FINALIZE = '/payment-api/transactions/vpa/finalize-worldline-payment';

function worldlineRequest(outcome: GatewayOutcome | null = 'approved'): string {
  const id = createPaymentRequest({
    kind: 'ticket',
    gateway: 'WL',
    plate: 'RI123AB',
    zoneId: 101,
    totalCents: 320,
    hourly: true,
    quantity: 2,
    validFrom: '2026-06-20T08:00:00.000Z',
    validTo: '2026-06-20T10:00:00.000Z',
    tariff: 'H1',
  });
  if (outcome) recordGatewayOutcome(id, outcome);
  return id;
}

const processingUrl = (id: string) => `/payment-processing?requestid=${encodeURIComponent(id)}`;

describe('/payment-processing', () => {
  it("without requestid shows 'Processing payment and parking ticket…' and calls nothing", async () => {
    const finalizes = recordRequests(FINALIZE);
    await renderRoute('/payment-processing');
    expect(await screen.findByText('Processing payment and parking ticket…')).toBeInTheDocument();
    expect(
      screen.getByText('Processing payment and parking ticket…').closest('[role="status"]'),
    ).not.toBeNull();
    expect(finalizes).toHaveLength(0);
  });

  it('shows the spinner text while finalizing, then replaces itself with the summary', async () => {
    const id = worldlineRequest();
    const finalizes = recordRequests(FINALIZE);
    const { router } = await renderRoute(processingUrl(id), { session: { zoneCode: 'RI-Z1' } });
    expect(await screen.findByText('Processing transaction. Do not refresh the page.')).toBeInTheDocument();

    expect(await screen.findByText('You have successfully bought ticket no.')).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/summary?ticket=T-1001');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(finalizes).toHaveLength(1);
    expect(finalizes[0].params.get('requestId')).toBe(id);
  });

  it('a checkout another tab started: the summary tells that tab, by the request id its history entry keeps', async () => {
    // The bank's app opened the return in this tab: it holds no purchase for the request.
    const id = worldlineRequest();
    const tabAtTheBank = new BroadcastChannel('vpa-paid-tickets');
    onTestFinished(() => tabAtTheBank.close());
    const told: unknown[] = [];
    tabAtTheBank.onmessage = (event: MessageEvent) => told.push(event.data);
    const { router } = await renderRoute(processingUrl(id));

    expect(await screen.findByText('You have successfully bought ticket no.')).toBeInTheDocument();
    // Kept with the summary's entry: a reload of the summary finds it there again.
    expect(router.state.location.state).toEqual({ requestId: id });
    await waitFor(() =>
      expect(told).toContainEqual({
        ticketNumber: '1001',
        end: '2026-06-20T10:00:00.000Z',
        orderId: null,
        requestId: id,
      }),
    );
  });

  describe('under React StrictMode', () => {
    beforeEach(() => configure({ reactStrictMode: true }));
    afterEach(() => configure({ reactStrictMode: false }));

    it('finalizes exactly once, and a reload after success goes to the summary without calling again', async () => {
      const id = worldlineRequest();
      const finalizes = recordRequests(FINALIZE);
      const first = await renderRoute(processingUrl(id));
      await waitFor(() => expect(currentUrl(first.router)).toBe('/summary?ticket=T-1001'));
      expect(await screen.findByText('1001')).toBeInTheDocument();
      expect(finalizes).toHaveLength(1);

      // A reload: a new app on the same URL, with this tab's sessionStorage.
      cleanup();
      const second = await renderRoute(processingUrl(id));
      await waitFor(() => expect(currentUrl(second.router)).toBe('/summary?ticket=T-1001'));
      expect(await screen.findByText('1001')).toBeInTheDocument();
      expect(finalizes).toHaveLength(1);
    });

    it('a reload after a failure shows the same error without calling again', async () => {
      const id = worldlineRequest('declined');
      const finalizes = recordRequests(FINALIZE);
      const first = await renderRoute(processingUrl(id));
      await waitFor(() => expect(first.router.state.location.pathname).toBe('/payment-processing-error'));
      cleanup();
      const second = await renderRoute(processingUrl(id));
      expect(await screen.findByText('The transaction was declined.')).toBeInTheDocument();
      expect(second.router.state.location.pathname).toBe('/payment-processing-error');
      expect(finalizes).toHaveLength(1);
    });
  });

  it.each([
    ['declined', 'Transaction declined.', 'The transaction was declined.'],
    ['cancelled', 'Transaction aborted.', 'The transaction was aborted.'],
  ] as const)(
    'a %s payment goes to the error page with status 401 and the translated message',
    async (outcome, message, shown) => {
      const id = worldlineRequest(outcome);
      const { router } = await renderRoute(processingUrl(id));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      const params = new URLSearchParams(router.state.location.search);
      expect(router.state.location.pathname).toBe('/payment-processing-error');
      expect(params.get('status')).toBe('401');
      expect(params.get('message')).toBe(message);
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('an unknown request goes to the not-found warning', async () => {
    const { router } = await renderRoute(processingUrl('nonsense'));
    expect(await screen.findByText('Transaction not found.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('404');
  });

  it("a finalize failing with 500 or above carries the message 'There was an error.'", async () => {
    server.use(
      http.get(`*${FINALIZE}`, () => HttpResponse.json('NullPointerException at line 42', { status: 502 })),
    );
    const { router } = await renderRoute(processingUrl(worldlineRequest()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('status')).toBe('502');
    expect(params.get('message')).toBe('There was an error.');
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error.');
    expect(screen.queryByText(/NullPointer/)).not.toBeInTheDocument();
  });

  it.each([
    [
      'plain text',
      () =>
        new HttpResponse('Transaction not authorized.', {
          status: 401,
          headers: { 'Content-Type': 'text/plain' },
        }),
    ],
    ['a JSON string', () => HttpResponse.json('Transaction not authorized.', { status: 401 })],
    ['{ message }', () => HttpResponse.json({ message: 'Transaction not authorized.' }, { status: 401 })],
  ])('reads the server message below 500 from %s', async (_, reply) => {
    server.use(http.get(`*${FINALIZE}`, reply));
    const { router } = await renderRoute(processingUrl(worldlineRequest()));
    expect(await screen.findByText('The transaction was not authorized.')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('message')).toBe(
      'Transaction not authorized.',
    );
  });

  it('a 200 answer of the wrong shape is an error, not a crash', async () => {
    server.use(http.get(`*${FINALIZE}`, () => HttpResponse.json({ code: 'T-1' })));
    await renderRoute(processingUrl(worldlineRequest()));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Error processing payment' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached, then finishes', async () => {
    server.use(http.get(`*${FINALIZE}`, () => HttpResponse.error(), { once: true }));
    const finalizes = recordRequests(FINALIZE);
    const { user, router } = await renderRoute(processingUrl(worldlineRequest()));
    expect(
      await screen.findByText('Could not reach the server. Check your internet connection and try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-processing');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/summary?ticket=T-1001'));
    expect(finalizes).toHaveLength(2);
  });

  it('speaks Croatian', async () => {
    await renderRoute('/payment-processing', { language: 'hr' });
    expect(await screen.findByText('Obrada plaćanja i parkirne karte…')).toBeInTheDocument();
  });

  it('a reload cut off finalize: the notice names the plate this request paid for, not the form’s', async () => {
    // This tab paid for RI123AB, then started another ticket whose form holds ZG1234AB.
    rememberPurchase(
      {
        zoneCode: 'RI-Z1',
        zoneName: 'Zona 1',
        city: 'RIJEKA',
        plate: 'RI123AB',
        start: new Date().toISOString(),
        end: new Date(Date.now() + 2 * 3_600_000).toISOString(),
      },
      { gateway: 'WL' },
    );
    const id = worldlineRequest();
    const first = await renderRoute(processingUrl(id));
    await waitFor(() => expect(currentUrl(first.router)).toBe('/summary?ticket=T-1001'));
    cleanup();
    // The server realized it, but this tab only knows it had started (a reload cut the call off).
    sessionStorage.setItem(FINALIZED_KEY, JSON.stringify([[id, { kind: 'pending' }]]));
    sessionStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ ticketType: 'hourly', plateNumber: 'ZG1234AB', duration: 1 }),
    );
    await renderRoute(processingUrl(id));
    const title = await screen.findByText('Payment already processed');
    const notice = title.closest('[role="status"]');
    expect(notice).toHaveTextContent('Licence plate: RI123AB, zone: Zona 1.');
    expect(notice).not.toHaveTextContent('ZG1234AB');
    // Paid, though its number is not known here: /payment will name it before a second payment.
    await waitFor(() => expect(findPaidTicket('RI-Z1', 'RI123AB')).toMatchObject({ ticketNumber: null }));
  });

  it('a reload cut off finalize and this tab knows no purchase for it: no plate is named, not the form’s', async () => {
    const id = worldlineRequest();
    // The server realized it; this tab only knows the call had started, and its form now holds
    // another plate for another zone (a purchase of another tab, or one this tab no longer keeps).
    await renderRoute(processingUrl(id));
    await screen.findByText('You have successfully bought ticket no.');
    cleanup();
    sessionStorage.clear();
    sessionStorage.setItem(FINALIZED_KEY, JSON.stringify([[id, { kind: 'pending' }]]));
    await renderRoute(processingUrl(id), {
      session: { zoneCode: 'RI-Z2', ticketType: 'hourly', plateNumber: 'ZG1234AB' },
    });
    const title = await screen.findByText('Payment already processed');
    const notice = title.closest('[role="status"]');
    expect(notice).toHaveTextContent('the system reports the transaction as already completed');
    expect(notice).not.toHaveTextContent('ZG1234AB');
    expect(notice).not.toHaveTextContent(/Licence plate/);
  });
});
