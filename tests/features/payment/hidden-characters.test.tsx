import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ORDER_POLL_GIVE_UP_MS } from '@/lib/use-order-polling';
import { server } from '@/mocks/node';
import { renderRoute } from '../../render';
import './helpers';

// Text from the address or from the server reaches the payment screens without direction
// controls or invisible characters (the error page has its own tests in payment-error-page.test).

const HIDDEN = /[\p{Cf}\p{Cc}\u2028\u2029]/u;

afterEach(() => {
  vi.useRealTimers();
});

test('/ticket-summary: the order reference from the address, once it is still processing', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  server.use(
    http.get('*/payment-api/tickets/vpa-ticket-summary', () =>
      HttpResponse.json({ transactionStatus: 'P', invoiceId: null, ticketNumber: null, validTo: null }),
    ),
  );
  const order = 'ORD-\u202e1234\u202c-\u200b56\u2066\u{e0041}\u2028x';
  await renderRoute(`/ticket-summary?order=${encodeURIComponent(order)}`, {
    advanceTimers: vi.advanceTimersByTime,
  });
  expect(await screen.findByText('Processing payment and ticket…')).toBeInTheDocument();
  await act(async () => void (await vi.advanceTimersByTimeAsync(ORDER_POLL_GIVE_UP_MS + 1_000)));

  const alert = await screen.findByText('Still processing');
  const reference = screen.getByText('ORD-1234-56 x');
  expect(reference.tagName).toBe('STRONG');
  expect(alert.closest('.MuiAlert-root')?.textContent).not.toMatch(HIDDEN);
});

test('/summary?ticket=: the ticket number from the server', async () => {
  server.use(
    http.get('*/payment-api/tickets/vpa-summary', () =>
      HttpResponse.json({
        ticketNumber: '\u202e0001\u202c\u200b',
        validTo: '2026-06-15T14:30:00Z',
        invoiceId: null,
      }),
    ),
  );
  await renderRoute('/summary?ticket=T-1000');
  expect(await screen.findByRole('heading', { level: 1, name: 'Purchase successful' })).toBeInTheDocument();
  expect(screen.getByText('0001')).toBeInTheDocument();
  expect(screen.getByRole('main').textContent).not.toMatch(HIDDEN);
});

test('/summary?invoice=: the invoice number from the server', async () => {
  server.use(
    http.get('*/payment-api/invoices/sqid', () =>
      HttpResponse.json({ id: 9001, invoiceNumber: '\u2067\u202e24000-6202\u2069\u{e007f}' }),
    ),
  );
  await renderRoute('/summary?invoice=9001');
  expect(await screen.findByRole('heading', { level: 1, name: 'Fine paid' })).toBeInTheDocument();
  expect(screen.getByText('24000-6202')).toBeInTheDocument();
  expect(screen.getByRole('main').textContent).not.toMatch(HIDDEN);
});
