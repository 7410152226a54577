import * as z from 'zod/mini';
import { untrustedText } from '@/lib/untrusted-text';

// The one shape of a paid ticket: as this tab keeps it with its purchase (./purchase-context.ts)
// and as another tab tells of it (./paid-elsewhere.ts), by zone and plate or by the checkout's ids.
// Only zod and the text cleaner, which every page has already.

/** A text of 1 to `max` characters. */
export const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/**
 * A ticket number as `/payment` shows it: made safe as every outside text is (src/lib/untrusted-text;
 * another tab's message is outside this tab's code), then 1 to 40 characters.
 */
const shownNumber = z.string().check(
  z.overwrite((value) => untrustedText(value)),
  z.minLength(1),
  z.maxLength(40),
);

/** A purchase's paid mark: its ticket's number (none when the server only said it was paid) and end. */
export const paidMarkSchema = z.object({ ticketNumber: z.nullable(shownNumber), end: text(40) });

/** A paid ticket of a zone and plate: what `/payment` names before a second payment. */
export const paidPurchaseSchema = z.object({
  ...paidMarkSchema.shape,
  zoneCode: text(40),
  plate: text(20),
});
export type PaidPurchase = z.infer<typeof paidPurchaseSchema>;

/**
 * A checkout another tab started, whose return from the bank came to this tab (the bank's app may
 * open it in a new one): its ids, as the bank led back (Teya's order, Worldline's request), and
 * its ticket. No zone or plate: the tab that started it holds those.
 */
export const paidReturnSchema = z.object({
  ...paidMarkSchema.shape,
  orderId: z.nullable(text(2000)),
  requestId: z.nullable(text(2000)),
});
export type PaidReturn = z.infer<typeof paidReturnSchema>;
