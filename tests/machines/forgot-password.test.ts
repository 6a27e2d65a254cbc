import { describe, expect, it } from 'vitest';
import { forgotPasswordMachine } from '../../machines/forgot-password.ts';
import { REDIRECT_DELAY_MS } from '../../src/domain/constants.ts';
import { Msg } from '../../src/domain/messages.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors, values } from '../support/model/fixtures.ts';
import { forgotPassword } from '../support/model/registry.ts';

describeModel(forgotPassword);

describe('forgot-password: what the user sees', () => {
  // Three flows share one factory: each is told apart by its id (its heading in docs/statecharts.md,
  // its name in the inspector).
  it('is named forgotPassword', () => {
    expect(forgotPasswordMachine.id).toBe('forgotPassword');
  });

  it('shows the server message, then goes back after the default 2 s without signing out', async () => {
    const flow = drive(forgotPasswordMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.forgotPassword });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'submit', input: values.forgotPassword });
    await flow.resolve('submit', Msg.resetLinkSent);
    expect(flow.snapshot().context.message).toBe(Msg.resetLinkSent);
    flow.clock.increment(REDIRECT_DELAY_MS - 1);
    expect(flow.snapshot().matches('succeeded')).toBe(true);
    flow.clock.increment(1);
    expect(flow.snapshot().status).toBe('done');
    expect(flow.calls.map((c) => c.src)).toEqual(['submit']);
  });

  it('keeps the field errors of a refused email', async () => {
    const flow = drive(forgotPasswordMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.forgotPassword });
    await flow.reject('submit', errors.invalidEmail);
    expect(flow.snapshot().matches('idle')).toBe(true);
    expect(flow.snapshot().context.error).toMatchObject({
      code: 406,
      message: errors.invalidEmail.message,
      fieldErrors: { email: Msg.emailInvalid },
    });
  });

  it('has a null message when the server sends none', async () => {
    const flow = drive(forgotPasswordMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.forgotPassword });
    await flow.resolve('submit', undefined);
    expect(flow.snapshot().context.message).toBeNull();
  });
});
