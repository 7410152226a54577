import { act, screen, waitFor } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { createPaymentRequest, recordGatewayOutcome, type GatewayOutcome } from '@/mocks/db';
import type * as Download from '@/lib/download';
import { server } from '@/mocks/node';
import { currentUrl, renderRoute } from '../../render';
import { recordRequests } from './helpers';

const saveFileSpy = vi.hoisted(() => vi.fn((_blob: Blob, _name: string) => Promise.resolve()));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveFile: saveFileSpy,
}));

const ORDER = '/payment-api/tickets/vpa-ticket-summary';

function teyaOrder(outcome: GatewayOutcome | null = null): string {
  const id = createPaymentRequest({
    kind: 'ticket',
    gateway: 'TY',
    plate: 'ZG42XY',
    zoneId: 103,
    totalCents: 800,
    hourly: false,
    quantity: 1,
    validFrom: '2026-07-01T06:00:00.000Z',
    validTo: '2026-07-02T06:00:00.000Z',
    tariff: 'D1',
  });
  if (outcome) recordGatewayOutcome(id, outcome);
  return id;
}

const summaryUrl = (id: string) => `/ticket-summary?order=${encodeURIComponent(id)}`;
const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  saveFileSpy.mockClear();
  focusManager.setFocused(undefined);
});

const options = (extra: Parameters<typeof renderRoute>[1] = {}) => ({
  advanceTimers: vi.advanceTimersByTime,
  ...extra,
});

describe('/ticket-summary', () => {
  it('polls every 5 s until the order is realized, then shows the ticket and stops', async () => {
    const polls = recordRequests(ORDER);
    await renderRoute(summaryUrl(teyaOrder()), options({ session: { zoneCode: 'RI-Z3' } }));

    const processing = await screen.findByText('Processing payment and ticket…');
    expect(processing.closest('[role="status"]')).not.toBeNull();
    await waitFor(() => expect(polls).toHaveLength(1));

    await advance(4_000);
    expect(polls).toHaveLength(1);
    expect(screen.getByText('Processing payment and ticket…')).toBeInTheDocument();

    await advance(1_500);
    await waitFor(() => expect(polls).toHaveLength(2));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase successful' })).toBeInTheDocument();
    // The details come with the ticket's card, a moment after the heading at most.
    expect(await screen.findByText('You have successfully bought ticket no.')).toBeInTheDocument();
    expect(screen.getByText('1001')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your purchase!')).toBeInTheDocument();
    // 2026-07-02T06:00Z is 08:00 in Zagreb.
    expect(screen.getByText('The ticket is valid until', { exact: false })).toHaveTextContent(
      'The ticket is valid until 02. 07. 2026. 08:00 h',
    );
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/?z=RI-Z3');

    await advance(20_000);
    expect(polls).toHaveLength(2);
  });

  it('downloads the invoice as Ticket_{number}_{random}.pdf', async () => {
    server.use(
      http.get(`*${ORDER}`, () =>
        HttpResponse.json({
          transactionStatus: 'R',
          invoiceId: 9000,
          ticketNumber: '1000',
          validTo: '2026-06-15T14:30:00.000Z',
        }),
      ),
    );
    const { user } = await renderRoute(summaryUrl('order-1'), options());
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalledTimes(1));
    const [blob, name] = saveFileSpy.mock.calls[0];
    expect(name).toMatch(/^Ticket_1000_[A-Za-z0-9]{6}\.pdf$/);
    expect(blob.type).toBe('application/pdf');
    expect(screen.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/welcome');
  });

  it('keeps polling while realized has no invoice yet', async () => {
    let calls = 0;
    server.use(
      http.get(`*${ORDER}`, () => {
        calls += 1;
        return HttpResponse.json(
          calls < 3
            ? { transactionStatus: 'R', invoiceId: null, ticketNumber: '5', validTo: null }
            : {
                transactionStatus: 'R',
                invoiceId: 9000,
                ticketNumber: '5',
                validTo: '2026-06-15T14:30:00.000Z',
              },
        );
      }),
    );
    await renderRoute(summaryUrl('order-2'), options());
    expect(await screen.findByText('Processing payment and ticket…')).toBeInTheDocument();
    await advance(5_100);
    expect(screen.getByText('Processing payment and ticket…')).toBeInTheDocument();
    await advance(5_100);
    expect(await screen.findByText('You have successfully bought ticket no.')).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('pauses while the page is hidden', async () => {
    const polls = recordRequests(ORDER);
    await renderRoute(summaryUrl(teyaOrder()), options());
    await waitFor(() => expect(polls).toHaveLength(1));
    act(() => focusManager.setFocused(false));
    await advance(16_000);
    expect(polls).toHaveLength(1);
    act(() => focusManager.setFocused(true));
    await advance(5_100);
    await waitFor(() => expect(polls.length).toBeGreaterThan(1));
  });

  it('stops polling when the visitor leaves', async () => {
    const polls = recordRequests(ORDER);
    const { router } = await renderRoute(summaryUrl(teyaOrder()), options());
    await waitFor(() => expect(polls).toHaveLength(1));
    await act(() => router.navigate('/welcome'));
    await advance(16_000);
    expect(polls).toHaveLength(1);
  });

  it('shows a server error while the polls go on, and the ticket comes without a tap', async () => {
    server.use(
      http.get(`*${ORDER}`, () => HttpResponse.json('Internal server error.', { status: 500 }), {
        once: true,
      }),
    );
    const polls = recordRequests(ORDER);
    await renderRoute(summaryUrl(teyaOrder()), options());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error!');
    expect(alert).toHaveTextContent('Error fetching data. The page checks again every 5 seconds.');
    await advance(5_100);
    expect(await screen.findByText('Processing payment and ticket…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await advance(5_100);
    expect(await screen.findByText('1001')).toBeInTheDocument();
    expect(polls).toHaveLength(3);
  });

  it("ends the polling on the server's own answer, and Try again looks at once", async () => {
    server.use(
      http.get(`*${ORDER}`, () => HttpResponse.json('Transaction not found.', { status: 404 }), {
        once: true,
      }),
    );
    const polls = recordRequests(ORDER);
    const { user } = await renderRoute(summaryUrl(teyaOrder()), options());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('checks again');
    await advance(12_000);
    expect(polls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Processing payment and ticket…')).toBeInTheDocument();
    await advance(5_100);
    expect(await screen.findByText('1001')).toBeInTheDocument();
    expect(polls).toHaveLength(3);
  });

  it('shows a declined payment in words the visitor understands', async () => {
    await renderRoute(summaryUrl(teyaOrder('declined')), options({ language: 'hr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Transakcija je odbijena.');
  });

  it('treats an answer of the wrong shape as an error', async () => {
    server.use(http.get(`*${ORDER}`, () => HttpResponse.json({ status: 'R' })));
    await renderRoute(summaryUrl('order-3'), options());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching data.');
  });

  it('without an order shows the no-data state and a way home', async () => {
    const polls = recordRequests(ORDER);
    const { user, router } = await renderRoute(
      '/ticket-summary',
      options({ session: { zoneCode: 'RI-Z3' } }),
    );
    expect(
      await screen.findByText('There is no purchase to show. Check the link or go back to the home page.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Home page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/?z=RI-Z3'));
    expect(polls).toHaveLength(0);
  });

  it('speaks German', async () => {
    await renderRoute(summaryUrl(teyaOrder()), options({ language: 'de' }));
    expect(await screen.findByText('Zahlung und Parkschein werden verarbeitet…')).toBeInTheDocument();
  });
});
