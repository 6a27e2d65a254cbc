import { describe, expect, it } from 'vitest';
import { isStudentNum, personalDetailsMachine } from '../../machines/personal-details.ts';
import { defaultPersonalDetails, formFromLoad } from '../../src/domain/personal/defaults.ts';
import { loads, personalInput, SAVED_ID, STUDENT_NUM } from '../support/model/application-fixtures.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companions (npm run mutation): the registry's loads answer the id of the route, and
 * its pre-fills always find a student.
 */
describe('personal-details: what the model paths do not show', () => {
  it('pre-fills only from a Student ID of digits, at most 10 (spec §5)', () => {
    expect(isStudentNum('1234567890')).toBe(true);
    expect(isStudentNum('7')).toBe(true);
    expect(isStudentNum('12345678901')).toBe(false);
    expect(isStudentNum('123a')).toBe(false);
    expect(isStudentNum('a123')).toBe(false);
    expect(isStudentNum('')).toBe(false);
  });

  it.each([
    ['a new application that the load gives an id', -1, SAVED_ID, SAVED_ID],
    ['a saved application whose load answers no id (-1)', SAVED_ID, -1, SAVED_ID],
    ['a saved application whose load answers id 0', SAVED_ID, 0, SAVED_ID],
  ])('keeps the right id for %s', async (_, routeId, loadId, id) => {
    const step = drive(personalDetailsMachine, personalInput('Domestic', 'applicant', routeId));
    await step.resolve('load', { ...loads.fresh, id: loadId });
    expect(step.snapshot().context.id).toBe(id);
  });

  it('stays on the form when the Student ID finds nobody', async () => {
    const step = drive(personalDetailsMachine, personalInput('Domestic', 'staff'));
    await step.resolve('load', loads.fresh);
    step.actor.send({ type: 'PREFILL', studentNum: STUDENT_NUM, values: defaultPersonalDetails('Domestic') });
    await step.resolve('obtain', null);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.snapshot().context.prefill).toBeNull();
  });

  it('holds the empty form of the route, and no lists, until the load answers', () => {
    const step = drive(personalDetailsMachine, personalInput('International', 'applicant', SAVED_ID));
    expect(step.snapshot().context).toMatchObject({
      lists: null,
      locked: false,
      lockedFields: [],
      prefill: null,
    });
    expect(step.snapshot().context.form).toEqual(formFromLoad(null, 'International', SAVED_ID));
  });

  it('locks no field of a loaded form until a pre-fill is confirmed (spec §4)', async () => {
    const step = drive(personalDetailsMachine, personalInput('Domestic', 'staff', SAVED_ID));
    await step.resolve('load', loads.fresh);
    expect(step.snapshot().context).toMatchObject({ locked: false, lockedFields: [] });
  });
});
