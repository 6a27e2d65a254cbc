import { describe, expect, it } from 'vitest';
import { resetPasswordMachine } from '../../machines/reset-password.ts';
import { drive } from '../support/model/drive.ts';

/** Mutation-test companions (npm run mutation): the call's input and the default redirect delay. */
describe('reset password: what the model paths do not show', () => {
  it('posts the new password with the token of the link, then goes to the root after 2 s', async () => {
    const flow = drive(resetPasswordMachine, { token: 'link-token' });
    flow.actor.send({ type: 'SUBMIT', values: { newPassword: 'new_pass1', rePassword: 'new_pass1' } });
    expect(flow.calls.at(-1)).toMatchObject({
      src: 'resetPassword',
      input: { newPassword: 'new_pass1', jwt: 'link-token' },
    });
    await flow.resolve('resetPassword');
    flow.clock.increment(1999);
    expect(flow.snapshot().matches('succeeded')).toBe(true);
    flow.clock.increment(1);
    expect(flow.snapshot().status).toBe('done');
  });
});
