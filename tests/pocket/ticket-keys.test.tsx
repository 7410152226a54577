import { screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { http, HttpResponse } from 'msw';
import type * as Download from '@/lib/download';
import { KEPT_TICKETS_KEY } from '@/pocket/kept-tickets-key';
import { keepTicket, readKeptTickets, removeKeptTicket } from '@/pocket/kept-tickets';
import { rememberPurchase } from '@/pocket/purchase-context';
import { server } from '@/mocks/node';
import { renderRoute } from '../render';
import { keptTicket, PURCHASE_OF_T1000, rememberPurchaseOfT1000 } from './fixtures';

// A ticket without a ticket number is known by its invoice id, a number space
// of its own. The kept-ticket key and the calendar UID say which of the two they are.

const saveFileSpy = vi.hoisted(() => vi.fn((_blob: Blob, _name: string) => Promise.resolve()));
vi.mock('@/lib/download', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveFile: saveFileSpy,
}));
afterEach(() => saveFileSpy.mockClear());

const SLOW = { timeout: 30_000 };
const NOW = Date.parse('2026-06-15T13:00:00Z');
const END = '2026-06-15T14:00:00Z';

describe('kept tickets: ticket numbers and invoice ids do not collide', () => {
  it('keeps ticket 123 and the ticket known only by invoice 123 side by side', () => {
    keepTicket(keptTicket('123', END, { key: 'ticket-123', plate: 'RI123AB' }));
    keepTicket(keptTicket('123', END, { key: 'invoice-123', plate: 'ZG42XY', invoiceId: 123 }));
    expect(readKeptTickets(NOW).map((t) => [t.key, t.plate])).toEqual([
      ['invoice-123', 'ZG42XY'],
      ['ticket-123', 'RI123AB'],
    ]);
    removeKeptTicket('invoice-123');
    expect(readKeptTickets(NOW).map((t) => t.key)).toEqual(['ticket-123']);
  });

  it('still reads a ticket stored before the keys had a prefix, as a ticket number', () => {
    const { key: _key, ...old } = keptTicket('1001', END);
    localStorage.setItem(KEPT_TICKETS_KEY, JSON.stringify({ version: 1, tickets: [old] }));
    expect(readKeptTickets(NOW)).toEqual([{ ...old, key: 'ticket-1001' }]);
    // Kept again from its summary: the same ticket, not a second one.
    keepTicket(keptTicket('1001', END, { plate: 'ZG42XY' }));
    expect(readKeptTickets(NOW).map((t) => [t.key, t.plate])).toEqual([['ticket-1001', 'ZG42XY']]);
  });
});

describe('a ticket known only by its invoice, and a ticket with that number', () => {
  const ORDER = '*/payment-api/tickets/vpa-ticket-summary';

  async function keepFromSummary(url: string) {
    const view = await renderRoute(url);
    const card = await screen.findByRole('region', { name: 'Ticket 1000' }, SLOW);
    // The actions load after the card (a chunk of their own).
    await view.user.click(
      await within(card).findByRole('checkbox', { name: 'Keep this ticket on this phone' }, SLOW),
    );
    await view.user.click(within(card).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(saveFileSpy).toHaveBeenCalled());
    const [blob] = saveFileSpy.mock.calls[saveFileSpy.mock.calls.length - 1];
    const vevent = new ICAL.Component(
      ICAL.parse(new TextDecoder().decode(await blob.arrayBuffer())) as unknown[],
    ).getFirstSubcomponent('vevent');
    view.unmount();
    return vevent?.getFirstPropertyValue('uid');
  }

  it('are kept as two tickets with two calendar events', async () => {
    // While they are active: a ticket past its 7 days is not kept.
    vi.setSystemTime(new Date('2026-06-15T13:00:00Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // A Teya order realized without a ticket number: its invoice id is 1000.
    server.use(
      http.get(ORDER, () =>
        HttpResponse.json({
          transactionStatus: 'R',
          invoiceId: 1000,
          ticketNumber: null,
          validTo: PURCHASE_OF_T1000.end,
        }),
      ),
    );
    rememberPurchase({ ...PURCHASE_OF_T1000, plate: 'ZG42XY' }, { gateway: 'TY', orderId: 'order-9' });
    const host = window.location.host;
    expect(await keepFromSummary('/ticket-summary?order=order-9')).toBe(`vpa-invoice-1000@${host}`);

    rememberPurchaseOfT1000();
    expect(await keepFromSummary('/summary?ticket=T-1000')).toBe(`vpa-ticket-1000@${host}`);

    const stored = JSON.parse(localStorage.getItem(KEPT_TICKETS_KEY) ?? '') as {
      tickets: { key: string; ticketNumber: string; plate: string; invoiceId: number }[];
    };
    expect(
      stored.tickets.map(({ key, ticketNumber, plate, invoiceId }) => [key, ticketNumber, plate, invoiceId]),
    ).toEqual([
      ['ticket-1000', '1000', 'RI1000AA', 9000],
      ['invoice-1000', '1000', 'ZG42XY', 1000],
    ]);
  });
});
