import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { applicationFlowMachine } from '../../machines/application-flow.ts';
import {
  BUSY,
  SAVED,
  type SummaryEmitted,
  type SummaryInput,
  summaryMachine,
} from '../../machines/summary.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { summary } from '../support/model/registry.ts';
import {
  DECLARATION_HTML,
  summaryErrors as errors,
  summaryLoads as loads,
  missingParts,
  REFERENCE,
  SUBMITTED_AT,
  submitAnswer,
  summaryDetail,
} from '../support/model/summary-fixtures.ts';

describeModel(summary);

const input = personalInput as (category: Category, mode: Role, id?: number) => SummaryInput;

async function open(
  stepInput: SummaryInput = input('Domestic', 'applicant', SAVED_ID),
  load = loads.editing,
) {
  const step = drive(summaryMachine, stepInput);
  const emitted: SummaryEmitted[] = [];
  step.actor.on('*', (event) => emitted.push(event));
  await step.resolve('load', load);
  return { ...step, emitted, context: () => step.snapshot().context };
}

describe('summary: loading', () => {
  it('asks for the route’s application and category, then keeps the detail, declaration and status', async () => {
    const step = drive(summaryMachine, input('International', 'agent', SAVED_ID));
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls).toEqual([
      expect.objectContaining({ src: 'load', input: { id: SAVED_ID, category: 'International' } }),
    ]);
    await step.resolve('load', loads.editing);
    expect(step.snapshot().matches({ ready: 'viewing' })).toBe(true);
    expect(step.snapshot().context).toMatchObject({
      status: 'editing',
      applicationCategory: 'Domestic',
      declaration: DECLARATION_HTML,
      ticked: false,
      reference: null,
    });
  });

  it('shows a failed load and loads again on RETRY', async () => {
    const step = drive(summaryMachine, input('Domestic', 'applicant', SAVED_ID));
    await step.reject('load', errors.network);
    expect(step.snapshot().value).toBe('loadFailed');
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().value).toBe('loadFailed');
    step.actor.send({ type: 'RETRY' });
    expect(step.snapshot().value).toBe('loading');
    await step.resolve('load', loads.editing);
    expect(step.snapshot().matches({ ready: 'viewing' })).toBe(true);
  });
});

describe('summary: confirm and the declaration', () => {
  it.each(['editing', 'pending'] as const)('a %s application may be confirmed', async (status) => {
    const step = await open(undefined, { ...loads.editing, summary: summaryDetail(status) });
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'declaration' })).toBe(true);
  });

  it.each(['submitted', 'underReview', 'refused', 'offered'] as const)(
    'a %s application is read only: CONFIRM does nothing',
    async (status) => {
      const step = await open(undefined, { ...loads.editing, summary: summaryDetail(status) });
      step.actor.send({ type: 'CONFIRM' });
      expect(step.snapshot().matches({ ready: 'viewing' })).toBe(true);
      expect(step.context().reference).toBe(REFERENCE);
    },
  );

  it('Submit does nothing until the box is ticked; unticking stops it again; CLOSE goes back', async () => {
    const step = await open();
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'SUBMIT' });
    expect(step.snapshot().matches({ ready: 'declaration' })).toBe(true);
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'UNTICK' });
    step.actor.send({ type: 'SUBMIT' });
    expect(step.snapshot().matches({ ready: 'declaration' })).toBe(true);
    expect(step.calls.filter((c) => c.src === 'submit')).toHaveLength(0);
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'CLOSE' });
    expect(step.snapshot().matches({ ready: 'viewing' })).toBe(true);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.context().ticked).toBe(false);
  });
});

describe('summary: submitting', () => {
  it('submits the application, keeps the reference and emits saved with its id', async () => {
    const step = await open();
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'SUBMIT' });
    expect(step.snapshot().hasTag(BUSY)).toBe(true);
    expect(step.calls.at(-1)).toEqual(expect.objectContaining({ src: 'submit', input: { id: SAVED_ID } }));
    await step.resolve('submit', submitAnswer);
    expect(step.snapshot().hasTag(SAVED)).toBe(true);
    expect(step.context()).toMatchObject({ reference: REFERENCE, status: 'submitted' });
    expect(step.context().summary).toMatchObject({ reference: REFERENCE, submittedAt: SUBMITTED_AT });
    expect(step.emitted).toEqual([{ type: 'saved', id: SAVED_ID }]);
  });

  it('a refusal keeps the message and the missing parts with their steps; CONFIRM lists them again (issue 23)', async () => {
    const step = await open();
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'SUBMIT' });
    await step.reject('submit', errors.incomplete);
    expect(step.snapshot().matches({ ready: 'failed' })).toBe(true);
    expect(step.context().error?.message).toBe(errors.incomplete.message);
    expect(step.context().missing).toEqual(missingParts);
    expect(step.emitted).toEqual([]);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'incomplete' })).toBe(true);
    expect(step.context().missing).toEqual(missingParts);
  });

  it('Confirm while the detail says parts are missing lists them and keeps the popup shut (issue 23)', async () => {
    const step = await open(undefined, loads.incomplete);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'incomplete' })).toBe(true);
    expect(step.context().missing).toEqual(missingParts);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'incomplete' })).toBe(true);
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'SUBMIT' });
    expect(step.snapshot().matches({ ready: 'incomplete' })).toBe(true);
  });

  it('a failure without missing parts: CONFIRM opens the popup again, unticked', async () => {
    const step = await open();
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'SUBMIT' });
    await step.reject('submit', errors.serverBroken);
    step.actor.send({ type: 'CONFIRM' });
    expect(step.snapshot().matches({ ready: 'declaration' })).toBe(true);
    expect(step.context()).toMatchObject({ error: null, missing: [], ticked: false });
  });

  it('a server failure has no missing parts', async () => {
    const step = await open();
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'SUBMIT' });
    await step.reject('submit', errors.serverBroken);
    expect(step.context().missing).toEqual([]);
    expect(step.context().error?.message).toBe(errors.serverBroken.message);
  });
});

describe('summary with the flow, wired as the step screen does', () => {
  async function wired(category: Category, mode: Role) {
    const step = await open(input(category, mode, SAVED_ID));
    const flow = createActor(applicationFlowMachine, {
      input: { category, mode, id: SAVED_ID, step: 'summary' },
    }).start();
    const onNext: unknown[] = [];
    step.actor.on('saved', ({ id }) => flow.send({ type: 'SAVED', id }));
    flow.on('next', (event) => onNext.push(event));
    step.actor.send({ type: 'CONFIRM' });
    step.actor.send({ type: 'TICK' });
    step.actor.send({ type: 'SUBMIT' });
    await step.resolve('submit', submitAnswer);
    return { flow: flow.getSnapshot().context, onNext };
  }

  it.each([
    ['Domestic', 'applicant', `/finish/${SAVED_ID}`],
    ['International', 'agent', `/internationalFinish/${SAVED_ID}`],
  ] as const)('a %s %s submission takes the flow to %s (spec §4)', async (category, mode, route) => {
    const { flow, onNext } = await wired(category, mode);
    expect(flow.route).toBe(route);
    expect(onNext).toEqual([]);
  });

  it('a staff submission stays and hands next (Finish) to onNext once', async () => {
    const { flow, onNext } = await wired('Domestic', 'staff');
    expect(flow).toMatchObject({ step: 'summary', route: `/summary/${SAVED_ID}` });
    expect(onNext).toEqual([{ type: 'next', step: 'finish', id: SAVED_ID }]);
  });
});
