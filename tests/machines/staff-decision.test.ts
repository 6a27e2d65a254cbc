import { describe, expect, it } from 'vitest';
import { staffDecisionMachine } from '../../machines/staff-decision.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { staffDecision } from '../support/model/registry.ts';
import { decisionErrors, decisionValues, underReviewHistory } from '../support/model/staff-queue-fixtures.ts';

describeModel(staffDecision);

describe('staff-decision: what staff see', () => {
  it('sends the move with its reason and due date, then reloads and says what the application became', async () => {
    const flow = drive(staffDecisionMachine, { id: 31 });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'loadHistory', input: { id: 31 } });
    await flow.resolve('loadHistory', underReviewHistory);
    flow.actor.send({ type: 'DECIDE', to: 'evidenceNeeded' });
    expect(flow.snapshot().context.move).toMatchObject({ to: 'evidenceNeeded', needs: 'reasonAndDueDate' });
    flow.actor.send({ type: 'SUBMIT', values: decisionValues });
    expect(flow.calls.at(-1)).toMatchObject({
      src: 'decide',
      input: { id: 31, version: underReviewHistory.version, values: decisionValues },
    });
    await flow.resolve('decide', { status: 'Evidence Needed' });
    expect(flow.snapshot().matches('loading')).toBe(true);
    expect(flow.snapshot().context.done).toBe('The application is now Evidence Needed.');
  });

  it('keeps the dialog open with the refusal; a move the lifecycle does not offer opens nothing', async () => {
    const flow = drive(staffDecisionMachine, { id: 31 });
    await flow.resolve('loadHistory', underReviewHistory);
    flow.actor.send({ type: 'DECIDE', to: 'accepted' });
    expect(flow.snapshot().matches({ ready: 'idle' })).toBe(true);
    flow.actor.send({ type: 'DECIDE', to: 'evidenceNeeded' });
    flow.actor.send({ type: 'SUBMIT', values: decisionValues });
    await flow.reject('decide', decisionErrors.changedMeanwhile);
    expect(flow.snapshot().matches({ ready: 'deciding' })).toBe(true);
    expect(flow.snapshot().context.error?.message).toBe(decisionErrors.changedMeanwhile.message);
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.snapshot().context).toMatchObject({ move: null, error: null });
  });
});
