import { describe, expect, it } from 'vitest';
import { ApiError, toFlowError } from '../../src/domain/api-error.ts';

// DESIGN.md "The API contract": 403 = not signed in or session expired; a 406 for a failed validation
// carries `result.errors` (field → message).
describe('ApiError', () => {
  it('keeps the envelope code, the server msg as its message, and the result', () => {
    const error = new ApiError(406, 'Please correct the edit information.', { errors: { mail: 'Bad' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Please correct the edit information.');
    expect(error.code).toBe(406);
    expect(error.result).toEqual({ errors: { mail: 'Bad' } });
    expect(error.fieldErrors).toEqual({ mail: 'Bad' });
  });

  it('has no result and no field errors when the server sent none', () => {
    const error = new ApiError(401, 'Email or password is incorrect.');
    expect(error.result).toBeNull();
    expect(error.fieldErrors).toEqual({});
  });

  it.each([
    ['a result without errors', { id: 3 }],
    ['errors that are not an object', { errors: 'none' }],
    ['errors set to null', { errors: null }],
  ])('has no field errors for %s', (_, result) => {
    expect(new ApiError(406, 'Refused', result).fieldErrors).toEqual({});
  });

  it.each([
    [403, true],
    [401, false],
    [406, false],
    [500, false],
  ])('code %i ends the session: %s', (code, ended) => {
    expect(new ApiError(code, 'msg').isSessionEnded).toBe(ended);
  });
});

describe('toFlowError: what a machine keeps and a view shows', () => {
  it('copies an ApiError', () => {
    const error = new ApiError(406, 'Refused', { errors: { email: 'Email is required.' } });
    expect(toFlowError(error)).toEqual({
      message: 'Refused',
      code: 406,
      fieldErrors: { email: 'Email is required.' },
      result: { errors: { email: 'Email is required.' } },
    });
  });

  it('keeps only the message of any other error: no code, no field errors', () => {
    expect(toFlowError(new TypeError('Failed to fetch'))).toEqual({
      message: 'Failed to fetch',
      code: null,
      fieldErrors: {},
      result: null,
    });
  });

  it('writes out a thrown value that is not an Error', () => {
    expect(toFlowError('offline')).toEqual({ message: 'offline', code: null, fieldErrors: {}, result: null });
  });
});
