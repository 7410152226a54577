import * as z from 'zod/mini';
import { parseZoneTime } from '@/lib/format';
import { readJson, readItem, writeItem } from '@/lib/safe-storage';
import { CHECKOUT_MARKS_KEY } from './kept-tickets-key';
import { paidPurchaseSchema, text } from './paid-shape';

// What every tab of this phone must know of a checkout that its own tab may no longer tell
// (docs/decisions/050), in localStorage: one taken to a bank's payment page (that tab runs none of
// the app's code there, so it cannot answer the tabs' channel, ./paid-elsewhere.ts), and one paid
// (the tab that paid may have been closed since). `/payment` names them before a second payment
// for the same zone and plate. A mark holds no plate, only its fingerprint: a plate stays on the
// phone only in a ticket the driver chose to keep (docs/storage.md); nor the checkout's id at the
// bank, only its fingerprint, by which a return the bank opened in a new tab marks it paid. A mark
// at the bank goes when its tab is in the app again or after AT_BANK_MS; a paid one at its
// ticket's end; all with "Remove all". Versioned JSON `{ version: 1, marks: [...] }`, newest first.

/** Longer than a bank's payment page waits for a card (about 15 minutes). */
export const AT_BANK_MS = 20 * 60 * 1000;
/** A driver buys a few tickets at a time; a hostile page of the origin cannot fill the storage. */
const MAX_MARKS = 10;
const STORE_VERSION = 1;

/** A plate as on documents: upper case, without spaces, dots or dashes. */
export const foldPlate = (plate: string) => plate.toUpperCase().replace(/[\s.\-\u2010-\u2015\u2212]/g, '');

/** FNV-1a, 32 bits: tells the same text from another without holding it. */
function fingerprint(value: string): string {
  let hash = 0x811c9dc5;
  for (const char of value) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

/** The plate's fingerprint (of the folded plate): the same plate, however typed. */
export const plateFingerprint = (plate: string) => fingerprint(foldPlate(plate));

const markSchema = z.object({
  zoneCode: paidPurchaseSchema.shape.zoneCode,
  plateFingerprint: text(13),
  /** The ticket's end, as the purchase holds it: with zone and plate, which purchase left the mark. */
  end: text(40),
  /** When the tab left for the bank's page (ms since 1970). */
  leftAt: z.number(),
  /** Its summary showed it paid. */
  paid: z.boolean(),
  /** The fingerprint of its id at the bank (Teya's order, Worldline's request), when known. */
  idFingerprint: z.optional(z.nullable(text(13))),
});
export type CheckoutMark = z.infer<typeof markSchema>;
/** A checkout as a purchase holds it, with its id at the bank when known. */
type Checkout = { zoneCode: string; plate: string; end: string; id?: string | null };
const storeSchema = z.object({ version: z.literal(STORE_VERSION), marks: z.array(z.unknown()) });

// The backend stores the end the browser sent; a minute covers a representation that drops seconds.
const SAME_END_MS = 60_000;

/** Whether two ends of the same ticket agree: the one a checkout sent and the one its summary shows. */
export function endsAgree(sent: string | null | undefined, shown: string | null | undefined): boolean {
  const a = parseZoneTime(sent);
  const b = parseZoneTime(shown);
  return !!a && !!b && Math.abs(a.getTime() - b.getTime()) <= SAME_END_MS;
}

/** A mark at the bank for less than AT_BANK_MS, or a paid one until its ticket's end. */
function isCurrent({ paid, leftAt, end }: CheckoutMark, now: number): boolean {
  if (paid) return (parseZoneTime(end)?.getTime() ?? 0) > now;
  return leftAt <= now && now - leftAt < AT_BANK_MS;
}

function readMarks(now: number): CheckoutMark[] {
  const parsed = storeSchema.safeParse(readJson('local', CHECKOUT_MARKS_KEY));
  if (!parsed.success) return [];
  return parsed.data.marks.slice(0, MAX_MARKS).flatMap((entry) => {
    const mark = markSchema.safeParse(entry);
    return mark.success && isCurrent(mark.data, now) ? [mark.data] : [];
  });
}

const stored = (marks: readonly CheckoutMark[]) =>
  marks.length > 0 ? JSON.stringify({ version: STORE_VERSION, marks: marks.slice(0, MAX_MARKS) }) : null;

const markOf = ({ zoneCode, plate, end }: Checkout) => ({
  zoneCode,
  plateFingerprint: plateFingerprint(plate),
  end,
});
const sameCheckout = (a: ReturnType<typeof markOf>, b: ReturnType<typeof markOf>) =>
  a.zoneCode === b.zoneCode && a.plateFingerprint === b.plateFingerprint && a.end === b.end;

const idFingerprintOf = (checkout: Checkout) => (checkout.id ? fingerprint(checkout.id) : null);

/** Writes `checkout`'s mark first, in place of an earlier one (the same checkout, or its id). */
function putMark(checkout: Checkout, now: number, change: (earlier?: CheckoutMark) => CheckoutMark) {
  const key = markOf(checkout);
  const id = idFingerprintOf(checkout);
  const marks = readMarks(now);
  const earlier = marks.find((mark) => sameCheckout(mark, key) || (id !== null && mark.idFingerprint === id));
  const others = marks.filter((mark) => mark !== earlier);
  writeItem('local', CHECKOUT_MARKS_KEY, stored([change(earlier), ...others]));
}

/** This tab leaves for the bank's page with `checkout`. */
export function markAtBank(checkout: Checkout, now: number = Date.now()): void {
  putMark(checkout, now, () => ({
    ...markOf(checkout),
    leftAt: now,
    paid: false,
    idFingerprint: idFingerprintOf(checkout),
  }));
}

/**
 * `checkout`'s summary showed it paid, valid until `end` (the server's): every tab names it until
 * then, this one closed or not.
 */
export function markCheckoutPaid(checkout: Checkout, end: string, now: number = Date.now()): void {
  putMark(checkout, now, (earlier) => ({
    ...markOf({ ...checkout, end }),
    leftAt: earlier?.leftAt ?? now,
    paid: true,
    idFingerprint: idFingerprintOf(checkout) ?? earlier?.idFingerprint ?? null,
  }));
}

/**
 * A summary in this tab showed paid, valid until `end`, a checkout another tab took to the bank by
 * one of these `ids` (the bank's app opened its return here): that tab's mark, its end agreeing
 * with the server's, is paid, as its own summary would have marked it.
 */
export function markReturnedPaid(
  ids: readonly (string | null)[],
  end: string,
  now: number = Date.now(),
): void {
  const prints = ids.flatMap((id) => (id ? [fingerprint(id)] : []));
  const marks = readMarks(now);
  const mark = marks.find(
    (candidate) =>
      !candidate.paid && prints.includes(candidate.idFingerprint ?? '') && endsAgree(candidate.end, end),
  );
  if (!mark) return;
  const others = marks.filter((other) => other !== mark);
  writeItem('local', CHECKOUT_MARKS_KEY, stored([{ ...mark, end, paid: true }, ...others]));
}

/** Whether `mark` is of a checkout for this zone and plate. */
const isMarkOf = (mark: CheckoutMark, zoneCode: string, plate: string) =>
  mark.zoneCode === zoneCode && mark.plateFingerprint === plateFingerprint(plate);

/** The checkouts for this zone and plate at a bank's page, not of `own` (another tab's), newest first. */
export function atBankElsewhere(
  zoneCode: string,
  plate: string,
  own: readonly Checkout[],
  now: number = Date.now(),
) {
  const mine = own.map(markOf);
  return readMarks(now).filter(
    (mark) =>
      !mark.paid && isMarkOf(mark, zoneCode, plate) && !mine.some((checkout) => sameCheckout(checkout, mark)),
  );
}

/** The ends of the paid checkouts for this zone and plate. */
export const paidCheckoutEnds = (zoneCode: string, plate: string, now: number = Date.now()) =>
  readMarks(now).flatMap((mark) => (mark.paid && isMarkOf(mark, zoneCode, plate) ? [mark.end] : []));

/**
 * Removes the marks at the bank of the checkouts `own` holds (a tab in the app is not on a bank's
 * page), and the marks no longer current (at every app start).
 */
export function clearMarks(own: readonly Checkout[], now: number = Date.now()): void {
  const raw = readItem('local', CHECKOUT_MARKS_KEY);
  if (raw === null) return;
  const mine = own.map(markOf);
  const kept = readMarks(now).filter(
    (mark) => mark.paid || !mine.some((checkout) => sameCheckout(checkout, mark)),
  );
  const next = stored(kept);
  // Written only when it changes: every write is a `storage` event in the other tabs.
  if (next !== raw) writeItem('local', CHECKOUT_MARKS_KEY, next);
}
