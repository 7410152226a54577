import * as z from 'zod/mini';
import { parseZoneTime } from '@/lib/format';
import { readJson, writeItem } from '@/lib/safe-storage';

/**
 * sessionStorage key (the app's own, api-contract section 2): what a ticket summary does not carry
 * (zone, plate, start), written for this tab just before it leaves for the card gateway.
 */
export const PURCHASE_KEY = 'vpa-purchase';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

const purchaseSchema = z.object({
  zoneCode: text(40),
  zoneName: z.nullable(text(80)),
  city: z.nullable(text(80)),
  plate: text(20),
  start: text(40),
  end: text(40),
});
export type PurchaseContext = z.infer<typeof purchaseSchema>;

export function rememberPurchase(purchase: PurchaseContext): void {
  writeItem('session', PURCHASE_KEY, JSON.stringify(purchase));
}

// The backend stores the validTo the browser sent; a minute covers a representation that drops seconds.
const SAME_END_MS = 60_000;

/**
 * The purchase this tab left for, when it is the ticket on screen (same end time); otherwise
 * null: opened in another browser, or an older summary link, the card shows only what it knows.
 */
export function purchaseFor(validTo: string | null | undefined): PurchaseContext | null {
  const parsed = purchaseSchema.safeParse(readJson('session', PURCHASE_KEY));
  if (!parsed.success) return null;
  const stored = parseZoneTime(parsed.data.end);
  const shown = parseZoneTime(validTo);
  if (!stored || !shown || Math.abs(stored.getTime() - shown.getTime()) > SAME_END_MS) return null;
  return parsed.data;
}
