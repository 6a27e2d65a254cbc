import { isUniqueViolation } from '../../src/server/db/errors.ts';
import { isServiceFailure, ServiceFailure } from '../../src/server/services/failures.ts';

/** Drizzle wraps driver errors: the interesting part is in `cause`. */
const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isServiceFailure', () => {
  it('recognises outages, through wrapping', () => {
    expect(isServiceFailure(new ServiceFailure('mail', new Error('ECONNREFUSED')))).toBe(true);
    expect(isServiceFailure(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(
      true,
    );
    expect(isServiceFailure(wrapped(Object.assign(new Error('x'), { code: '57P01' })))).toBe(true); // admin shutdown
    expect(isServiceFailure(wrapped(Object.assign(new Error('x'), { code: '08006' })))).toBe(true); // connection failure
    expect(isServiceFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
  });

  it('leaves bugs to the crash handler', () => {
    expect(isServiceFailure(new TypeError('undefined is not a function'))).toBe(false);
    expect(isServiceFailure(wrapped(Object.assign(new Error('x'), { code: '42703' })))).toBe(false); // undefined column
    expect(isServiceFailure(undefined)).toBe(false);
  });
});

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 inside a wrapped error', () => {
    expect(isUniqueViolation(wrapped(Object.assign(new Error('dup'), { code: '23505' })))).toBe(true);
    expect(isUniqueViolation(wrapped(Object.assign(new Error('fk'), { code: '23503' })))).toBe(false);
  });
});
