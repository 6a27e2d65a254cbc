import { describe, expect, it } from 'vitest';
import { changePasswordMachine } from '../../machines/change-password.ts';
import { Msg } from '../../src/domain/messages.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors, values } from '../support/model/fixtures.ts';
import { changePassword } from '../support/model/registry.ts';

describeModel(changePassword);

describe('change-password: what the user sees', () => {
  // Three flows share one factory: each is told apart by its id (its heading in docs/statecharts.md,
  // its name in the inspector).
  it('is named changePassword', () => {
    expect(changePasswordMachine.id).toBe('changePassword');
  });

  it.each([
    ['succeeds', (flow: ReturnType<typeof drive>) => flow.resolve('signOut')],
    ['fails', (flow: ReturnType<typeof drive>) => flow.reject('signOut', errors.network)],
  ])('signs out after the redirect delay and ends even when sign-out %s', async (_, endSignOut) => {
    const flow = drive(changePasswordMachine, { redirectMs: 1500 });
    flow.actor.send({ type: 'SUBMIT', values: values.changePassword });
    await flow.resolve('submit', Msg.passwordReset);
    expect(flow.snapshot().context.message).toBe(Msg.passwordReset);
    flow.clock.increment(1499);
    expect(flow.snapshot().matches('succeeded')).toBe(true);
    expect(flow.running()).toEqual([]);
    flow.clock.increment(1);
    expect(flow.snapshot().matches('signingOut')).toBe(true);
    expect(flow.running()).toEqual(['signOut']);
    await endSignOut(flow);
    expect(flow.snapshot().status).toBe('done');
  });

  it('stays on the form with the server message when the current password is wrong', async () => {
    const flow = drive(changePasswordMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.changePassword });
    expect(flow.calls.at(-1)?.input).toEqual(values.changePassword);
    await flow.reject('submit', errors.wrongPassword);
    expect(flow.snapshot().matches('idle')).toBe(true);
    expect(flow.snapshot().context.error).toMatchObject({ code: 401, message: Msg.currentPasswordWrong });
  });
});
