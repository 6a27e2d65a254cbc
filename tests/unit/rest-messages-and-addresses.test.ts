import { describe, expect, it } from 'vitest';
import { tooManyAttempts } from '../../src/domain/messages.ts';
import { SUPPORT_DETAIL_TYPE, supportDetailId } from '../../src/domain/support/detail-route.ts';

/** Issue 13: a refused attempt says when to try again, in the unit a person would use. */
describe('tooManyAttempts: when to try again', () => {
  it.each([
    [1, 'Too many attempts. Please try again in 1 second.'],
    [45, 'Too many attempts. Please try again in 45 seconds.'],
    [59, 'Too many attempts. Please try again in 59 seconds.'],
    [60, 'Too many attempts. Please try again in 1 minute.'],
    [61, 'Too many attempts. Please try again in 2 minutes.'],
    [900, 'Too many attempts. Please try again in 15 minutes.'],
  ])('%i s → %s', (seconds, message) => {
    expect(tooManyAttempts(seconds)).toBe(message);
  });
});

/**
 * Spec §2 potentialdetailial: the address names a support request by its id and the type
 * 'supportonline'; any other address is not found without asking the server.
 */
describe('supportDetailId: the support request an address names', () => {
  it("is the type 'supportonline'", () => {
    expect(SUPPORT_DETAIL_TYPE).toBe('supportonline');
  });

  it('reads a positive whole id with that type', () => {
    expect(supportDetailId('7', 'supportonline')).toBe(7);
    expect(supportDetailId('120', 'supportonline')).toBe(120);
  });

  it.each([
    ['7', 'support'],
    ['7', undefined],
    [undefined, 'supportonline'],
    ['', 'supportonline'],
    ['0', 'supportonline'],
    ['07', 'supportonline'],
    ['-7', 'supportonline'],
    ['7.5', 'supportonline'],
    ['7a', 'supportonline'],
    ['a7', 'supportonline'],
    ['1 2', 'supportonline'],
    ['99999999999999999999', 'supportonline'],
  ])('names none for id %j and type %j', (id, type) => {
    expect(supportDetailId(id, type)).toBeNull();
  });
});
