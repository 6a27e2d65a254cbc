import { describe, expect, it } from 'vitest';
import { registrationMachine } from '../../machines/registration.ts';
import { ApiError } from '../../src/domain/api-error.ts';
import { drive } from '../support/model/drive.ts';
import { EMAIL, errors, values } from '../support/model/fixtures.ts';

/**
 * Mutation-test companions (npm run mutation) for what the registration spec cannot see: the inputs
 * of its calls, the defaults the registry's inputs always override, and errors it has no outcome for.
 */
async function atEmailForm() {
  const flow = drive(registrationMachine);
  await flow.resolve('loadTerms', '<p>Terms</p>');
  flow.actor.send({ type: 'ACCEPT', accepted: true });
  flow.actor.send({ type: 'PROCEED' });
  return flow;
}

describe('registration: what the model paths do not show', () => {
  it('opens on the terms, with nothing shown yet, when started without any input', () => {
    const flow = drive(registrationMachine);
    expect(flow.snapshot().matches({ terms: 'loading' })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ termsHtml: '', email: '', accepted: false });
  });

  it('returns to sign-in 2 seconds after success by default (spec §4)', async () => {
    const flow = drive(registrationMachine, { email: EMAIL });
    flow.actor.send({ type: 'SUBMIT', values: values.verification });
    await flow.resolve('register', null);
    flow.clock.increment(1999);
    expect(flow.snapshot().matches('success')).toBe(true);
    flow.clock.increment(1);
    expect(flow.snapshot().status).toBe('done');
  });

  it('re-posts the same email to resend the code (spec §7)', async () => {
    const flow = drive(registrationMachine, { email: EMAIL });
    flow.actor.send({ type: 'RESEND' });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'sendCode', input: { email: EMAIL } });
  });

  it('clears the refusal of an email when another is sent', async () => {
    const flow = await atEmailForm();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: 'bad@' });
    await flow.reject('sendCode', errors.invalidEmail);
    expect(flow.snapshot().context.error).not.toBeNull();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: EMAIL });
    expect(flow.snapshot().context.error).toBeNull();
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a refusal without seconds', new ApiError(406, 'Refused')],
    ['a refusal with 0 seconds', new ApiError(406, 'Refused', { resendInSeconds: 0 })],
    ['a refusal with seconds as text', new ApiError(406, 'Refused', { resendInSeconds: '30' })],
  ])('stays on the email form after %s, without a countdown', async (_, error) => {
    const flow = await atEmailForm();
    flow.actor.send({ type: 'SUBMIT_EMAIL', email: EMAIL });
    await flow.reject('sendCode', error);
    expect(flow.snapshot().matches({ email: 'editing' })).toBe(true);
    expect(flow.snapshot().context).toMatchObject({ secondsLeft: 0, error: { message: error.message } });
  });
});
