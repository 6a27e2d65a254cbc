import { describe, expect, it } from 'vitest';
import { answersFor, applicationAnswerMachine } from '../../machines/application-answer.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): what the applicant's answer sends, and what
 * it forgets on Cancel, which the spec's states do not show (a closed dialog looks the same).
 */
describe('application-answer: what the model paths do not show', () => {
  it('sends the application id, the version it was loaded at and the answer chosen', async () => {
    const step = drive(applicationAnswerMachine, { id: 31, status: 'offered', version: 4 });
    step.actor.send({ type: 'ANSWER', answer: 'decline' });
    step.actor.send({ type: 'CONFIRM' });
    expect(step.calls.at(-1)).toEqual(
      expect.objectContaining({ src: 'sendAnswer', input: { id: 31, version: 4, answer: 'decline' } }),
    );
    await step.resolve('sendAnswer', { status: 'Declined' });
    expect(step.snapshot().context.became).toBe('Declined');
  });

  it('forgets the answer and the refusal on Cancel; a new answer starts without the old message', async () => {
    const step = drive(applicationAnswerMachine, { id: 31, status: 'offered', version: 4 });
    step.actor.send({ type: 'ANSWER', answer: 'accept' });
    step.actor.send({ type: 'CONFIRM' });
    await step.reject('sendAnswer', new TypeError('Failed to fetch'));
    expect(step.snapshot().matches('confirming')).toBe(true);
    expect(step.snapshot().context.error).not.toBeNull();
    step.actor.send({ type: 'CANCEL' });
    expect(step.snapshot().context).toMatchObject({ answer: null, error: null });
    step.actor.send({ type: 'ANSWER', answer: 'decline' });
    expect(step.snapshot().context).toMatchObject({ answer: 'decline', error: null });
  });

  it('offers what docs/application-lifecycle.md lets the applicant answer, and nothing else', () => {
    expect(answersFor('evidenceNeeded')).toEqual(['evidence']);
    expect(answersFor('offered')).toEqual(['accept', 'decline']);
    for (const status of ['editing', 'submitted', 'underReview', 'refused', 'withdrawn', null] as const) {
      expect(answersFor(status)).toEqual([]);
    }
  });
});
