import { describe, expect, it } from 'vitest';
import { type OtherDetailsInput, otherDetailsMachine } from '../../machines/other-details.ts';
import { formFromLoad } from '../../src/domain/other-details/defaults.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import {
  otherDetailsErrors,
  otherDetailsLists,
  otherDetailsLoads,
  savedOtherDetails,
} from '../support/model/other-details-fixtures.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): the context the spec's states do not show —
 * before the load answers the step shows only its busy indicator, after a failed load only the
 * failure, and the lists and form it then holds are read by the screen, not by the model replay.
 */
const input = personalInput as (...args: Parameters<typeof personalInput>) => OtherDetailsInput;

describe('other-details: what the model paths do not show', () => {
  it('is named otherDetails (its heading in docs/statecharts.md, its name in the inspector)', () => {
    expect(otherDetailsMachine.id).toBe('otherDetails');
  });

  it.each([
    ['a new application', input('Domestic', 'applicant')],
    ['a saved one', input('International', 'staff', SAVED_ID)],
  ])('holds, for %s, no lists and the empty form of the route until the load answers', (_, stepInput) => {
    const step = drive(otherDetailsMachine, stepInput);
    expect(step.snapshot().context.lists).toBeNull();
    expect(step.snapshot().context.form).toEqual(formFromLoad(null, stepInput.id));
  });

  it('still holds them after a failed load', async () => {
    const step = drive(otherDetailsMachine, input('Domestic', 'agent', SAVED_ID));
    await step.reject('load', otherDetailsErrors.network);
    expect(step.snapshot().matches('loadFailed')).toBe(true);
    expect(step.snapshot().context.lists).toBeNull();
    expect(step.snapshot().context.form).toEqual(formFromLoad(null, SAVED_ID));
  });

  it('takes the lists and the saved form from the load', async () => {
    const step = drive(otherDetailsMachine, input('International', 'staff', SAVED_ID));
    await step.resolve('load', otherDetailsLoads.saved);
    expect(step.snapshot().context.lists).toEqual(otherDetailsLists);
    expect(step.snapshot().context.form).toEqual(formFromLoad(savedOtherDetails, SAVED_ID));
  });
});
