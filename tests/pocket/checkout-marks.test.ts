import { AT_BANK_MS, markAtBank, markCheckoutPaid, plateFingerprint } from '@/pocket/checkout-marks';
import { forgetEverythingKept } from '@/pocket/kept-tickets';
import { CHECKOUT_MARKS_KEY, PURCHASE_KEY } from '@/pocket/kept-tickets-key';
import { findEarlierPayment } from '@/pocket/paid-ticket';
import { PURCHASE_OF_T1000 } from './fixtures';
import { pruneAtStart } from '@/pocket/prune-at-start';
import {
  clearOwnMarks,
  markPurchasePaid,
  markReturnPaid,
  rememberPurchase,
  type PurchaseContext,
} from '@/pocket/purchase-context';

// A tab on a bank's payment page runs none of the app, and a tab that paid may be closed: each
// leaves a mark in localStorage, which every tab of this phone reads. jsdom's window is this tab;
// another tab's marks are written as its own code would have written them.
const NOW = new Date('2026-06-15T12:00:00Z').getTime();
const END = '2026-06-15T14:00:00.000Z';
/** A purchase in RI-Z1 (Zona 1, Rijeka) for `plate`. */
const context = (plate: string, end = END): PurchaseContext => ({
  ...PURCHASE_OF_T1000,
  plate,
  start: '2026-06-15T12:00:00.000Z',
  end,
});
/** What another tab left: its checkout for RI-Z1 and `plate`, `ago` ms before NOW. */
const leftByAnotherTab = (plate: string, ago = 60_000, end = END) =>
  markAtBank({ zoneCode: 'RI-Z1', plate, end }, NOW - ago);
const stored = () => JSON.parse(localStorage.getItem(CHECKOUT_MARKS_KEY) ?? 'null') as unknown;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await forgetEverythingKept();
});
afterEach(() => vi.useRealTimers());

test('a payment another tab took to the bank is named for its zone and plate, for 20 minutes', () => {
  leftByAnotherTab('ZG42XY');
  // As typed on the form or folded: the same plate.
  expect(findEarlierPayment('RI-Z1', 'zg 42-xy')).toEqual({ kind: 'atBank', leftAt: NOW - 60_000 });
  expect(findEarlierPayment('RI-Z2', 'ZG42XY')).toBeNull();
  expect(findEarlierPayment('RI-Z1', 'ZG42XZ')).toBeNull();
  // The bank's page has long given up: nothing is named.
  expect(findEarlierPayment('RI-Z1', 'ZG42XY', NOW - 60_000 + AT_BANK_MS)).toBeNull();
});

test('this tab leaves its mark as it goes to the bank, without the plate, and never warns itself', () => {
  rememberPurchase(context('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
  expect(stored()).toEqual({
    version: 1,
    marks: [
      {
        zoneCode: 'RI-Z1',
        plateFingerprint: plateFingerprint('ZG42XY'),
        end: END,
        leftAt: NOW,
        paid: false,
        idFingerprint: expect.any(String) as string,
      },
    ],
  });
  // Neither the plate nor the order's id.
  expect(localStorage.getItem(CHECKOUT_MARKS_KEY)).not.toMatch(/ZG42XY|vpa1\.a/);
  // The same plate however typed; another plate, another fingerprint.
  expect(plateFingerprint('zg 42-xy')).toBe(plateFingerprint('ZG42XY'));
  expect(plateFingerprint('ZG42XZ')).not.toBe(plateFingerprint('ZG42XY'));
  // Back in this tab (a Back from the bank's page): its own checkout is not "another tab's".
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toBeNull();
});

test("a tab back in the app takes away its own marks, not another tab's", () => {
  leftByAnotherTab('RI77AB');
  rememberPurchase(context('ZG42XY'), { gateway: 'WL', requestId: 'vpa2.b' });
  clearOwnMarks();
  expect(stored()).toEqual({
    version: 1,
    marks: [
      {
        zoneCode: 'RI-Z1',
        plateFingerprint: plateFingerprint('RI77AB'),
        end: END,
        leftAt: NOW - 60_000,
        paid: false,
        idFingerprint: null,
      },
    ],
  });
  expect(findEarlierPayment('RI-Z1', 'RI77AB')?.kind).toBe('atBank');
});

test("the app start takes away this tab's marks and those past their 20 minutes", async () => {
  leftByAnotherTab('RI77AB', AT_BANK_MS + 1);
  rememberPurchase(context('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
  await pruneAtStart();
  expect(localStorage.getItem(CHECKOUT_MARKS_KEY)).toBeNull();
});

test('a paid ticket is named before a payment at the bank', () => {
  leftByAnotherTab('ZG42XY');
  rememberPurchase(context('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
  markPurchasePaid({ orderId: 'vpa1.a' }, END, 1001);
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toEqual({ kind: 'paid', ticketNumber: '1001', end: END });
});

test('a checkout paid here is named in every tab until its end, after this tab is closed too', async () => {
  rememberPurchase(context('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
  // The server's end, a few seconds off the one the browser sent.
  const served = '2026-06-15T14:00:27Z';
  markPurchasePaid({ orderId: 'vpa1.a' }, served, 1001);
  const mark = {
    zoneCode: 'RI-Z1',
    plateFingerprint: plateFingerprint('ZG42XY'),
    end: served,
    paid: true,
    idFingerprint: expect.any(String) as string,
  };
  expect(stored()).toEqual({ version: 1, marks: [{ ...mark, leftAt: NOW }] });
  // Here, by its number.
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toEqual({ kind: 'paid', ticketNumber: '1001', end: served });
  // Back in the app, the mark stays: it is not a payment at the bank.
  clearOwnMarks();
  expect(stored()).toEqual({ version: 1, marks: [{ ...mark, leftAt: NOW }] });

  // This tab closed (its session gone) and the app started in another: named without its number,
  // which stays with the tab; until its end.
  sessionStorage.clear();
  await pruneAtStart();
  expect(findEarlierPayment('RI-Z1', 'zg 42 xy')).toEqual({ kind: 'paid', ticketNumber: null, end: served });
  expect(findEarlierPayment('RI-Z1', 'ZG42XY', Date.parse(served))).toBeNull();
  await pruneAtStart(Date.parse(served));
  expect(localStorage.getItem(CHECKOUT_MARKS_KEY)).toBeNull();
});

test('a checkout at the bank that another tab saw paid is named as paid, not under way', () => {
  leftByAnotherTab('ZG42XY');
  markCheckoutPaid({ zoneCode: 'RI-Z1', plate: 'ZG42XY', end: END }, END);
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toEqual({ kind: 'paid', ticketNumber: null, end: END });
  expect((stored() as { marks: unknown[] }).marks).toHaveLength(1);
});

test("a return the bank opened in a new tab makes the first tab's checkout paid for every tab", () => {
  // The first tab left for the bank with these ids, and its tab stays there.
  rememberPurchase(context('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
  rememberPurchase(context('RI77AB'), { gateway: 'WL', requestId: 'vpa2.b' });
  sessionStorage.clear();
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')?.kind).toBe('atBank');
  const served = '2026-06-15T14:00:27Z';
  // A return that names another checkout, or this one with another end, changes nothing.
  markPurchasePaid({ orderId: 'vpa9.z' }, served, 1001);
  markPurchasePaid({ orderId: 'vpa1.a' }, '2026-06-15T15:00:00Z', 1001);
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')?.kind).toBe('atBank');
  // Teya's return (its order) in this new tab, which holds no purchase: paid, until the server's end.
  markPurchasePaid({ orderId: 'vpa1.a' }, served, 1001);
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toEqual({ kind: 'paid', ticketNumber: null, end: served });
  // Worldline's (the request id the return page hands on); the Teya one is paid already.
  expect(findEarlierPayment('RI-Z1', 'RI77AB')?.kind).toBe('atBank');
  markPurchasePaid({ ticketCode: 'T-9', requestId: 'vpa2.b' }, END, 1002);
  expect(findEarlierPayment('RI-Z1', 'RI77AB')).toEqual({ kind: 'paid', ticketNumber: null, end: END });
  expect((stored() as { marks: unknown[] }).marks).toHaveLength(2);
});

test('the first tab back from the bank keeps one paid mark of its checkout', () => {
  rememberPurchase(context('ZG42XY'), { gateway: 'TY', orderId: 'vpa1.a' });
  const purchases = sessionStorage.getItem(PURCHASE_KEY);
  sessionStorage.clear();
  const served = '2026-06-15T14:00:27Z';
  markPurchasePaid({ orderId: 'vpa1.a' }, served, 1001);
  // Back in the first tab, which hears of the return and marks its purchase paid.
  sessionStorage.setItem(PURCHASE_KEY, purchases!);
  markReturnPaid({ orderId: 'vpa1.a', requestId: null, ticketNumber: '1001', end: served });
  expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toEqual({ kind: 'paid', ticketNumber: '1001', end: served });
  expect((stored() as { marks: unknown[] }).marks).toHaveLength(1);
});

test('"Remove all" forgets the marks, and junk is no mark', async () => {
  leftByAnotherTab('ZG42XY');
  await forgetEverythingKept();
  expect(localStorage.getItem(CHECKOUT_MARKS_KEY)).toBeNull();
  const fp = plateFingerprint('ZG42XY');
  for (const junk of [
    'not json',
    JSON.stringify({ version: 2, marks: [] }),
    JSON.stringify({ version: 1, marks: [{ zoneCode: 'RI-Z1', plateFingerprint: fp, end: END }] }),
    JSON.stringify({
      version: 1,
      marks: [{ zoneCode: 'RI-Z1', plateFingerprint: '', end: END, leftAt: NOW }],
    }),
    // Left in the future: a clock put back, or a forged mark.
    JSON.stringify({
      version: 1,
      marks: [{ zoneCode: 'RI-Z1', plateFingerprint: fp, end: END, leftAt: NOW + 1 }],
    }),
  ]) {
    localStorage.setItem(CHECKOUT_MARKS_KEY, junk);
    expect(findEarlierPayment('RI-Z1', 'ZG42XY')).toBeNull();
  }
});
