import { describe, expect, it } from 'vitest';
import { newSupportRequestMachine } from '../../machines/new-support-request.ts';
import { drive } from '../support/model/drive.ts';
import { errors } from '../support/model/fixtures.ts';
import { supportValues } from '../support/model/home-fixtures.ts';

/** Mutation-test companion (npm run mutation): the message state around a refused request. */
describe('new support request: the dialog message', () => {
  it('has none before the first send, and a new send hides the last refusal at once', async () => {
    const flow = drive(newSupportRequestMachine);
    expect(flow.snapshot().context).toEqual({ error: null });
    flow.actor.send({ type: 'OPEN' });
    flow.actor.send({ type: 'SUBMIT', values: supportValues });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'addSupport', input: supportValues });
    await flow.reject('addSupport', errors.serverBroken);
    expect(flow.snapshot().context.error?.message).toBe(errors.serverBroken.message);
    flow.actor.send({ type: 'SUBMIT', values: supportValues });
    expect(flow.snapshot().context.error).toBeNull();
  });
});
