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
 * The data exceptions a request's value can cause: a number past int4 (22003), text that is not a
 * number or date (22P02, 22007, 22008), too long for its column (22001), a NUL or a character the
 * encoding cannot hold (22P05, 22021). The rest of class 22 (division by zero, bad regular
 * expressions, …) is a fault of our own and stays a 500.
 */
const REQUEST_DATA_EXCEPTIONS = new Set(['22003', '22P02', '22007', '22008', '22001', '22P05', '22021']);

/** True when a statement was refused for a value the request sent: the request's fault, not ours. */
export const isDataException = (error: unknown) => REQUEST_DATA_EXCEPTIONS.has(sqlState(error) ?? '');
