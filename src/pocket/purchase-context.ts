import * as z from 'zod/mini';
import { parseZoneTime } from '@/lib/format';
import { readItem, readJson, writeItem } from '@/lib/safe-storage';
import { PURCHASE_KEY } from './kept-tickets-key';

export { PURCHASE_KEY };

/*
 * PURCHASE_KEY, sessionStorage (the app's own, api-contract section 2): what a ticket summary does
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
 * (issue 23, "data that outlives its promise"), even in a tab left open for weeks.
 */
const KEPT_AFTER_END_MS = 7 * 24 * 60 * 60 * 1000;

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

const contextShape = {
  zoneCode: text(40),
  zoneName: z.nullable(text(80)),
  city: z.nullable(text(80)),
  plate: text(20),
  start: text(40),
  end: text(40),
};
const purchaseSchema = z.object({
  ...contextShape,
  gateway: z.union([z.literal('WL'), z.literal('TY')]),
  /** Teya: the init answer's orderId, which comes back as `/ticket-summary?order=`. */
  orderId: z.nullable(text(2000)),
  /** Worldline: bound on `/payment-processing?requestid=`, the tab's latest unbound purchase. */
  requestId: z.nullable(text(2000)),
  /** Worldline: finalize's answer, which comes back as `/summary?ticket=`. */
  ticketCode: z.nullable(text(100)),
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

function contextOf(purchase: Purchase): PurchaseContext {
  const { zoneCode, zoneName, city, plate, start, end } = purchase;
  return { zoneCode, zoneName, city, plate, start, end };
}

/**
 * Keeps a purchase for this tab once the gateway's init call has answered, just before the
 * browser leaves: a Teya purchase with its order id, a Worldline one unbound (its request id is
 * learnt on the way back).
 */
export function rememberPurchase(
  context: PurchaseContext,
  ids: { gateway: 'TY'; orderId: string } | { gateway: 'WL' },
): void {
  const purchase: Purchase = {
    ...context,
    gateway: ids.gateway,
    orderId: ids.gateway === 'TY' ? ids.orderId : null,
    requestId: null,
    ticketCode: null,
  };
  const others = readPurchases().filter((p) => ids.gateway !== 'TY' || p.orderId !== ids.orderId);
  writePurchases([purchase, ...others]);
}

/**
 * `/payment-processing?requestid=`: the request id belongs to the Worldline purchase this tab
 * left for last (the newest one not bound yet), unless a purchase already has it (a reload).
 */
export function bindRequestId(requestId: string): PurchaseContext | null {
  const purchases = readPurchases();
  const bound = purchases.find((p) => p.requestId === requestId);
  if (bound) return contextOf(bound);
  const latest = purchases.find((p) => p.gateway === 'WL' && p.requestId === null);
  if (!latest) return null;
  latest.requestId = requestId;
  writePurchases(purchases);
  return contextOf(latest);
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

/** What identifies a ticket summary: the address Teya (order) or the finalize (ticket) led to. */
export type PurchaseRef = { orderId?: string | null; ticketCode?: string | null };

// The backend stores the validTo the browser sent; a minute covers a representation that drops seconds.
const SAME_END_MS = 60_000;

/**
 * This tab's purchase of the ticket on screen: the one with its order id or ticket code, and
 * whose end agrees with the summary's. Otherwise null (opened in another browser, a link to
 * another ticket): the card shows only what the server says.
 */
export function purchaseFor(ref: PurchaseRef, validTo: string | null | undefined): PurchaseContext | null {
  const orderId = ref.orderId?.trim() || null;
  const ticketCode = ref.ticketCode?.trim() || null;
  if (!orderId && !ticketCode) return null;
  const purchase = readPurchases().find(
    (p) =>
      (orderId !== null && p.orderId === orderId) || (ticketCode !== null && p.ticketCode === ticketCode),
  );
  if (!purchase) return null;
  const stored = parseZoneTime(purchase.end);
  const shown = parseZoneTime(validTo);
  if (!stored || !shown || Math.abs(stored.getTime() - shown.getTime()) > SAME_END_MS) return null;
  return contextOf(purchase);
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
 * The key a ticket is kept and put in the calendar under (issue 23, item 11): `ticket-{number}`,
 * or `invoice-{id}` for a ticket whose summary carried no number, two number spaces that must not
 * collide. Here rather than in ./kept-tickets.ts: the summaries load this module anyway.
 */
export function ticketKey(
  ticketNumber: string | number | null | undefined,
  invoiceId: number | null,
): string {
  return ticketNumber !== null && ticketNumber !== undefined && ticketNumber !== ''
    ? `ticket-${ticketNumber}`
    : `invoice-${invoiceId}`;
}
