import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { agentNewApplicationMachine } from '../../machines/agent-new-application.ts';
import { newStudent } from '../support/model/agent-new-application-fixtures.ts';

/**
 * Mutation-test companions (npm run mutation, issue 29): what the closed dialog keeps, which no
 * state of the spec shows (the home screen looks the same with or without a remembered category).
 */
describe('agent-new-application: what the model paths do not show', () => {
  it('forgets the category when the dialog is cancelled, and starts with none', () => {
    const actor = createActor(agentNewApplicationMachine).start();
    expect(actor.getSnapshot().context).toEqual({ category: null, student: null });
    actor.send({ type: 'OPEN', category: 'International' });
    expect(actor.getSnapshot().context.category).toBe('International');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ category: null, student: null });
  });

  it('ends with the category of the button pressed and the student continued with', () => {
    const actor = createActor(agentNewApplicationMachine).start();
    actor.send({ type: 'OPEN', category: 'Domestic' });
    actor.send({ type: 'CONTINUE', student: newStudent });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context).toEqual({ category: 'Domestic', student: newStudent });
  });
});

/** Continue keeps id -1, the category and the student for the steps (issue 11), then names the step. */
describe('agent-new-application: Continue keeps the category and the student', () => {
  it('once, on Continue, with what the dialog was continued with', () => {
    const kept = vi.fn();
    const machine = agentNewApplicationMachine.provide({
      actions: { keepNewApplication: ({ context }) => kept(context.category, context.student) },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'OPEN', category: 'International' });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'OPEN', category: 'Domestic' });
    expect(kept).not.toHaveBeenCalled();
    actor.send({ type: 'CONTINUE', student: newStudent });
    expect(kept).toHaveBeenCalledExactlyOnceWith('Domestic', newStudent);
  });

  it('is named agentNewApplication (its heading in docs/statecharts.md)', () => {
    expect(agentNewApplicationMachine.id).toBe('agentNewApplication');
  });
});
