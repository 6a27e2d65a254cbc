import { describe, expect, it } from 'vitest';
import {
  LEAVE_STEP_QUESTION,
  LEAVE_STEP_TEXT,
  type StaffApplicationEmitted,
  staffApplicationMachine,
} from '../../machines/staff-application.ts';
import type { StepKey } from '../../src/domain/applications/steps.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): what the model paths do not show. Their saves
 * always report the saved id, and the machine replay observes the step, the status line and the
 * events emitted — not the question's words, the step asked for after Stay, nor whether the container
 * has ended.
 */
function open(step: StepKey, id: number) {
  const run = drive(staffApplicationMachine, { category: 'Domestic', id, step });
  const emitted: StaffApplicationEmitted[] = [];
  run.actor.on('*', (event) => emitted.push(event as StaffApplicationEmitted));
  return { ...run, emitted, send: run.actor.send.bind(run.actor), context: () => run.snapshot().context };
}

describe('staff-application: what the model paths do not show', () => {
  // An id of 0 or -1 names no saved application (spec: -1 is a new one; later steps are links only
  // above 0): the application keeps the id it has, and nothing replaces its address.
  it.each([0, -1])('a save that reports id %i keeps the application’s own id in the address', (reported) => {
    const c = open('personal', 7);
    c.send({ type: 'NEXT', step: 'application', id: reported });
    expect(c.emitted).toEqual([{ type: 'address', step: 'application', id: 7, replace: false }]);
    expect(c.context().id).toBe(7);
  });

  it('Stay after a breadcrumb pick closes the question: no step is asked for any more', () => {
    const c = open('personal', 7);
    c.send({ type: 'DIRTY', dirty: true });
    c.send({ type: 'PICK', step: 'documents' });
    expect(c.context().pending).toBe('documents');
    c.send({ type: 'STAY' });
    expect(c.snapshot().value).toBe('onStep');
    expect(c.context()).toMatchObject({ step: 'personal', dirty: true, pending: null });
    expect(c.emitted).toEqual([]);
  });

  it('Back to the queue ends the container (done is final in docs/statecharts.md)', () => {
    const c = open('documents', 7);
    c.send({ type: 'FINISH' });
    expect(c.emitted).toEqual([{ type: 'queue', address: '' }]);
    expect(c.snapshot().status).toBe('done');
  });

  it('asks in issue 25’s words', () => {
    expect(LEAVE_STEP_QUESTION).toBe('Leave this step?');
    expect(LEAVE_STEP_TEXT).toBe('Your changes are not saved.');
  });
});
