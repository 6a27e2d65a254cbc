import { describe, expect, it } from 'vitest';
import { agentNewApplicationMachine } from '../../machines/agent-new-application.ts';
import { newStudent } from '../support/model/agent-new-application-fixtures.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { agentNewApplication } from '../support/model/registry.ts';

describeModel(agentNewApplication);

describe('agent-new-application: what the user sees', () => {
  it('asks for the student of the category pressed, and starts with both', () => {
    const flow = drive(agentNewApplicationMachine);
    // Continue means nothing before a button opened the dialog.
    flow.actor.send({ type: 'CONTINUE', student: newStudent });
    expect(flow.snapshot().matches('closed')).toBe(true);
    flow.actor.send({ type: 'OPEN', category: 'International' });
    expect(flow.snapshot().matches('askingStudent')).toBe(true);
    expect(flow.snapshot().context).toEqual({ category: 'International', student: null });
    flow.actor.send({ type: 'CONTINUE', student: newStudent });
    expect(flow.snapshot().matches('started')).toBe(true);
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().context).toEqual({ category: 'International', student: newStudent });
    // No call: the personal step's first save creates the application.
    expect(flow.calls).toEqual([]);
  });

  it('forgets the category on Cancel, and asks again for the next button', () => {
    const flow = drive(agentNewApplicationMachine);
    flow.actor.send({ type: 'OPEN', category: 'International' });
    flow.actor.send({ type: 'CANCEL' });
    expect(flow.snapshot().matches('closed')).toBe(true);
    expect(flow.snapshot().context).toEqual({ category: null, student: null });
    flow.actor.send({ type: 'OPEN', category: 'Domestic' });
    // A second press while the dialog is open changes nothing.
    flow.actor.send({ type: 'OPEN', category: 'International' });
    flow.actor.send({ type: 'CONTINUE', student: newStudent });
    expect(flow.snapshot().context).toEqual({ category: 'Domestic', student: newStudent });
  });
});
