import type { z } from 'zod/mini';
import { SchemaError } from './errors';

/** Parses at the edge: a body of the wrong shape becomes a query error, never a crash deeper in. */
export function parseWith<T extends z.ZodMiniType>(schema: T, data: unknown, what: string): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new SchemaError(what);
  return result.data;
}
