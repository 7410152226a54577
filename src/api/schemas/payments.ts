import * as z from 'zod/mini';

const optionalText = z.optional(z.nullable(z.string()));
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
  licensePlate: optionalText,
  date: optionalText,
  total: z.optional(z.nullable(z.number())),
  paymentProvider: optionalText,
});
export type FineInfo = z.infer<typeof fineInfoSchema>;

export const ticketSummarySchema = z.object({
  ticketNumber: z.union([z.string(), z.number()]),
  validTo: optionalText,
  invoiceId: z.optional(z.nullable(z.number())),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketOrderSchema = z.object({
  transactionStatus: z.string(),
  invoiceId: z.optional(z.nullable(z.number())),
  ticketNumber: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  validTo: optionalText,
});
export type TicketOrder = z.infer<typeof ticketOrderSchema>;

export const fineOrderSchema = z.object({
  transactionStatus: z.string(),
  invoiceId: z.optional(z.nullable(z.number())),
  invoiceNumber: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
export type FineOrder = z.infer<typeof fineOrderSchema>;

export const invoiceSchema = z.object({ id: z.number(), invoiceNumber: z.union([z.string(), z.number()]) });
export type Invoice = z.infer<typeof invoiceSchema>;
