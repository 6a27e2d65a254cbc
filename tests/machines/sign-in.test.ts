import { describe, expect, it, vi } from 'vitest';
import { signInMachine } from '../../machines/sign-in.ts';
import type { SignInResult } from '../../src/domain/user.ts';
import { describeModel } from '../support/model/describe-model.ts';
import { drive } from '../support/model/drive.ts';
import { errors, signInResult, values } from '../support/model/fixtures.ts';
import { signIn } from '../support/model/registry.ts';

describeModel(signIn);

describe('sign-in: what the user sees', () => {
  it('keeps the server message after a wrong password, and clears it on the next try', async () => {
    const flow = drive(signInMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.signIn });
    expect(flow.calls.at(-1)).toMatchObject({ src: 'signIn', input: values.signIn });
    await flow.reject('signIn', errors.wrongCredentials);
    expect(flow.snapshot().matches('idle')).toBe(true);
    expect(flow.snapshot().context.error).toEqual({
      message: errors.wrongCredentials.message,
      code: 401,
      fieldErrors: {},
      result: null,
    });
    flow.actor.send({ type: 'SUBMIT', values: values.signIn });
    expect(flow.snapshot().context.error).toBeNull();
  });

  it('ends with the token and user as output', async () => {
    const flow = drive(signInMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.signIn });
    await flow.resolve('signIn', signInResult);
    expect(flow.snapshot().status).toBe('done');
    expect(flow.snapshot().output).toEqual(signInResult);
  });

  it('turns a network failure into a message without a code', async () => {
    const flow = drive(signInMachine);
    flow.actor.send({ type: 'SUBMIT', values: values.signIn });
    await flow.reject('signIn', errors.network);
    expect(flow.snapshot().context.error).toMatchObject({ message: 'Failed to fetch', code: null });
  });

  // Spec §3: the token is kept with the user (and the login email for the tab) once signed in.
  it('keeps the session it was given, once, when the sign-in succeeds; nothing after a refusal', async () => {
    const kept: SignInResult[] = [];
    const keepSession = vi.fn((_: unknown, session: SignInResult) => void kept.push(session));
    const flow = drive(signInMachine.provide({ actions: { keepSession } }));
    flow.actor.send({ type: 'SUBMIT', values: values.signIn });
    await flow.reject('signIn', errors.wrongCredentials);
    expect(kept).toEqual([]);
    flow.actor.send({ type: 'SUBMIT', values: values.signIn });
    await flow.resolve('signIn', signInResult);
    expect(kept).toEqual([signInResult]);
  });
});
