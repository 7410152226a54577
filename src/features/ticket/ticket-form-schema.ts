import * as z from 'zod/mini';
import { PLATE_MAX_LENGTH, PLATE_PATTERN } from '@/lib/plate';

// Form values stay strings, as the fields hold them; the numbers are read where they are used.
export function ticketFormSchema(hours: readonly number[]) {
  return z.object({
    tariffId: z.string().check(z.minLength(1)),
    plateNumber: z.string().check(z.minLength(1), z.maxLength(PLATE_MAX_LENGTH), z.regex(PLATE_PATTERN)),
    duration: z.string().check(z.refine((value) => hours.includes(Number(value)))),
  });
}

export type TicketFormValues = z.infer<ReturnType<typeof ticketFormSchema>>;
