import * as z from 'zod/mini';

// The one shape of a paid ticket: as this tab keeps it with its purchase (./purchase-context.ts)
// and as another tab tells of it (./paid-elsewhere.ts). Only zod, which every page has already.

/** A text of 1 to `max` characters. */
export const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

/** A purchase's paid mark: its ticket's number (none when the server only said it was paid) and end. */
export const paidMarkSchema = z.object({ ticketNumber: z.nullable(text(40)), end: text(40) });

/** A paid ticket of a zone and plate: what `/payment` names before a second payment. */
export const paidPurchaseSchema = z.object({
  ...paidMarkSchema.shape,
  zoneCode: text(40),
  plate: text(20),
});
export type PaidPurchase = z.infer<typeof paidPurchaseSchema>;
