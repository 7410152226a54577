import * as z from 'zod/mini';
import { readJson, readItem, writeItem } from '@/lib/safe-storage';
import { AT_BANK_KEY } from './kept-tickets-key';
import { paidPurchaseSchema, text } from './paid-shape';

// The checkouts this phone took to a bank's payment page that have not come back to the app
// (docs/decisions/050). A tab on the bank's page runs none of the app's code: it cannot answer the
// tabs' channel (./paid-elsewhere.ts), so it leaves this mark in localStorage before it goes, and a
// tab opened meanwhile (the sticker scanned again) names the checkout on `/payment` before a second
// payment for the same zone and plate. A mark holds no plate, only its fingerprint: a plate stays
// on the phone only in a ticket the driver chose to keep (docs/storage.md). A mark goes when its tab
// is in the app again, after AT_BANK_MS, and with "Remove all". Versioned JSON
// `{ version: 1, marks: [...] }`, newest first.

/** Longer than a bank's payment page waits for a card (about 15 minutes). */
export const AT_BANK_MS = 20 * 60 * 1000;
const MAX_MARKS = 5;
const STORE_VERSION = 1;

/** A plate as on documents: upper case, without spaces, dots or dashes. */
export const foldPlate = (plate: string) => plate.toUpperCase().replace(/[\s.\-\u2010-\u2015\u2212]/g, '');

/** The plate's fingerprint (FNV-1a, 32 bits, of the folded plate): the same plate, however typed. */
export function plateFingerprint(plate: string): string {
  let hash = 0x811c9dc5;
  for (const char of foldPlate(plate)) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash.toString(36);
}

const markSchema = z.object({
  zoneCode: paidPurchaseSchema.shape.zoneCode,
  plateFingerprint: text(13),
  /** The ticket's end, as the purchase holds it: with zone and plate, which purchase left the mark. */
  end: text(40),
  /** When the tab left for the bank's page (ms since 1970). */
  leftAt: z.number(),
});
export type AtBankMark = z.infer<typeof markSchema>;
/** A checkout as a purchase holds it. */
type Checkout = { zoneCode: string; plate: string; end: string };
const storeSchema = z.object({ version: z.literal(STORE_VERSION), marks: z.array(z.unknown()) });

/** The marks left less than AT_BANK_MS ago. */
function readMarks(now: number = Date.now()): AtBankMark[] {
  const parsed = storeSchema.safeParse(readJson('local', AT_BANK_KEY));
  if (!parsed.success) return [];
  return parsed.data.marks.slice(0, MAX_MARKS).flatMap((entry) => {
    const mark = markSchema.safeParse(entry);
    const current = mark.success && mark.data.leftAt <= now && now - mark.data.leftAt < AT_BANK_MS;
    return current ? [mark.data] : [];
  });
}

const stored = (marks: readonly AtBankMark[]) =>
  marks.length > 0 ? JSON.stringify({ version: STORE_VERSION, marks: marks.slice(0, MAX_MARKS) }) : null;

const markOf = ({ zoneCode, plate, end }: Checkout) => ({
  zoneCode,
  plateFingerprint: plateFingerprint(plate),
  end,
});
const sameCheckout = (a: Omit<AtBankMark, 'leftAt'>, b: Omit<AtBankMark, 'leftAt'>) =>
  a.zoneCode === b.zoneCode && a.plateFingerprint === b.plateFingerprint && a.end === b.end;

/** This tab leaves for the bank's page with `checkout`. */
export function markAtBank(checkout: Checkout, now: number = Date.now()): void {
  const mark = markOf(checkout);
  const others = readMarks(now).filter((known) => !sameCheckout(known, mark));
  writeItem('local', AT_BANK_KEY, stored([{ ...mark, leftAt: now }, ...others]));
}

/** The marks of checkouts `own` does not hold: another tab's. */
export function marksOfOthers(own: readonly Checkout[], now: number = Date.now()): AtBankMark[] {
  const mine = own.map(markOf);
  return readMarks(now).filter((mark) => !mine.some((checkout) => sameCheckout(checkout, mark)));
}

/** Whether `mark` is of a checkout for this zone and plate. */
export const isMarkOf = (mark: AtBankMark, zoneCode: string, plate: string) =>
  mark.zoneCode === zoneCode && mark.plateFingerprint === plateFingerprint(plate);

/**
 * Removes the marks of checkouts `own` holds (a tab in the app is not on a bank's page), and the
 * marks past AT_BANK_MS (at every app start).
 */
export function clearMarks(own: readonly Checkout[], now: number = Date.now()): void {
  const raw = readItem('local', AT_BANK_KEY);
  if (raw === null) return;
  const next = stored(marksOfOthers(own, now));
  // Written only when it changes: every write is a `storage` event in the other tabs.
  if (next !== raw) writeItem('local', AT_BANK_KEY, next);
}
