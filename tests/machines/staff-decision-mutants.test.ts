import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { NOTE_ADDED, staffDecisionMachine, staffMoves } from '../../machines/staff-decision.ts';
import type { HistoryAnswer } from '../../src/domain/backoffice/types.ts';
import { drive } from '../support/model/drive.ts';
import { decisionErrors, decisionValues, underReviewHistory } from '../support/model/staff-queue-fixtures.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): what the decision panel holds that its
 * states do not show — the reason an evidence request's dialog starts with, the note sent, and which
 * action forgets the last "done" message or refusal (a ready panel looks the same either way).
 */
const ASKED = 'Please upload the second page of your transcript.';

async function ready(loaded: HistoryAnswer = underReviewHistory) {
  const flow = drive(staffDecisionMachine, { id: 31 });
  await flow.resolve('loadHistory', loaded);
  return flow;
}

async function decided() {
  const flow = await ready();
  flow.actor.send({ type: 'DECIDE', to: 'evidenceNeeded' });
  flow.actor.send({ type: 'SUBMIT', values: decisionValues });
  await flow.resolve('decide', { status: 'Evidence Needed' });
  await flow.resolve('loadHistory', underReviewHistory);
  expect(flow.snapshot().context.done).toBe('The application is now Evidence Needed.');
  return flow;
}

describe('staff-decision: what the model paths do not show', () => {
  it('starts an evidence request with the reason the documents marked Needs replacing ask for', async () => {
    const flow = await ready({ ...underReviewHistory, evidenceReason: ASKED });
    flow.actor.send({ type: 'DECIDE', to: 'evidenceNeeded' });
    expect(flow.snapshot().context.draftReason).toBe(ASKED);
  });

  it('starts every other move, and an evidence request with nothing marked, with an empty reason', async () => {
    const marked = await ready({ ...underReviewHistory, evidenceReason: ASKED });
    expect(marked.snapshot().context.draftReason).toBe('');
    marked.actor.send({ type: 'DECIDE', to: 'refused' });
    expect(marked.snapshot().matches({ ready: 'deciding' })).toBe(true);
    expect(marked.snapshot().context.move?.to).toBe('refused');
    expect(marked.snapshot().context.draftReason).toBe('');
    const unmarked = await ready({ ...underReviewHistory, evidenceReason: '' });
    unmarked.actor.send({ type: 'DECIDE', to: 'evidenceNeeded' });
    expect(unmarked.snapshot().context.draftReason).toBe('');
  });

  it('forgets the move once the decision is recorded', async () => {
    const flow = await decided();
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(flow.snapshot().context.move).toBeNull();
  });

  it.each([
    ['DECIDE', { type: 'DECIDE', to: 'refused' }],
    ['NOTE', { type: 'NOTE', content: 'Called the applicant.' }],
    ['RELOAD', { type: 'RELOAD' }],
  ] as const)('%s forgets the last "done" message', async (_, event) => {
    const flow = await decided();
    flow.actor.send(event);
    expect(flow.snapshot().context.done).toBeNull();
  });

  it('sends the note typed, says it was added once recorded, and reloads', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'NOTE', content: 'Called the applicant.' });
    expect(flow.calls.at(-1)).toMatchObject({
      src: 'addNote',
      input: { id: 31, content: 'Called the applicant.' },
    });
    await flow.resolve('addNote', {});
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(flow.calls.at(-1)).toMatchObject({ src: 'loadHistory', input: { id: 31 } });
    expect(flow.snapshot().context.done).toBe(NOTE_ADDED);
    // What staff read (issue 11's wording; the spec has none for the back office).
    expect(NOTE_ADDED).toBe('The note was added to the history.');
  });

  it('offers no move before the status is loaded', () => {
    expect(staffMoves(null)).toEqual([]);
  });

  it.each(Object.entries(staffDecisionMachine.implementations.actors))(
    'its %s call, when the app did not provide it, fails naming it',
    async (name, logic) => {
      const failure = await toPromise(createActor(logic as AnyActorLogic, { input: {} }).start()).catch(
        (error: unknown) => error,
      );
      expect(failure).toEqual(new Error(`The actor "${name}" was not provided`));
    },
  );

  it('a refused note keeps the panel with the refusal; the next action forgets it', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'NOTE', content: '' });
    await flow.reject('addNote', decisionErrors.noteRequired);
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(flow.snapshot().context.error?.message).toBe(decisionErrors.noteRequired.message);
    flow.actor.send({ type: 'DECIDE', to: 'refused' });
    expect(flow.snapshot().context.error).toBeNull();
  });

  it.each([
    ['NOTE', { type: 'NOTE', content: 'Called the applicant.' }],
    ['RELOAD', { type: 'RELOAD' }],
  ] as const)('%s forgets a refusal', async (_, event) => {
    const flow = await ready();
    flow.actor.send({ type: 'NOTE', content: '' });
    await flow.reject('addNote', decisionErrors.noteRequired);
    flow.actor.send(event);
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('a second submit after a refusal starts without the old message', async () => {
    const flow = await ready();
    flow.actor.send({ type: 'DECIDE', to: 'evidenceNeeded' });
    flow.actor.send({ type: 'SUBMIT', values: decisionValues });
    await flow.reject('decide', decisionErrors.evidenceMissing);
    expect(flow.snapshot().context.error).not.toBeNull();
    flow.actor.send({ type: 'SUBMIT', values: decisionValues });
    expect(flow.snapshot().matches({ ready: 'submitting' })).toBe(true);
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('a failed load says why; RETRY loads again and the answer clears it', async () => {
    const flow = drive(staffDecisionMachine, { id: 31 });
    await flow.reject('loadHistory', decisionErrors.serverBroken);
    expect(flow.snapshot().matches('failed')).toBe(true);
    expect(flow.snapshot().context.error?.message).toBe(decisionErrors.serverBroken.message);
    flow.actor.send({ type: 'RETRY' });
    await flow.resolve('loadHistory', underReviewHistory);
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ loaded: underReviewHistory, error: null });
  });
});
