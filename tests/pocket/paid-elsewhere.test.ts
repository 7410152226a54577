import { forgetEverythingKept } from '@/pocket/kept-tickets';
import { REMOVED_ALL_SIGNAL } from '@/pocket/kept-tickets-key';
import { listenForPaidElsewhere, paidElsewhere } from '@/pocket/paid-elsewhere';
import { findPaidTicket } from '@/pocket/paid-ticket';
import { pruneAtStart } from '@/pocket/prune-at-start';
import {
  markPurchasePaid,
  markRequestPaid,
  paidPurchases,
  rememberPurchase,
} from '@/pocket/purchase-context';

// Another open tab of the portal (the sticker scanned twice) has its own sessionStorage: what it
// paid reaches this tab as a message on the tabs' channel, held in memory. jsdom's window is one
// tab; the other is a BroadcastChannel of the same name, as a second tab's would be.
const CHANNEL = 'vpa-paid-tickets';
const HOUR = 3_600_000;
const PROBE = 'probe';
/** What a tab asks when it may have missed a ticket paid in another. */
const ASK = 'vpa-paid-tickets?';
const end = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

/** A purchase's context for RI-Z1 and ZG42XY, its hour started now. */
const purchaseContext = () => ({
  zoneCode: 'RI-Z1',
  zoneName: 'Zona 1',
  city: 'RIJEKA',
  plate: 'ZG42XY',
  start: end(0),
  end: end(HOUR),
});

/** The other tab's end of the channel; closed after the test. */
function otherTab() {
  const channel = new BroadcastChannel(CHANNEL);
  const received: unknown[] = [];
  channel.onmessage = (event: MessageEvent) => {
    if (event.data !== PROBE) received.push(event.data);
  };
  onTestFinished(() => channel.close());
  return { post: (data: unknown) => channel.postMessage(data), received };
}

/** Resolves once this tab's channel has delivered what was posted before (a round trip on it). */
async function delivered() {
  const probe = new BroadcastChannel(CHANNEL);
  const echo = new BroadcastChannel(CHANNEL);
  const seen = new Promise((resolve) => (echo.onmessage = resolve));
  probe.postMessage(PROBE);
  await seen;
  probe.close();
  echo.close();
}

beforeAll(() => listenForPaidElsewhere());
beforeEach(() => forgetEverythingKept());

test('a ticket paid in another tab is named here before a second payment, until its end', async () => {
  const other = otherTab();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).toBeNull();

  other.post({ ticketNumber: '1001', end: end(HOUR), zoneCode: 'RI-Z1', plate: 'ZG42XY' });
  await delivered();
  // Typed as on the plate or as the form folds it: the same plate.
  expect(findPaidTicket('RI-Z1', 'zg 42-xy')?.ticketNumber).toBe('1001');
  // Another zone, another plate: nothing.
  expect(findPaidTicket('RI-Z2', 'ZG42XY')).toBeNull();
  expect(findPaidTicket('RI-Z1', 'ZG42XZ')).toBeNull();
  // Once it has ended, it is not named.
  expect(findPaidTicket('RI-Z1', 'ZG42XY', Date.now() + 2 * HOUR)).toBeNull();
});

test('a ticket number told by another tab is shown without what would change how it reads', async () => {
  const other = otherTab();
  // A direction override and a zero-width space, as in a spoofed number.
  other.post({ ticketNumber: '10\u202E0\u200B1', end: end(HOUR), zoneCode: 'RI-Z1', plate: 'ZG42XY' });
  other.post({ ticketNumber: '\u202E\u200B', end: end(2 * HOUR), zoneCode: 'RI-Z1', plate: 'ZG42XY' });
  await delivered();
  // Nothing left of the second one's number: not a paid ticket.
  expect(paidElsewhere()).toHaveLength(1);
  expect(findPaidTicket('RI-Z1', 'ZG42XY')?.ticketNumber).toBe('1001');
});

test('a message that is not a paid ticket is not taken for one', async () => {
  const other = otherTab();
  const paid = { ticketNumber: '1001', end: end(HOUR), zoneCode: 'RI-Z1', plate: 'ZG42XY' };
  for (const junk of [
    'paid',
    null,
    { ...paid, plate: '' },
    { ...paid, plate: 'X'.repeat(21) },
    { ...paid, ticketNumber: 42 },
    { ...paid, end: undefined },
  ])
    other.post(junk);
  await delivered();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).toBeNull();
});

test('a purchase this tab saw paid is told to the other tabs, with or without its number', async () => {
  const other = otherTab();
  const context = purchaseContext();
  rememberPurchase(context, { gateway: 'TY', orderId: 'vpa1.a' });
  markPurchasePaid({ orderId: 'vpa1.a' }, context.end, 1001);
  // A payment cut off by a reload, which the server said was done: paid, its number unknown.
  rememberPurchase({ ...context, plate: 'RI77AB' }, { gateway: 'WL', requestId: 'vpa2.b' });
  markRequestPaid('vpa2.b');
  await delivered();
  expect(other.received).toEqual([
    { ticketNumber: '1001', end: context.end, zoneCode: 'RI-Z1', plate: 'ZG42XY' },
    { ticketNumber: null, end: context.end, zoneCode: 'RI-Z1', plate: 'RI77AB' },
  ]);
});

test('"Remove all", here or in another tab, forgets the tickets heard of', async () => {
  const other = otherTab();
  const paid = { ticketNumber: '1001', end: end(HOUR), zoneCode: 'RI-Z1', plate: 'ZG42XY' };
  other.post(paid);
  await delivered();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).not.toBeNull();
  await forgetEverythingKept();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).toBeNull();

  await pruneAtStart();
  other.post(paid);
  await delivered();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).not.toBeNull();
  window.dispatchEvent(new StorageEvent('storage', { key: REMOVED_ALL_SIGNAL, newValue: '1' }));
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).toBeNull();
});

test('a page in the back/forward cache hears nothing, and hears again once shown', async () => {
  const other = otherTab();
  const paid = (number: string) => ({
    ticketNumber: number,
    end: end(HOUR),
    zoneCode: 'RI-Z1',
    plate: 'ZG42XY',
  });
  window.dispatchEvent(new Event('pagehide'));
  other.post(paid('1001'));
  await delivered();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')).toBeNull();

  window.dispatchEvent(new Event('pageshow'));
  other.post(paid('1002'));
  await delivered();
  expect(findPaidTicket('RI-Z1', 'ZG42XY')?.ticketNumber).toBe('1002');
});

test('a tab shown again asks the open tabs what they paid meanwhile, and hears each ticket once', async () => {
  const other = otherTab();
  const paid = { ticketNumber: '1001', end: end(HOUR), zoneCode: 'RI-Z1', plate: 'ZG42XY' };
  // Back from the back/forward cache: the channel opens again with a question.
  window.dispatchEvent(new Event('pagehide'));
  window.dispatchEvent(new Event('pageshow'));
  await delivered();
  expect(other.received).toEqual([ASK]);
  // Seen again after a while hidden (a phone may have frozen it): asked again.
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
  onTestFinished(() => visibility.mockRestore());
  document.dispatchEvent(new Event('visibilitychange'));
  await delivered();
  expect(other.received).toEqual([ASK, ASK]);
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  await delivered();
  expect(other.received).toEqual([ASK, ASK]);

  // Two tabs answer with the same ticket: it is held once.
  other.post(paid);
  other.post(paid);
  await delivered();
  expect(paidElsewhere()).toEqual([paid]);
});

test('a question from another tab is answered with the purchases this tab saw paid', async () => {
  // The app's start hands the listener this tab's purchases to answer with.
  await pruneAtStart();
  const other = otherTab();
  other.post(ASK);
  await delivered();
  // Nothing bought here: no answer (and nothing of the purchases is loaded).
  expect(other.received).toEqual([]);

  const context = purchaseContext();
  rememberPurchase(context, { gateway: 'TY', orderId: 'vpa1.a' });
  rememberPurchase({ ...context, plate: 'RI77AB' }, { gateway: 'TY', orderId: 'vpa1.b' });
  markPurchasePaid({ orderId: 'vpa1.a' }, context.end, 1001);
  await delivered();
  other.received.length = 0;
  other.post(ASK);
  // Only the one paid; the other purchase is still at the bank.
  await vi.waitFor(
    () =>
      expect(other.received).toEqual([
        { ticketNumber: '1001', end: context.end, zoneCode: 'RI-Z1', plate: 'ZG42XY' },
      ]),
    { timeout: 5000 },
  );
});

describe("a return from the bank opened in another tab (the bank's app may open a new one)", () => {
  const context = purchaseContext();

  test("the tab that shows it paid, without having started it, tells it by the checkout's ids", async () => {
    const other = otherTab();
    // Worldline: the summary of a ticket code, finalized here from its request id.
    markPurchasePaid({ ticketCode: 'T-1', requestId: 'req-1' }, context.end, 1001);
    // Teya: the summary of its order.
    markPurchasePaid({ orderId: 'vpa1.z' }, context.end, 1002);
    // A ticket code not finalized here (a link): no id to tell it by.
    markPurchasePaid({ ticketCode: 'T-9' }, context.end, 1009);
    await delivered();
    const told = [
      { ticketNumber: '1001', end: context.end, orderId: null, requestId: 'req-1' },
      { ticketNumber: '1002', end: context.end, orderId: 'vpa1.z', requestId: null },
    ];
    expect(other.received).toEqual(told);

    // The tab at the bank's page comes back later and asks: told again.
    other.received.length = 0;
    other.post(ASK);
    await vi.waitFor(() => expect(other.received).toEqual([...told].reverse()), { timeout: 5000 });
  });

  test('the tab that started the checkout marks it paid and names its ticket', async () => {
    // The app's start hands the listener this tab's purchases.
    await pruneAtStart();
    const other = otherTab();
    rememberPurchase(context, { gateway: 'WL', requestId: 'req-2' });
    rememberPurchase({ ...context, plate: 'RI77AB' }, { gateway: 'TY', orderId: 'vpa1.y' });
    const paid = { ticketNumber: '1003', end: context.end, orderId: null, requestId: 'req-2' };
    for (const junk of [
      { ...paid, requestId: null },
      { ...paid, requestId: 'req-3' },
      { ...paid, end: end(3 * HOUR) },
    ])
      other.post(junk);
    await delivered();
    await Promise.resolve();
    expect(findPaidTicket('RI-Z1', 'ZG42XY')).toBeNull();

    other.post(paid);
    other.post({ ticketNumber: '1004', end: context.end, orderId: 'vpa1.y', requestId: null });
    await vi.waitFor(
      () => {
        expect(findPaidTicket('RI-Z1', 'ZG42XY')?.ticketNumber).toBe('1003');
        expect(findPaidTicket('RI-Z1', 'RI77AB')?.ticketNumber).toBe('1004');
      },
      { timeout: 5000 },
    );
    // Marked as its own summary would have: told to the open tabs by zone and plate, and kept
    // with the purchase once the tab that showed the return is gone.
    await delivered();
    expect(other.received).toEqual([
      { ticketNumber: '1003', end: context.end, zoneCode: 'RI-Z1', plate: 'ZG42XY' },
      { ticketNumber: '1004', end: context.end, zoneCode: 'RI-Z1', plate: 'RI77AB' },
    ]);
    expect(paidPurchases().map((p) => p.ticketNumber)).toEqual(['1004', '1003']);
  });
});
