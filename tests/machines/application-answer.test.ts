import { describe, expect, it } from 'vitest';
import { applicationAnswerMachine } from '../../machines/application-answer.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { applicationAnswer } from '../support/model/registry.ts';

describeModel(applicationAnswer);

describe('application-answer: what the applicant sees', () => {
  it('sends the confirmed answer for the application, and says what it became', async () => {
    const flow = drive(applicationAnswerMachine, { id: 31, status: 'offered', version: 3 });
    flow.actor.send({ type: 'ANSWER', answer: 'evidence' });
    expect(flow.snapshot().matches('idle')).toBe(true);
    flow.actor.send({ type: 'ANSWER', answer: 'decline' });
    flow.actor.send({ type: 'CONFIRM' });
    expect(flow.calls.at(-1)).toMatchObject({
      src: 'sendAnswer',
      input: { id: 31, version: 3, answer: 'decline' },
    });
    await flow.resolve('sendAnswer', { status: 'Declined' });
    expect(flow.snapshot().context.became).toBe('Declined');
  });
});
