import * as z from 'zod/mini';
import { untrustedText } from '@/lib/untrusted-text';

const optionalText = z.optional(z.nullable(z.string()));
/** A plate or number that screens show as text: made safe once, here (src/lib/untrusted-text). */
const shown = z.string().check(z.overwrite((value) => untrustedText(value)));
const optionalShown = z.optional(z.nullable(shown));
const shownNumber = z.union([shown, z.number()]);
const amount = z.union([z.number(), z.string()]);

export const redirectSchema = z.object({ redirectUrl: z.string() });

export const teyaFormSchema = z.object({
  merchantId: z.union([z.string(), z.number()]),
  paymentGatewayId: z.union([z.string(), z.number()]),
  checkHash: z.string(),
  orderId: z.union([z.string(), z.number()]),
  currency: z.string(),
  language: z.string(),
  returnUrlSuccess: z.string(),
  returnUrlSuccessServer: z.string(),
  amount,
  items: z.array(
    z.object({
      itemDescription: z.string(),
      itemCount: z.union([z.number(), z.string()]),
      itemUnitAmount: amount,
      itemAmount: amount,
    }),
  ),
});
export type TeyaForm = z.infer<typeof teyaFormSchema>;

export const finalizeSchema = z.object({ ticketCode: z.string().check(z.minLength(1)) });

export const FINE_CODES = [0, -1, -2, -3, -4] as const;
export const fineInfoSchema = z.object({
  code: z.union([z.literal(0), z.literal(-1), z.literal(-2), z.literal(-3), z.literal(-4)]),
  licensePlate: optionalShown,
  date: optionalText,
  total: z.optional(z.nullable(z.number())),
  paymentProvider: optionalText,
});
export type FineInfo = z.infer<typeof fineInfoSchema>;

export const ticketSummarySchema = z.object({
  ticketNumber: shownNumber,
  validTo: optionalText,
  invoiceId: z.optional(z.nullable(z.number())),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketOrderSchema = z.object({
  transactionStatus: z.string(),
  invoiceId: z.optional(z.nullable(z.number())),
  ticketNumber: z.optional(z.nullable(shownNumber)),
  validTo: optionalText,
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;

export const fineOrderSchema = z.object({
  transactionStatus: z.string(),
  invoiceId: z.optional(z.nullable(z.number())),
  invoiceNumber: z.optional(z.nullable(shownNumber)),
});
export type FineOrder = z.infer<typeof fineOrderSchema>;

export const invoiceSchema = z.object({ id: z.number(), invoiceNumber: shownNumber });
export type Invoice = z.infer<typeof invoiceSchema>;
