import * as z from 'zod/mini';
import { parseZoneTime } from '@/lib/format';
import { readItem, readJson, writeItem } from '@/lib/safe-storage';
import {
  atBankElsewhere,
  clearMarks,
  endsAgree,
  markAtBank,
  markCheckoutPaid,
  markReturnedPaid,
  type CheckoutMark,
} from './checkout-marks';
import { PURCHASE_KEY } from './kept-tickets-key';
import { tellPaidElsewhere } from './paid-elsewhere';
import { paidMarkSchema, paidPurchaseSchema, text, type PaidPurchase, type PaidReturn } from './paid-shape';

export { PURCHASE_KEY };

/*
 * PURCHASE_KEY, sessionStorage (the app's own key, not the contract's): what a ticket summary does
 * not carry (zone, plate, start) of this tab's last few purchases, each with what identifies it on
 * the way back from the card gateway (docs/decisions/017, docs/storage.md). Versioned JSON
 * `{ version: 2, purchases: [...] }`, newest first; the single object of version 1 is ignored.
 * "Remove all" deletes it (../kept-tickets.ts).
 */
const STORE_VERSION = 2;
/** A few: a driver buys one ticket at a time; older ones only need to outlive a Back or two. */
const MAX_PURCHASES = 5;
/**
 * A purchase names a plate: it is forgotten 7 days after its ticket's end, as a kept ticket is
 * (no data outlives its promise, docs/storage.md), even in a tab left open for weeks.
 */
const KEPT_AFTER_END_MS = 7 * 24 * 60 * 60 * 1000;

const contextShape = {
  zoneCode: paidPurchaseSchema.shape.zoneCode,
  zoneName: z.nullable(text(80)),
  city: z.nullable(text(80)),
  plate: paidPurchaseSchema.shape.plate,
  start: text(40),
  end: text(40),
};
const purchaseSchema = z.object({
  ...contextShape,
  gateway: z.union([z.literal('WL'), z.literal('TY')]),
  /** Teya: the init answer's orderId, which comes back as `/ticket-summary?order=`. */
  orderId: z.nullable(text(2000)),
  /**
   * Worldline: the request id, known from the gateway's address when the hand-off carries it;
   * else bound on `/payment-processing?requestid=` only when nothing else can be meant.
   */
  requestId: z.nullable(text(2000)),
  /** Worldline: finalize's answer, which comes back as `/summary?ticket=`. */
  ticketCode: z.nullable(text(100)),
  /**
   * The ticket this purchase became, once its summary showed it paid (no number when the server
   * only said that its payment was already done, `markRequestPaid`): what `/payment` names before
   * a second payment for the same zone and plate. Absent in purchases kept before it existed.
   */
  paid: z.optional(z.nullable(paidMarkSchema)),
});
type Purchase = z.infer<typeof purchaseSchema>;
/** Zone, plate, start and end of a purchase: what the ticket card takes from it. */
export type PurchaseContext = Pick<Purchase, 'zoneCode' | 'zoneName' | 'city' | 'plate' | 'start' | 'end'>;

const storeSchema = z.object({ version: z.literal(STORE_VERSION), purchases: z.array(z.unknown()) });

function isCurrent(purchase: Purchase, now: number): boolean {
  const end = parseZoneTime(purchase.end);
  return end !== null && now < end.getTime() + KEPT_AFTER_END_MS;
}

function readPurchases(now: number = Date.now()): Purchase[] {
  const parsed = storeSchema.safeParse(readJson('session', PURCHASE_KEY));
  if (!parsed.success) return [];
  return parsed.data.purchases.slice(0, MAX_PURCHASES).flatMap((entry) => {
    const purchase = purchaseSchema.safeParse(entry);
    return purchase.success && isCurrent(purchase.data, now) ? [purchase.data] : [];
  });
}

function writePurchases(purchases: readonly Purchase[]): void {
  writeItem(
    'session',
    PURCHASE_KEY,
    purchases.length > 0
      ? JSON.stringify({ version: STORE_VERSION, purchases: purchases.slice(0, MAX_PURCHASES) })
      : null,
  );
}

/** A purchase as its checkout mark knows it: its id at the bank, when known (./checkout-marks.ts). */
const checkoutOf = ({ zoneCode, plate, end, orderId, requestId }: Purchase) => ({
  zoneCode,
  plate,
  end,
  id: orderId ?? requestId,
});

function contextOf(purchase: Purchase): PurchaseContext {
  const { zoneCode, zoneName, city, plate, start, end } = purchase;
  return { zoneCode, zoneName, city, plate, start, end };
}

/**
 * The request id a Worldline address carries in its query (`requestId`, any case), or null: the
 * hand-off then cannot tell which return belongs to this purchase.
 */
export function requestIdInAddress(address: string): string | null {
  let params: URLSearchParams;
  try {
    params = new URL(address).searchParams;
  } catch {
    return null;
  }
  for (const [name, value] of params) {
    const id = value.trim();
    if (name.toLowerCase() === 'requestid' && id.length > 0 && id.length <= 2000) return id;
  }
  return null;
}

/**
 * Keeps a purchase for this tab once the gateway's init call has answered, just before the
 * browser leaves: a Teya purchase with its order id, a Worldline one with its request id when the
 * gateway's address names it (else it is learnt on the way back).
 */
export function rememberPurchase(
  context: PurchaseContext,
  ids: { gateway: 'TY'; orderId: string } | { gateway: 'WL'; requestId?: string | null },
): void {
  const orderId = ids.gateway === 'TY' ? ids.orderId : null;
  const requestId = ids.gateway === 'WL' ? ids.requestId?.trim() || null : null;
  const purchase: Purchase = {
    ...context,
    gateway: ids.gateway,
    orderId,
    requestId,
    ticketCode: null,
    paid: null,
  };
  const others = readPurchases().filter(
    (p) => (orderId === null || p.orderId !== orderId) && (requestId === null || p.requestId !== requestId),
  );
  writePurchases([purchase, ...others]);
  markAtBank(checkoutOf(purchase));
}

/** This tab is in the app, not on a bank's page: its checkouts' marks at the bank go (./checkout-marks.ts). */
export function clearOwnMarks(now: number = Date.now()): void {
  clearMarks(readPurchases(now), now);
}

/**
 * The checkouts for this zone and plate that another tab of this phone took to a bank's page, not
 * back yet (./checkout-marks.ts), newest first.
 */
export const othersAtBank = (zoneCode: string, plate: string, now: number = Date.now()): CheckoutMark[] =>
  atBankElsewhere(zoneCode, plate, readPurchases(now), now);

/** Keeps `purchase` paid with `paid`, and tells every tab: the open ones now, later ones by its mark. */
function keepPaid(purchases: readonly Purchase[], purchase: Purchase, paid: NonNullable<Purchase['paid']>) {
  purchase.paid = paid;
  writePurchases(purchases);
  markCheckoutPaid(checkoutOf(purchase), paid.end);
  tellPaidElsewhere(paidOf(purchase, paid));
}

/**
 * `/payment-processing?requestid=`: the purchase that has this request id (named by the gateway's
 * address, or bound before: a reload). Otherwise the return is bound only when this tab has one
 * single Worldline purchase whose id it does not know: with two, a late return of an abandoned
 * checkout could take the newer purchase's plate, so none is taken and the pages show only what
 * the server says (docs/decisions/032-what-a-payment-return-is-bound-to.md).
 */
export function bindRequestId(requestId: string): PurchaseContext | null {
  const purchases = readPurchases();
  const bound = purchases.find((p) => p.requestId === requestId);
  if (bound) return contextOf(bound);
  const unknown = purchases.filter((p) => p.gateway === 'WL' && p.requestId === null);
  if (unknown.length !== 1) return null;
  const [only] = unknown;
  only.requestId = requestId;
  writePurchases(purchases);
  return contextOf(only);
}

/** Finalize answered: the ticket code names the purchase bound to the request id from now on. */
export function bindTicketCode(requestId: string, ticketCode: string): void {
  const purchases = readPurchases();
  const purchase = purchases.find((p) => p.requestId === requestId);
  if (!purchase || purchase.ticketCode === ticketCode) return;
  for (const other of purchases) if (other.ticketCode === ticketCode) other.ticketCode = null;
  purchase.ticketCode = ticketCode;
  writePurchases(purchases);
}

/** The purchase bound to a Worldline request id, if this tab made it. */
export function purchaseForRequest(requestId: string): PurchaseContext | null {
  const purchase = readPurchases().find((p) => p.requestId === requestId);
  return purchase ? contextOf(purchase) : null;
}

/**
 * What identifies a ticket summary: the address Teya (order) or the finalize (ticket) led to, and
 * the Worldline request id that finalize came from, when this tab ran it (the return page hands it
 * on in the history entry, which a reload keeps): a summary of a checkout another tab started tells
 * that tab by it (`markPurchasePaid`).
 */
export type PurchaseRef = { orderId?: string | null; ticketCode?: string | null; requestId?: string | null };

/**
 * The purchase `ref` names, whose end agrees with the summary's. A Worldline ticket code that no
 * purchase holds yet (its return could not be bound: two checkouts without a known id, decision
 * 032) names the one such purchase whose end agrees, when only one does: the server keeps the end
 * the browser sent, so an hourly ticket's end tells its checkout; daily tickets sharing an end
 * stay unbound rather than take another's plate.
 */
function findPurchase(
  purchases: readonly Purchase[],
  ref: PurchaseRef,
  validTo: string | null | undefined,
): Purchase | null {
  const orderId = ref.orderId?.trim() || null;
  const ticketCode = ref.ticketCode?.trim() || null;
  if (!orderId && !ticketCode) return null;
  const named = purchases.find(
    (p) =>
      (orderId !== null && p.orderId === orderId) || (ticketCode !== null && p.ticketCode === ticketCode),
  );
  if (named) return endsAgree(named.end, validTo) ? named : null;
  if (ticketCode === null) return null;
  const unbound = purchases.filter(
    (p) => p.gateway === 'WL' && p.requestId === null && p.ticketCode === null && endsAgree(p.end, validTo),
  );
  return unbound.length === 1 ? unbound[0] : null;
}

/**
 * This tab's purchase of the ticket on screen (`findPurchase`). Otherwise null (opened in another
 * browser, a link to another ticket): the card shows only what the server says.
 */
export function purchaseFor(ref: PurchaseRef, validTo: string | null | undefined): PurchaseContext | null {
  const purchase = findPurchase(readPurchases(), ref, validTo);
  return purchase ? contextOf(purchase) : null;
}

/**
 * The summary showed this tab's purchase paid (found as `purchaseFor` finds it): its ticket number
 * and end are kept with it, so that `/payment` can name the ticket before a second payment; a
 * purchase found by its end keeps the ticket code too. A ticket this tab did not start is told to
 * the other tabs by the checkout's ids (the tab left on the bank's page may have started it), and
 * that tab's mark at the bank, found by the ids' fingerprint, is paid for every tab.
 */
export function markPurchasePaid(
  ref: PurchaseRef,
  validTo: string | null | undefined,
  ticketNumber: string | number | null | undefined,
): void {
  const number = ticketNumber === null || ticketNumber === undefined ? '' : String(ticketNumber).trim();
  if (!number || number.length > 40 || !validTo) return;
  const purchases = readPurchases();
  const purchase = findPurchase(purchases, ref, validTo);
  if (!purchase) return tellReturnPaid(ref, { ticketNumber: number, end: validTo });
  if (purchase.paid?.ticketNumber === number && purchase.paid.end === validTo) return;
  purchase.ticketCode ??= ref.ticketCode?.trim() || null;
  keepPaid(purchases, purchase, { ticketNumber: number, end: validTo });
}

/**
 * A Worldline payment cut off by a reload, which the server then said was already done (the
 * interrupted-payment screen): the purchase bound to the request id is paid, its end the one the
 * browser sent, its number not known.
 */
export function markRequestPaid(requestId: string): void {
  const purchases = readPurchases();
  const purchase = purchases.find((p) => p.requestId === requestId);
  if (!purchase || purchase.paid) return;
  keepPaid(purchases, purchase, { ticketNumber: null, end: purchase.end });
}

function tellReturnPaid(ref: PurchaseRef, paid: NonNullable<Purchase['paid']>): void {
  const orderId = ref.orderId?.trim() || null;
  const requestId = ref.requestId?.trim() || null;
  if (orderId === null && requestId === null) return;
  tellPaidElsewhere({ ...paid, orderId, requestId });
  markReturnedPaid([orderId, requestId], paid.end);
}

const paidOf = (p: Purchase, paid: NonNullable<Purchase['paid']>): PaidPurchase => ({
  ticketNumber: paid.ticketNumber,
  end: paid.end,
  zoneCode: p.zoneCode,
  plate: p.plate,
});

/** This tab's purchases that their summary showed paid. */
export function paidPurchases(now: number = Date.now()): PaidPurchase[] {
  return readPurchases(now).flatMap((p) => (p.paid ? [paidOf(p, p.paid)] : []));
}

/**
 * Another tab showed a checkout's return paid (the bank's app opened it there): this tab's
 * purchase it names by the checkout's ids, its end agreeing, is paid, as its own summary would
 * have marked it.
 */
export function markReturnPaid(paid: PaidReturn): void {
  const purchases = readPurchases();
  const purchase = purchases.find(
    (p) =>
      (paid.orderId !== null && p.orderId === paid.orderId) ||
      (paid.requestId !== null && p.requestId === paid.requestId),
  );
  if (!purchase || purchase.paid || !endsAgree(purchase.end, paid.end)) return;
  keepPaid(purchases, purchase, { ticketNumber: paid.ticketNumber, end: paid.end });
}

/** Drops the purchases past their 7 days, and an unreadable value (at every app start). */
export function prunePurchases(now: number = Date.now()): void {
  const raw = readItem('session', PURCHASE_KEY);
  if (raw === null) return;
  const current = readPurchases(now);
  const next = current.length > 0 ? JSON.stringify({ version: STORE_VERSION, purchases: current }) : null;
  if (next !== raw) writeItem('session', PURCHASE_KEY, next);
}

/**
 * The key a ticket is kept and put in the calendar under: `ticket-{number}`, or `invoice-{id}`
 * for a ticket whose summary carried no number, two number spaces that must not collide (a second
 * calendar import would replace the first ticket's event). Here rather than in ./kept-tickets.ts:
 * the summaries load this module anyway.
 */
export function ticketKey(
  ticketNumber: string | number | null | undefined,
  invoiceId: number | null,
): string {
  return ticketNumber !== null && ticketNumber !== undefined && ticketNumber !== ''
    ? `ticket-${ticketNumber}`
    : `invoice-${invoiceId}`;
}
