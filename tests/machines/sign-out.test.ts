import { describe, expect, it } from 'vitest';
import { signOutMachine } from '../../machines/sign-out.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors } from '../support/model/fixtures.ts';
import { signOut } from '../support/model/registry.ts';

describeModel(signOut);

describe('sign-out: what the person gets', () => {
  const signedOutEvents = (flow: ReturnType<typeof drive>) => {
    const seen: string[] = [];
    flow.actor.on('signedOut', (event) => seen.push(event.type));
    return seen;
  };

  it('calls the server once, however many times Sign Out is pressed, then ends the session here', async () => {
    const flow = drive(signOutMachine);
    const seen = signedOutEvents(flow);
    flow.actor.send({ type: 'SIGN_OUT' });
    flow.actor.send({ type: 'SIGN_OUT' });
    expect(flow.calls.map((call) => call.src)).toEqual(['signOut']);
    expect(seen).toEqual([]);
    await flow.resolve('signOut');
    expect(seen).toEqual(['signedOut']);
    expect(flow.snapshot().status).toBe('done');
  });

  it('ends the session here when the server cannot be reached', async () => {
    const flow = drive(signOutMachine);
    const seen = signedOutEvents(flow);
    flow.actor.send({ type: 'SIGN_OUT' });
    await flow.reject('signOut', errors.network);
    expect(seen).toEqual(['signedOut']);
  });

  it('does nothing until asked', () => {
    const flow = drive(signOutMachine);
    expect(flow.calls).toEqual([]);
    expect(flow.snapshot().matches('idle')).toBe(true);
  });
});
