import { describe, expect, it } from 'vitest';
import { registrationMachine } from '../../machines/registration.ts';
import { ApiError } from '../../src/domain/api-error.ts';
import { RESEND_SECONDS as SPEC_RESEND_SECONDS } from '../../src/domain/constants.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { EMAIL, errors, values } from '../support/model/fixtures.ts';
import { registration } from '../support/model/registry.ts';

describeModel(registration);

const TERMS = '<p>Terms</p>';

/** Terms loaded and accepted, email submitted: the send is in progress. */
async function atSending() {
  const flow = drive(registrationMachine, {});
  await flow.resolve('loadTerms', TERMS);
  flow.actor.send({ type: 'ACCEPT', accepted: true });
  flow.actor.send({ type: 'PROCEED' });
  flow.actor.send({ type: 'SUBMIT_EMAIL', email: EMAIL });
  return flow;
}

describe('registration: what the user sees', () => {
  it('ignores PROCEED until the terms are accepted', async () => {
    const flow = drive(registrationMachine, {});
    expect(flow.snapshot().matches({ terms: 'loading' })).toBe(true);
    await flow.resolve('loadTerms', TERMS);
    expect(flow.snapshot().context.termsHtml).toBe(TERMS);
    flow.actor.send({ type: 'PROCEED' });
    expect(flow.snapshot().matches({ terms: 'ready' })).toBe(true);
    flow.actor.send({ type: 'ACCEPT', accepted: true });
    flow.actor.send({ type: 'ACCEPT', accepted: false });
    flow.actor.send({ type: 'PROCEED' });
    expect(flow.snapshot().matches({ terms: 'ready' })).toBe(true);
    flow.actor.send({ type: 'ACCEPT', accepted: true });
    flow.actor.send({ type: 'PROCEED' });
    expect(flow.snapshot().matches({ email: 'editing' })).toBe(true);
  });

  it('offers Retry when the terms fail to load, and clears the error on retry', async () => {
    const flow = drive(registrationMachine, {});
    await flow.reject('loadTerms', errors.serverBroken);
    expect(flow.snapshot().matches({ terms: 'failed' })).toBe(true);
    expect(flow.snapshot().context.error?.message).toBe(errors.serverBroken.message);
    flow.actor.send({ type: 'RETRY' });
    expect(flow.snapshot().matches({ terms: 'loading' })).toBe(true);
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('counts down once a second and allows a resend after exactly resendInSeconds', async () => {
    const flow = await atSending();
    expect(flow.calls.at(-1)).toMatchObject({ src: 'sendCode', input: { email: EMAIL } });
    expect(flow.snapshot().context.sentOnce).toBe(false);
    await flow.resolve('sendCode', { email: EMAIL, resendInSeconds: SPEC_RESEND_SECONDS });
    expect(flow.snapshot().matches({ verification: { timer: 'counting', form: 'editing' } })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ secondsLeft: SPEC_RESEND_SECONDS, sentOnce: true });
    for (let left = SPEC_RESEND_SECONDS - 1; left > 0; left--) {
      flow.clock.increment(999);
      expect(flow.snapshot().context.secondsLeft).toBe(left + 1);
      flow.clock.increment(1);
      expect(flow.snapshot().context.secondsLeft).toBe(left);
      expect(flow.snapshot().matches({ verification: { timer: 'counting' } })).toBe(true);
    }
    flow.clock.increment(1000);
    expect(flow.snapshot().matches({ verification: { timer: 'ready' } })).toBe(true);
    expect(flow.snapshot().context.secondsLeft).toBe(0);
    expect(flow.clock.now()).toBe(SPEC_RESEND_SECONDS * 1000);
  });

  it('reads "Send" on a reload at /verification/{email}, then "Resend" once a code was sent', async () => {
    const flow = drive(registrationMachine, { email: EMAIL });
    expect(flow.snapshot().matches({ verification: { timer: 'ready', form: 'editing' } })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ email: EMAIL, sentOnce: false, accepted: true });
    flow.actor.send({ type: 'RESEND' });
    expect(flow.snapshot().matches({ verification: { timer: 'sending' } })).toBe(true);
    await flow.resolve('sendCode', { email: EMAIL, resendInSeconds: 3 });
    expect(flow.snapshot().context).toMatchObject({ sentOnce: true, secondsLeft: 3 });
  });

  it('goes to the countdown with the server seconds when told to wait (first send and resend)', async () => {
    const flow = await atSending();
    await flow.reject('sendCode', new ApiError(406, 'Please wait 30 seconds.', { resendInSeconds: 30 }));
    expect(flow.snapshot().matches({ verification: { timer: 'counting' } })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ secondsLeft: 30, sentOnce: true });

    const reload = drive(registrationMachine, { email: EMAIL });
    reload.actor.send({ type: 'RESEND' });
    await reload.reject('sendCode', new ApiError(406, 'Please wait 42 seconds.', { resendInSeconds: 42 }));
    expect(reload.snapshot().matches({ verification: { timer: 'counting' } })).toBe(true);
    expect(reload.snapshot().context.secondsLeft).toBe(42);
    expect(reload.snapshot().context.error).toMatchObject({ code: 406, message: 'Please wait 42 seconds.' });
  });

  it('keeps the user on the email form with the field errors when the email is refused', async () => {
    const flow = await atSending();
    await flow.reject('sendCode', errors.invalidEmail);
    expect(flow.snapshot().matches({ email: 'editing' })).toBe(true);
    expect(flow.snapshot().context.error).toEqual({
      message: errors.invalidEmail.message,
      code: 406,
      fieldErrors: errors.invalidEmail.fieldErrors,
      result: errors.invalidEmail.result,
    });
  });

  it('shows a wrong code inline, registers with the flow email, then finishes after the redirect', async () => {
    const flow = drive(registrationMachine, { email: EMAIL, redirectMs: 2000 });
    flow.actor.send({ type: 'SUBMIT', values: values.verification });
    await flow.reject('register', errors.wrongCode);
    expect(flow.snapshot().matches({ verification: { form: 'editing' } })).toBe(true);
    expect(flow.snapshot().context.error).toMatchObject({ code: 401, message: errors.wrongCode.message });
    flow.actor.send({ type: 'SUBMIT', values: values.verification });
    expect(flow.snapshot().context.error).toBeNull();
    expect(flow.calls.at(-1)?.input).toEqual({ acceptAffirm: true, email: EMAIL, ...values.verification });
    await flow.resolve('register', null);
    expect(flow.snapshot().matches('success')).toBe(true);
    flow.clock.increment(1999);
    expect(flow.snapshot().matches('success')).toBe(true);
    flow.clock.increment(1);
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().output).toEqual({ email: EMAIL });
  });

  it('drops a late send answer after Change Email', async () => {
    const flow = drive(registrationMachine, { email: EMAIL });
    flow.actor.send({ type: 'RESEND' });
    flow.actor.send({ type: 'CHANGE_EMAIL' });
    expect(flow.snapshot().matches({ email: 'editing' })).toBe(true);
    expect(flow.running()).toEqual([]);
  });
});
