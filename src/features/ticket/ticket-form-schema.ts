import * as z from 'zod/mini';
import { hasOtherScript, PLATE_MAX_LENGTH, PLATE_PATTERN } from '@/lib/plate';

/**
 * What is wrong with the plate, as the field's message code; the first that applies wins:
 * `format` (empty, or a character that is not a letter or a digit), `script` (a letter of another
 * script with no Latin look-alike), `length` (more than PLATE_MAX_LENGTH).
 */
export type PlateError = 'format' | 'script' | 'length';

// Form values stay strings, as the fields hold them; the numbers are read where they are used.
export function ticketFormSchema(hours: readonly number[]) {
  return z.object({
    tariffId: z.string().check(z.minLength(1)),
    plateNumber: z.string().check(
      z.minLength(1, { error: 'format' }),
      z.refine((value) => !hasOtherScript(value), { error: 'script' }),
      z.regex(PLATE_PATTERN, { error: 'format' }),
      z.maxLength(PLATE_MAX_LENGTH, { error: 'length' }),
    ),
    duration: z.string().check(z.refine((value) => hours.includes(Number(value)))),
  });
}

export type TicketFormValues = z.infer<ReturnType<typeof ticketFormSchema>>;
