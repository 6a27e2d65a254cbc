import { describe, expect, it } from 'vitest';
import { type StaffApplicationEmitted, staffApplicationMachine } from '../../machines/staff-application.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { staffApplication } from '../support/model/registry.ts';

describeModel(staffApplication);

function open(step: 'personal' | 'summary' = 'personal', id = -1) {
  const run = drive(staffApplicationMachine, { category: 'Domestic', id, step });
  const emitted: StaffApplicationEmitted[] = [];
  run.actor.on('*', (event) => emitted.push(event as StaffApplicationEmitted));
  return { ...run, emitted, send: run.actor.send.bind(run.actor), context: () => run.snapshot().context };
}

describe('staff application container (issue 25)', () => {
  it('Finish returns to the filtered queue page it was opened from, and only to a queue address', () => {
    const finish = (queue?: string) => {
      const run = drive(staffApplicationMachine, { category: 'Domestic', id: 7, step: 'summary', queue });
      const emitted: StaffApplicationEmitted[] = [];
      run.actor.on('queue', (event) => emitted.push(event));
      run.actor.send({ type: 'FINISH' });
      return emitted;
    };
    expect(finish('?status=evidenceNeeded&page=2')).toEqual([
      { type: 'queue', address: '?status=evidenceNeeded&page=2' },
    ]);
    expect(finish()).toEqual([{ type: 'queue', address: '' }]);
    // What came with the link is read as a queue place, never followed as it is.
    expect(finish('?status=submitted&next=https://evil.example/&page=x')).toEqual([
      { type: 'queue', address: '?status=submitted' },
    ]);
  });

  it('a new application’s first save replaces -1 in the address, then adds the next step', () => {
    const c = open();
    c.send({ type: 'NEXT', step: 'application', id: 40 });
    expect(c.emitted).toEqual([
      { type: 'address', step: 'personal', id: 40, replace: true },
      { type: 'address', step: 'application', id: 40, replace: false },
    ]);
    expect(c.context()).toMatchObject({ id: 40, step: 'application', saved: 'application' });
  });

  it('Back to a step while the form has changes asks; Stay puts the address back', () => {
    const c = open('summary', 7);
    c.send({ type: 'DIRTY', dirty: true });
    c.send({ type: 'ADDRESS', step: 'documents' });
    expect(c.snapshot().value).toEqual({ asking: 'afterAddress' });
    c.send({ type: 'STAY' });
    expect(c.emitted).toEqual([{ type: 'address', step: 'summary', id: 7, replace: true }]);
    expect(c.context()).toMatchObject({ step: 'summary', dirty: true, pending: null });
  });

  it('Leave after Back shows the step without writing the address again', () => {
    const c = open('summary', 7);
    c.send({ type: 'DIRTY', dirty: true });
    c.send({ type: 'ADDRESS', step: 'documents' });
    c.send({ type: 'LEAVE' });
    expect(c.emitted).toEqual([]);
    expect(c.context()).toMatchObject({ step: 'documents', dirty: false });
  });
});
