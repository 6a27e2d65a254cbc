import { z } from 'zod';
import { Code } from '../../domain/envelope.ts';
import { INT4_MAX } from '../../domain/steps/text-safety.ts';
import { Refusal } from './envelope.ts';

/** The largest PostgreSQL integer (int4): ids, versions and list ids stop here. */
export const ID_MAX = INT4_MAX;

/** Ids are PostgreSQL integers: 1 to 2^31 - 1, written as plain digits. */
const idSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(ID_MAX));

/**
 * The `:id` of a path. Anything that cannot be an id gets the same refusal as a row that is not
 * the caller's (`notFound`), so a malformed id tells nothing a missing one would not.
 */
export function idParam(params: unknown, notFound: string): number {
  const parsed = idSchema.safeParse((params as { id?: unknown } | undefined)?.id);
  if (!parsed.success) throw new Refusal(Code.Refused, notFound);
  return parsed.data;
}
