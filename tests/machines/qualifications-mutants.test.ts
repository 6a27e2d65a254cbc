import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { type QualificationsInput, qualificationsMachine } from '../../machines/qualifications.ts';
import { formFromLoad } from '../../src/domain/qualifications/defaults.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import {
  ENROLMENT_CODE,
  pressPrefill,
  qualificationsErrors,
  qualificationsLoads,
  typedQualifications,
} from '../support/model/qualifications-fixtures.ts';

/**
 * Mutation-test companions (npm run mutation): what the spec's states do not show — the context before
 * the load answers (the step shows its busy indicator, then the form or the load failure), and a
 * lookup that answers nothing at all.
 */
const qualificationsInput = personalInput as (
  ...args: Parameters<typeof personalInput>
) => QualificationsInput;

describe('qualifications: what the model paths do not show', () => {
  it.each([
    ['a new Domestic application', qualificationsInput('Domestic', 'applicant')],
    ['a saved International one', qualificationsInput('International', 'staff', SAVED_ID)],
  ])(
    'holds, for %s, no lists, no pre-fill and the empty form of the route until the load answers',
    (_, input) => {
      const step = drive(qualificationsMachine, input);
      expect(step.snapshot().context).toMatchObject({
        lists: null,
        enrolmentCode: '',
        prefillError: null,
        prefill: null,
      });
      expect(step.snapshot().context.form).toEqual(formFromLoad(null, input.category, input.id));
      expect(step.snapshot().context.form).toMatchObject({
        applicationId: input.id,
        applicationCategory: input.category,
        qualificationTypes: [],
        qualifications: [],
        employments: [],
      });
    },
  );

  it('still holds them after a failed load', async () => {
    const input = qualificationsInput('Domestic', 'agent', SAVED_ID);
    const step = drive(qualificationsMachine, input);
    await step.reject('load', qualificationsErrors.network);
    expect(step.snapshot().matches('loadFailed')).toBe(true);
    expect(step.snapshot().context).toMatchObject({ lists: null, prefill: null });
    expect(step.snapshot().context.form).toEqual(formFromLoad(null, 'Domestic', SAVED_ID));
  });

  it('goes back to the form, asking nothing, when the lookup answers nothing at all', async () => {
    const step = drive(qualificationsMachine, qualificationsInput('International', 'staff', SAVED_ID));
    await step.resolve('load', qualificationsLoads.saved);
    const values = typedQualifications('International', SAVED_ID);
    pressPrefill(step, ENROLMENT_CODE, values);
    await step.resolve('obtain', null);
    expect(step.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(step.snapshot().context).toMatchObject({ prefill: null, error: null, form: values });
  });

  it('looks up the code the box kept, without the spaces around it', async () => {
    const step = drive(qualificationsMachine, qualificationsInput('Domestic', 'staff'));
    await step.resolve('load', qualificationsLoads.fresh);
    pressPrefill(step, `  ${ENROLMENT_CODE}\t`, typedQualifications('Domestic'));
    expect(step.snapshot().context.enrolmentCode).toBe(ENROLMENT_CODE);
    expect(step.calls.at(-1)).toMatchObject({ src: 'obtain', input: { enrolmentCode: ENROLMENT_CODE } });
  });
});

describe('qualifications: an actor the app did not provide', () => {
  // not-provided-mutants.test.ts does this for the other machines.
  it.each(Object.entries(qualificationsMachine.implementations.actors))(
    '%s fails with an error that names it',
    async (name, logic) => {
      const started = createActor(logic as AnyActorLogic, { input: {} }).start();
      const error = await toPromise(started).catch((e: unknown) => e);
      expect(error).toEqual(new Error(`The actor "${name}" was not provided`));
    },
  );
});
