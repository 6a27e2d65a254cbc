import { describe, expect, it } from 'vitest';
import { resetPasswordMachine } from '../../machines/reset-password.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors, values } from '../support/model/fixtures.ts';
import { resetPassword } from '../support/model/registry.ts';

describeModel(resetPassword);

describe('reset-password: what the user sees', () => {
  it.each([null, ''])('shows the invalid-link page for token %j and ignores SUBMIT there', (token) => {
    const flow = drive(resetPasswordMachine, { token });
    expect(flow.snapshot().matches('invalidLink')).toBe(true);
    flow.actor.send({ type: 'SUBMIT', values: values.resetPassword });
    expect(flow.snapshot().matches('invalidLink')).toBe(true);
    expect(flow.calls).toEqual([]);
  });

  it('sends the new password with the link token, keeps a refusal, then leaves after the delay', async () => {
    const flow = drive(resetPasswordMachine, { token: 'abc', redirectMs: 2000 });
    expect(flow.snapshot().matches('idle')).toBe(true);
    flow.actor.send({ type: 'SUBMIT', values: values.resetPassword });
    expect(flow.calls.at(-1)?.input).toEqual({ newPassword: values.resetPassword.newPassword, jwt: 'abc' });
    await flow.reject('resetPassword', errors.badLink);
    expect(flow.snapshot().matches('idle')).toBe(true);
    expect(flow.snapshot().context.error).toMatchObject({ code: 406, message: errors.badLink.message });
    flow.actor.send({ type: 'SUBMIT', values: values.resetPassword });
    expect(flow.snapshot().context.error).toBeNull();
    await flow.resolve('resetPassword');
    expect(flow.snapshot().matches('succeeded')).toBe(true);
    flow.clock.increment(1999);
    expect(flow.snapshot().matches('succeeded')).toBe(true);
    flow.clock.increment(1);
    expect(flow.snapshot().status).toBe('done');
  });
});
