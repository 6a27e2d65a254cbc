import { describe, expect, it } from 'vitest';
import { otherDetailsMachine } from '../../machines/other-details.ts';
import { showsSavedNotice } from '../../machines/step.ts';
import type { Role } from '../../src/domain/user.ts';
import { personalInput, SAVED_ID, savedAnswer } from '../support/model/application-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import {
  otherDetailsErrors as errors,
  otherDetailsLoads as loads,
  otherDetailsValues as values,
} from '../support/model/other-details-fixtures.ts';

/**
 * Staff stay on the step after saving it (they move on by `next` events), so only they are told it
 * saved; an applicant's or agent's save moves them on to the next step. Any step made by
 * createStepMachine has the rule; other-details stands for them all.
 */
async function savedAs(mode: Role, outcome: 'ok' | 'failed') {
  const step = drive(otherDetailsMachine, personalInput('Domestic', mode, SAVED_ID));
  await step.resolve('load', loads.saved);
  const before = showsSavedNotice(step.snapshot());
  step.actor.send({ type: 'SAVE', values: values(SAVED_ID) });
  const saving = showsSavedNotice(step.snapshot());
  if (outcome === 'ok') await step.resolve('save', savedAnswer);
  else await step.reject('save', errors.network);
  return { before, saving, after: showsSavedNotice(step.snapshot()) };
}

describe('showsSavedNotice: who is told a step saved', () => {
  it('staff, once their save is answered, and not before', async () => {
    expect(await savedAs('staff', 'ok')).toEqual({ before: false, saving: false, after: true });
  });

  it('never an applicant or an agent, whose save leads on', async () => {
    for (const mode of ['applicant', 'agent'] as const)
      expect(await savedAs(mode, 'ok')).toEqual({ before: false, saving: false, after: false });
  });

  it('not staff whose save failed', async () => {
    expect((await savedAs('staff', 'failed')).after).toBe(false);
  });
});
