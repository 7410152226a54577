import {
  bindRequestId,
  bindTicketCode,
  markPurchasePaid,
  PURCHASE_KEY,
  prunePurchases,
  purchaseFor,
  purchaseForRequest,
  rememberPurchase,
  requestIdInAddress,
  type PurchaseContext,
} from '@/pocket/purchase-context';
import { forgetEverythingKept } from '@/pocket/kept-tickets';
import { findPaidTicket } from '@/pocket/paid-ticket';

// This tab's purchases, each found by what names it on the way back, never by its end time alone
// (docs/decisions/017).
const END = '2026-06-16T10:00:00.000Z';
const purchase = (plate: string, end = END): PurchaseContext => ({
  zoneCode: 'RI-Z3',
  zoneName: 'Zona 3',
  city: 'RIJEKA',
  plate,
  start: '2026-06-15T10:00:00.000Z',
  end,
});

describe('the purchases of this tab (sessionStorage vpa-purchase)', () => {
  beforeEach(() => {
    // The day before the purchases below end.
    vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds two Teya purchases with the same end each by its own order id', () => {
    rememberPurchase(purchase('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
    rememberPurchase(purchase('ZG77AB'), { gateway: 'TY', orderId: 'vpa2.b' });
    expect(purchaseFor({ orderId: 'vpa1.a' }, END)?.plate).toBe('ZG42XY');
    expect(purchaseFor({ orderId: 'vpa2.b' }, END)?.plate).toBe('ZG77AB');
    expect(purchaseFor({ orderId: 'vpa3.c' }, END)).toBeNull();
    // Not by the end time alone, nor by an empty reference.
    expect(purchaseFor({}, END)).toBeNull();
    expect(purchaseFor({ orderId: '  ', ticketCode: '' }, END)).toBeNull();
  });

  it('binds a late return of an abandoned checkout to its own purchase, by the id the address named', () => {
    rememberPurchase(purchase('RI111AA'), { gateway: 'WL', requestId: 'vpa1.abandoned' });
    rememberPurchase(purchase('RI222BB'), { gateway: 'WL', requestId: 'vpa2.newer' });
    // Daily tickets share their end: only the id tells the two apart.
    expect(bindRequestId('vpa1.abandoned')?.plate).toBe('RI111AA');
    bindTicketCode('vpa1.abandoned', 'T-1');
    expect(purchaseFor({ ticketCode: 'T-1' }, END)?.plate).toBe('RI111AA');
    expect(bindRequestId('vpa2.newer')?.plate).toBe('RI222BB');
    // A return this tab did not start names none of them.
    expect(bindRequestId('vpa3.stranger')).toBeNull();
  });

  it('binds nothing when two purchases could be meant: the pages then show only what the server says', () => {
    rememberPurchase(purchase('RI111AA'), { gateway: 'WL' });
    rememberPurchase(purchase('RI222BB'), { gateway: 'WL' });
    expect(bindRequestId('vpa1.late')).toBeNull();
    bindTicketCode('vpa1.late', 'T-1');
    expect(purchaseFor({ ticketCode: 'T-1' }, END)).toBeNull();
    expect(purchaseForRequest('vpa1.late')).toBeNull();
    // Nor later, when the other return comes: still two unknown purchases.
    expect(bindRequestId('vpa2.other')).toBeNull();
  });

  it('knows an unbound return by its end, when only one such checkout ends then, and names it paid', () => {
    // Back from an abandoned checkout, a second one for another hour count: neither id known.
    const later = '2026-06-16T12:00:00.000Z';
    rememberPurchase(purchase('RI111AA'), { gateway: 'WL' });
    rememberPurchase(purchase('RI111AA', later), { gateway: 'WL' });
    expect(bindRequestId('vpa2.paid')).toBeNull();
    bindTicketCode('vpa2.paid', 'T-2');
    // The summary's end (the one the browser sent) tells which checkout this ticket is.
    expect(purchaseFor({ ticketCode: 'T-2' }, later)?.end).toBe(later);
    markPurchasePaid({ ticketCode: 'T-2' }, later, 2002);
    expect(findPaidTicket('RI-Z3', 'RI 111 AA')).toEqual({ ticketNumber: '2002', end: later });
    // The ticket code now names that purchase; the abandoned one stays unbound.
    expect(purchaseFor({ ticketCode: 'T-2' }, later)?.end).toBe(later);
    expect(purchaseFor({ ticketCode: 'T-3' }, END)?.end).toBe(END);
  });

  it('binds no unbound return by its end when two checkouts end then (daily tickets)', () => {
    rememberPurchase(purchase('RI111AA'), { gateway: 'WL' });
    rememberPurchase(purchase('RI222BB'), { gateway: 'WL' });
    markPurchasePaid({ ticketCode: 'T-1' }, END, 1001);
    expect(purchaseFor({ ticketCode: 'T-1' }, END)).toBeNull();
    expect(findPaidTicket('RI-Z3', 'RI111AA')).toBeNull();
    expect(findPaidTicket('RI-Z3', 'RI222BB')).toBeNull();
  });

  it('binds a return to the one purchase whose id the tab does not know', () => {
    rememberPurchase(purchase('RI111AA'), { gateway: 'WL', requestId: 'vpa1.a' });
    rememberPurchase(purchase('RI222BB'), { gateway: 'WL' });
    // The one purchase whose id is unknown is the only one it can be.
    expect(bindRequestId('vpa2.b')?.plate).toBe('RI222BB');
    expect(purchaseForRequest('vpa1.a')?.plate).toBe('RI111AA');
  });

  it('reads the request id from the gateway address, in any case of its name', () => {
    expect(requestIdInAddress('https://pay.example/wl?requestId=vpa1.a&amount=1.60')).toBe('vpa1.a');
    expect(requestIdInAddress('https://pay.example/wl?REQUESTID=%20vpa2.b%20')).toBe('vpa2.b');
    expect(requestIdInAddress('https://pay.example/hostedcheckout/123')).toBeNull();
    expect(requestIdInAddress('https://pay.example/wl?requestId=')).toBeNull();
    expect(requestIdInAddress('not an address')).toBeNull();
  });

  it('binds a Worldline request id to the one unbound purchase, then the ticket code', () => {
    rememberPurchase(purchase('RI123AB'), { gateway: 'WL' });
    expect(bindRequestId('vpa1.a')?.plate).toBe('RI123AB');
    bindTicketCode('vpa1.a', 'T-1001');
    rememberPurchase(purchase('RI456CD'), { gateway: 'TY', orderId: 'vpa2.b' });
    rememberPurchase(purchase('RI789EF'), { gateway: 'WL' });
    // A reload of the first return keeps its binding; the next return takes the newest WL one.
    expect(bindRequestId('vpa1.a')?.plate).toBe('RI123AB');
    expect(bindRequestId('vpa3.c')?.plate).toBe('RI789EF');
    bindTicketCode('vpa3.c', 'T-1003');

    expect(purchaseFor({ ticketCode: 'T-1001' }, END)?.plate).toBe('RI123AB');
    expect(purchaseFor({ ticketCode: 'T-1003' }, END)?.plate).toBe('RI789EF');
    expect(purchaseForRequest('vpa3.c')?.plate).toBe('RI789EF');
    // Nothing left unbound: a further return names no purchase of this tab.
    expect(bindRequestId('vpa4.d')).toBeNull();
    expect(purchaseFor({ ticketCode: 'T-1004' }, END)).toBeNull();
  });

  it('checks that the end agrees (within a minute)', () => {
    rememberPurchase(purchase('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
    expect(purchaseFor({ orderId: 'vpa1.a' }, '2026-06-16T10:00:59.000Z')?.plate).toBe('ZG42XY');
    expect(purchaseFor({ orderId: 'vpa1.a' }, '2026-06-16T10:01:01.000Z')).toBeNull();
    expect(purchaseFor({ orderId: 'vpa1.a' }, null)).toBeNull();
  });

  it('keeps a few, newest first', () => {
    for (let n = 1; n <= 7; n += 1) {
      rememberPurchase(purchase(`ZG${n}AB`), { gateway: 'TY', orderId: `vpa${n}` });
    }
    const stored = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) ?? '') as { purchases: unknown[] };
    expect(stored.purchases).toHaveLength(5);
    expect(purchaseFor({ orderId: 'vpa7' }, END)?.plate).toBe('ZG7AB');
    expect(purchaseFor({ orderId: 'vpa2' }, END)).toBeNull();
  });

  it.each([
    ['the single purchase of version 1', JSON.stringify({ ...purchase('ZG42XY'), orderId: 'vpa1.a' })],
    ['not JSON', '{"version":2,"purchases":['],
    ['a broken entry', JSON.stringify({ version: 2, purchases: [{ plate: 7, orderId: 'vpa1.a' }] })],
  ])('ignores %s', (_name, raw) => {
    sessionStorage.setItem(PURCHASE_KEY, raw);
    expect(purchaseFor({ orderId: 'vpa1.a' }, END)).toBeNull();
    expect(() => rememberPurchase(purchase('ZG1AB'), { gateway: 'WL' })).not.toThrow();
  });

  it('forgets a purchase 7 days after its end, as a kept ticket (it names a plate)', () => {
    vi.setSystemTime(new Date('2026-06-23T09:59:00Z'));
    rememberPurchase(purchase('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
    rememberPurchase(purchase('ZG77AB', '2026-06-30T10:00:00.000Z'), { gateway: 'TY', orderId: 'vpa2.b' });
    expect(purchaseFor({ orderId: 'vpa1.a' }, END)?.plate).toBe('ZG42XY');

    vi.setSystemTime(new Date('2026-06-23T10:00:00Z'));
    expect(purchaseFor({ orderId: 'vpa1.a' }, END)).toBeNull();
    prunePurchases();
    const stored = JSON.parse(sessionStorage.getItem(PURCHASE_KEY) ?? '') as {
      purchases: { plate: string }[];
    };
    expect(stored.purchases.map((p) => p.plate)).toEqual(['ZG77AB']);

    vi.setSystemTime(new Date('2026-07-07T10:00:00Z'));
    prunePurchases();
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });

  it('forgets them all with the kept tickets (Remove all)', async () => {
    rememberPurchase(purchase('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
    await forgetEverythingKept();
    expect(sessionStorage.getItem(PURCHASE_KEY)).toBeNull();
  });
});
