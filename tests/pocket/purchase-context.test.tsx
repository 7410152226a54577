import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type * as Gateways from '@/api/gateways/handoff';
import { PURCHASE_KEY } from '@/pocket/purchase-context';
import { pollOrder, recordGatewayOutcome } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderRoute } from '../render';
import { confirmWhenPriced, HOURLY_RI_Z1_SESSION } from '../features/payment/helpers';

const SLOW = { timeout: 30_000 };

const handOffSpy = vi.hoisted(() => vi.fn());
vi.mock('@/api/gateways/handoff', async (importOriginal) => ({
  ...(await importOriginal<typeof Gateways>()),
  handOff: handOffSpy,
}));
afterEach(() => handOffSpy.mockClear());

it('keeps zone, city, plate, start and end for this tab before leaving for the gateway', async () => {
  const { user } = await renderRoute('/payment', { session: HOURLY_RI_Z1_SESSION });
  await confirmWhenPriced(user);
  const dialog = await screen.findByRole('dialog', { name: 'Important message' });
  await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
  await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(1));

  const stored = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) ?? 'null') as {
    version: number;
    purchases: Record<string, string | null>[];
  };
  expect(stored.version).toBe(2);
  expect(stored.purchases).toHaveLength(1);
  const [purchase] = stored.purchases;
  expect(purchase).toMatchObject({
    zoneCode: 'RI-Z1',
    zoneName: 'Zona 1',
    city: 'RIJEKA',
    plate: 'RI123AB',
    // Worldline: the request id the gateway's address names (the mock's does).
    gateway: 'WL',
    requestId: new URL((handOffSpy.mock.calls[0][0] as { url: string }).url).searchParams.get('requestId'),
    ticketCode: null,
  });
  expect(Date.parse(purchase.end ?? '') - Date.parse(purchase.start ?? '')).toBe(2 * 3_600_000);
});

// Two daily tickets bought in one tab end at the same minute; each summary must
// show its own plate, found by the order id (Teya) or the ticket code (Worldline), not by the end.
describe('two daily tickets bought in one tab', () => {
  const daily = (zoneCode: string, plateNumber: string) => ({
    zoneCode,
    ticketType: 'daily' as const,
    tariffId: 22,
    tariffType: 'D1',
    plateNumber,
    duration: 1,
  });

  /** /payment -> Confirm -> Pay; returns the hand-off the app would have left with. */
  async function pay(session: ReturnType<typeof daily>): Promise<Gateways.Handoff> {
    const calls = handOffSpy.mock.calls.length;
    const view = await renderRoute('/payment', { session });
    await confirmWhenPriced(view.user);
    const dialog = await screen.findByRole('dialog', { name: 'Important message' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(handOffSpy).toHaveBeenCalledTimes(calls + 1));
    view.unmount();
    return handOffSpy.mock.calls[calls][0] as Gateways.Handoff;
  }

  async function cardValues(): Promise<Record<string, string>> {
    const card = await screen.findByRole('region', { name: /^Ticket \d+$/ }, SLOW);
    const terms = within(card).getAllByRole('term');
    const values = within(card).getAllByRole('definition');
    return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i].textContent ?? '']));
  }

  it('Teya: each order shows its own plate', async () => {
    const first = await pay(daily('RI-Z3', 'ZG42XY'));
    const second = await pay(daily('RI-Z3', 'ZG77AB'));
    const orderOf = (handoff: Gateways.Handoff) => (handoff.kind === 'form' ? handoff.fields.orderid : '');
    const ends: string[] = [];
    for (const handoff of [first, second]) {
      recordGatewayOutcome(orderOf(handoff), 'approved');
      // The mock answers "pending" on its first poll: realized from the second on.
      pollOrder(orderOf(handoff), 'ticket');
      const realized = pollOrder(orderOf(handoff), 'ticket');
      ends.push(realized.ok && realized.value.status === 'R' ? (realized.value.ticket?.validTo ?? '') : '');
    }
    // Same day, same length: the two tickets end within the same minute.
    expect(Math.abs(Date.parse(ends[0]) - Date.parse(ends[1]))).toBeLessThan(60_000);

    let view = await renderRoute(`/ticket-summary?order=${orderOf(first)}`);
    expect(await cardValues()).toMatchObject({ 'Licence plate': 'ZG42XY', Zone: 'Zona 3, Rijeka' });
    view.unmount();
    view = await renderRoute(`/ticket-summary?order=${orderOf(second)}`);
    expect(await cardValues()).toMatchObject({ 'Licence plate': 'ZG77AB' });
    view.unmount();
    // An order this tab never paid for, ending at the same time: only what the server says.
    server.use(
      http.get('*/payment-api/tickets/vpa-ticket-summary', () =>
        HttpResponse.json({
          transactionStatus: 'R',
          invoiceId: 9000,
          ticketNumber: '1000',
          validTo: ends[0],
        }),
      ),
    );
    await renderRoute('/ticket-summary?order=another-order');
    expect(Object.keys(await cardValues())).toEqual(['End']);
  });

  it('Worldline: each ticket code shows its own plate, also when the first summary is opened again', async () => {
    const requestOf = (handoff: Gateways.Handoff) =>
      handoff.kind === 'redirect' ? (new URL(handoff.url).searchParams.get('requestId') ?? '') : '';
    const codes: string[] = [];
    for (const plate of ['RI123AB', 'RI456CD']) {
      const requestId = requestOf(await pay(daily('RI-Z1', plate)));
      recordGatewayOutcome(requestId, 'approved');
      const view = await renderRoute(`/payment-processing?requestid=${encodeURIComponent(requestId)}`);
      await screen.findByRole('region', { name: /^Ticket \d+$/ }, SLOW);
      codes.push(new URLSearchParams(view.router.state.location.search).get('ticket') ?? '');
      expect(await cardValues()).toMatchObject({ 'Licence plate': plate });
      view.unmount();
    }

    await renderRoute(`/summary?ticket=${codes[0]}`);
    expect(await cardValues()).toMatchObject({ 'Licence plate': 'RI123AB', Zone: 'Zona 1, Rijeka' });
  });

  it('a ticket whose end disagrees with the purchase shows only what the server says', async () => {
    const handoff = await pay(daily('RI-Z3', 'ZG42XY'));
    const orderId = handoff.kind === 'form' ? handoff.fields.orderid : '';
    server.use(
      http.get('*/payment-api/tickets/vpa-ticket-summary', () =>
        HttpResponse.json({
          transactionStatus: 'R',
          invoiceId: 9000,
          ticketNumber: '1000',
          validTo: '2026-06-15T14:30:00.000Z',
        }),
      ),
    );
    await renderRoute(`/ticket-summary?order=${orderId}`);
    expect(Object.keys(await cardValues())).toEqual(['End']);
  });
});
