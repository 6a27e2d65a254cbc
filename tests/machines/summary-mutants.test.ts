import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { type SummaryInput, summaryMachine } from '../../machines/summary.ts';
import type { SummaryDetail } from '../../src/domain/applications/summary.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { drive } from '../support/model/drive.ts';
import {
  summaryErrors as errors,
  summaryLoads as loads,
  missingParts,
  REFERENCE,
  SUBMITTED_AT,
  submitAnswer,
  summaryDetail,
} from '../support/model/summary-fixtures.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): what the summary holds that its states do not
 * show — the status read from the label when the detail has no key, each refused Confirm counted (the
 * view brings the list into view again for each), what a submission's answer leaves in the summary,
 * and what a retried load forgets.
 */
const input = () => personalInput('Domestic', 'applicant', SAVED_ID) as SummaryInput;

async function open(load = loads.editing) {
  const step = drive(summaryMachine, input());
  await step.resolve('load', load);
  return { ...step, context: () => step.snapshot().context };
}

async function submitWith(answer: typeof submitAnswer) {
  const step = await open();
  step.actor.send({ type: 'CONFIRM' });
  step.actor.send({ type: 'TICK' });
  step.actor.send({ type: 'SUBMIT' });
  await step.resolve('submit', answer);
  return step;
}

describe('summary: what the model paths do not show', () => {
  it.each([
    ['Pending', 'pending', 'declaration'],
    ['Under Review', 'underReview', 'viewing'],
  ] as const)(
    'reads the status from its label (%s) when the detail has no key',
    async (label, key, after) => {
      const detail = { ...summaryDetail(), status: label, statusKey: undefined } as unknown as SummaryDetail;
      const step = await open({ ...loads.editing, summary: detail });
      expect(step.context().status).toBe(key);
      step.actor.send({ type: 'CONFIRM' });
      expect(step.snapshot().matches({ ready: after })).toBe(true);
    },
  );

  it('a detail with an unknown status offers no Confirm', async () => {
    const detail = {
      ...summaryDetail(),
      status: 'Archived',
      statusKey: undefined,
    } as unknown as SummaryDetail;
    const step = await open({ ...loads.editing, summary: detail });
    expect(step.context().status).toBeNull();
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'viewing' })).toBe(true);
  });

  it('counts each Confirm refused for missing parts, as loaded and as a refusal names them', async () => {
    const loaded = await open(loads.incomplete);
    expect(loaded.context().attempts).toBe(0);
    loaded.actor.send({ type: 'CONFIRM' });
    expect(loaded.context().attempts).toBe(1);
    loaded.actor.send({ type: 'CONFIRM' });
    expect(loaded.context().attempts).toBe(2);

    const refused = await open();
    refused.actor.send({ type: 'CONFIRM' });
    expect(refused.context().attempts).toBe(0);
    refused.actor.send({ type: 'TICK' });
    refused.actor.send({ type: 'SUBMIT' });
    await refused.reject('submit', errors.incomplete);
    refused.actor.send({ type: 'CONFIRM' });
    expect(refused.context().attempts).toBe(1);
  });

  it('keeps the answer’s reference and submission time in the summary shown, the rest as loaded', async () => {
    const step = await submitWith(submitAnswer);
    expect(step.snapshot().context.summary).toEqual({
      ...summaryDetail(),
      reference: REFERENCE,
      submittedAt: SUBMITTED_AT,
    });
  });

  it('reads the status from the answer’s label, and as submitted when the answer names none it knows', async () => {
    const pending = await submitWith({ ...submitAnswer, status: 'Pending' });
    expect(pending.snapshot().context.status).toBe('pending');
    const unnamed = await submitWith({ ...submitAnswer, status: '' });
    expect(unnamed.snapshot().context.status).toBe('submitted');
  });

  it('a retried load forgets the failure, and holds the detail’s missing parts once loaded', async () => {
    const step = drive(summaryMachine, input());
    await step.reject('load', errors.incomplete);
    expect(step.snapshot().context.error?.message).toBe(errors.incomplete.message);
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().context).toMatchObject({ error: null, missing: [] });
    await step.resolve('load', loads.incomplete);
    expect(step.snapshot().context).toMatchObject({ error: null, missing: missingParts });
  });

  it('a detail without a missing list is complete', async () => {
    const detail = { ...summaryDetail(), missing: undefined } as unknown as SummaryDetail;
    const step = await open({ ...loads.editing, summary: detail });
    expect(step.context().missing).toEqual([]);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'declaration' })).toBe(true);
  });

  it.each(Object.entries(summaryMachine.implementations.actors))(
    'its %s call, when the app did not provide it, fails naming it',
    async (name, logic) => {
      const failure = await toPromise(createActor(logic as AnyActorLogic, { input: {} }).start()).catch(
        (error: unknown) => error,
      );
      expect(failure).toEqual(new Error(`The actor "${name}" was not provided`));
    },
  );
});
