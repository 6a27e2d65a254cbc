import { describe, expect, it } from 'vitest';
import { signInMachine } from '../../machines/sign-in.ts';
import { drive } from '../support/model/drive.ts';

/** Mutation-test companion (npm run mutation): what the form shows before the first try. */
describe('sign-in: before any try', () => {
  it('has no error and no result', () => {
    expect(drive(signInMachine).snapshot().context).toEqual({ error: null, result: null });
  });
});
