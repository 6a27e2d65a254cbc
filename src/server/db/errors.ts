/** The SQLSTATE of a failed statement, through Drizzle's wrapping (it keeps the driver error as cause). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when a statement failed on a unique constraint (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** True when a statement pointed at a row that does not exist (SQLSTATE 23503, foreign key). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/**
 * True when a statement was refused for a value (SQLSTATE class 22, data exception: a number past
 * int4, a NUL or untranslatable character, text that is not a date…): the request's fault, not ours.
 */
export const isDataException = (error: unknown) => sqlState(error)?.startsWith('22') ?? false;
