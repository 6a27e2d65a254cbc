import { describe, expect, it } from 'vitest';
import { newSupportRequestMachine } from '../../machines/new-support-request.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { homeErrors, supportValues } from '../support/model/home-fixtures.ts';
import { newSupportRequest } from '../support/model/registry.ts';

describeModel(newSupportRequest);

describe('new-support-request: what the user sees', () => {
  it('sends the request, closes and says so once', async () => {
    const flow = drive(newSupportRequestMachine);
    let added = 0;
    flow.actor.on('added', () => {
      added += 1;
    });
    flow.actor.send({ type: 'SUBMIT', values: supportValues });
    expect(flow.snapshot().matches('closed')).toBe(true);
    flow.actor.send({ type: 'OPEN' });
    flow.actor.send({ type: 'SUBMIT', values: supportValues });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'addSupport', input: supportValues });
    await flow.resolve('addSupport', null);
    expect(flow.snapshot().matches('added')).toBe(true);
    expect(added).toBe(1);
    flow.actor.send({ type: 'OPEN' });
    expect(flow.snapshot().matches('editing')).toBe(true);
  });

  it('stays open with the refusal, and forgets it on close', async () => {
    const flow = drive(newSupportRequestMachine);
    flow.actor.send({ type: 'OPEN' });
    flow.actor.send({ type: 'SUBMIT', values: supportValues });
    await flow.reject('addSupport', homeErrors.subjectMissing);
    expect(flow.snapshot().matches('editing')).toBe(true);
    expect(flow.snapshot().context.error?.fieldErrors).toEqual({ subject: 'Subject is required.' });
    flow.actor.send({ type: 'CLOSE' });
    expect(flow.snapshot().context.error).toBeNull();
  });
});
