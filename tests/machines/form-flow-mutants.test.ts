import { describe, expect, it } from 'vitest';
import { changeEmailMachine } from '../../machines/change-email.ts';
import { forgotPasswordMachine } from '../../machines/forgot-password.ts';
import { SUCCEEDED } from '../../machines/form-flow.ts';
import { drive } from '../support/model/drive.ts';

/**
 * Mutation-test companion (npm run mutation): the screens ask one question, hasTag(SUCCEEDED), to show
 * the success message and hide the form; the model view reads the state instead.
 */
describe('form flows: the succeeded tag the screens read', () => {
  it('forgot password: on from the answer to the end, not before', async () => {
    const flow = drive(forgotPasswordMachine, { redirectMs: 10 });
    expect(flow.snapshot().hasTag(SUCCEEDED)).toBe(false);
    flow.actor.send({ type: 'SUBMIT', values: { email: 'ann@example.com' } });
    expect(flow.snapshot().hasTag(SUCCEEDED)).toBe(false);
    await flow.resolve('submit', 'Please check your email and click reset password link');
    expect(flow.snapshot().matches('succeeded') && flow.snapshot().hasTag(SUCCEEDED)).toBe(true);
    flow.clock.increment(10);
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().hasTag(SUCCEEDED)).toBe(true);
  });

  it('change email: also while signing out and once done', async () => {
    const flow = drive(changeEmailMachine, { redirectMs: 10 });
    flow.actor.send({ type: 'SUBMIT', values: { newLoginEmail: 'new@example.com', oldPassword: 'secret' } });
    await flow.resolve('submit', 'Your login email has benn changed, please re-login');
    expect(flow.snapshot().hasTag(SUCCEEDED)).toBe(true);
    flow.clock.increment(10);
    expect(flow.snapshot().matches('signingOut') && flow.snapshot().hasTag(SUCCEEDED)).toBe(true);
    await flow.resolve('signOut');
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().hasTag(SUCCEEDED)).toBe(true);
  });
});
