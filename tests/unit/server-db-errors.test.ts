import { describe, expect, it } from 'vitest';
import { isDataException, isForeignKeyViolation, isUniqueViolation } from '../../src/server/db/errors.ts';

/** A driver error as Drizzle wraps it: the SQLSTATE is on the cause. */
const wrapped = (code: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('db'), { code }) });

describe('database errors a request can cause', () => {
  it.each(['22003', '22P02', '22007', '22008', '22001', '22P05', '22021'])(
    '%s is the request’s value',
    (code) => {
      expect(isDataException(wrapped(code))).toBe(true);
    },
  );

  it.each(['22012', '2201B', '23505', '08006', '57P01'])('%s is not', (code) => {
    expect(isDataException(wrapped(code))).toBe(false);
  });

  it('reads constraint violations through the wrapping, and nothing from a plain error', () => {
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
    expect(isDataException(new Error('no code'))).toBe(false);
  });
});
