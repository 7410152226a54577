import * as z from 'zod/mini';
import { untrustedText } from '@/lib/untrusted-text';

const text = z.string();
const optionalText = z.optional(z.nullable(z.string()));
/**
 * A name or number that screens show as text: made safe once, here (src/lib/untrusted-text), so no
 * screen shows a direction control or an invisible character from the server. Codes stay as sent.
 */
const shown = z.string().check(z.overwrite((value) => untrustedText(value)));
const optionalShown = z.optional(z.nullable(shown));
const service = z.object({ name: z.string(), enabled: z.boolean() });

export const zoneStatusSchema = z.object({
  cityId: z.number(),
  city: shown,
  zone: shown,
  code: text,
  hasDailyTicket: z.boolean(),
  hasHourlyTicket: z.boolean(),
});
export type ZoneStatus = z.infer<typeof zoneStatusSchema>;

export const companyConfigSchema = z.object({
  services: z.array(service),
  businessInfo: z.optional(z.nullable(z.object({ city: optionalShown }))),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;

export const tariffSchema = z.object({ id: z.number(), type: text, name: shown });
export type Tariff = z.infer<typeof tariffSchema>;

// A missing zone or tariff list is the screen's "no data" warning, not an error: the answer is valid.
export const ticketDataSchema = z.object({
  zone: z.nullish(
    z.object({
      code: text,
      name: shown,
      color: optionalText,
      maxDuration: z.optional(z.nullable(z.number())),
    }),
  ),
  citySystem: z.optional(z.nullable(z.object({ city: optionalShown }))),
  tariffs: z.nullish(z.array(tariffSchema)),
});
export type TicketData = z.infer<typeof ticketDataSchema>;

export const estimateSchema = z.object({
  total: z.number(),
  totalCents: z.number().check(z.int()),
  plateNumber: optionalShown,
  zone: optionalShown,
  zoneId: z.number(),
  zoneCode: optionalText,
  startDate: text,
  endDate: text,
  duration: z.optional(z.nullable(z.number())),
  paymentGateway: text,
  tariff: optionalShown,
});
export type Estimate = z.infer<typeof estimateSchema>;

export const footerDataSchema = z.object({
  companyName: optionalShown,
  address: optionalShown,
  countryCode: optionalShown,
  postalNumber: optionalShown,
  city: optionalShown,
  pin: optionalShown,
  tel: optionalShown,
  email: optionalShown,
  url: optionalShown,
});
export type FooterData = z.infer<typeof footerDataSchema>;

export const fineCompanySchema = z.object({
  companyId: z.number(),
  // One company without a city must not take the whole list down: it is shown by its id.
  businessInfo: z.nullish(z.object({ city: optionalShown })),
  services: z.optional(z.nullable(z.array(service))),
});
export const fineCompaniesSchema = z.array(fineCompanySchema);
export type FineCompany = z.infer<typeof fineCompanySchema>;

export const citiesSchema = z.array(z.object({ id: z.number(), city: shown }));
export type City = z.infer<typeof citiesSchema>[number];

export const zonesSchema = z.array(z.object({ code: text, name: shown, color: optionalText }));
export type ZoneListEntry = z.infer<typeof zonesSchema>[number];
