import { randomBytes } from 'node:crypto';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import type { SignInResult, User } from '../../src/domain/user.ts';
import { codeFrom } from '../support/smtp-sink.ts';
import type { TestServer } from '../support/test-server.ts';

export const PASSWORD = 'secret_pass-1';

/** A fresh address per test, so tests sharing a server never meet. */
export function newEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.com`;
}

export const isCodeMail = (mail: { subject: string }) => /verification code/i.test(mail.subject);

/** Asks for a code and reads it from the SMTP sink. */
export async function requestCode(server: TestServer, email: string): Promise<string> {
  const sent = await server.call(ApiPath.registerEmail, { acceptAffirm: true, email });
  expect(sent.body.code).toBe(Code.Success);
  return codeFrom(await server.smtp.waitForMail(email, isCodeMail));
}

export function verifyBody(email: string, verificationCode: string, password = PASSWORD) {
  return { acceptAffirm: true, email, verificationCode, password1: password, password2: password };
}

/** Registers through the real flow (code by mail) and returns the new user. */
export async function registerAccount(
  server: TestServer,
  email = newEmail(),
  password = PASSWORD,
): Promise<User> {
  const code = await requestCode(server, email);
  const created = await server.call<{ user: User }>(
    ApiPath.registerVerify,
    verifyBody(email, code, password),
  );
  expect(created.body.code).toBe(Code.Success);
  return created.body.result.user;
}

export async function signIn(server: TestServer, email: string, password = PASSWORD): Promise<SignInResult> {
  const answer = await server.call<SignInResult>(ApiPath.login, {
    loginEmail: email,
    password,
    loginTarget: 'Potential_Student_Entrance',
  });
  expect(answer.body.code).toBe(Code.Success);
  return answer.body.result;
}

/** A signed-in account: registered, then signed in once. */
export async function signedInAccount(server: TestServer, password = PASSWORD) {
  const email = newEmail();
  const user = await registerAccount(server, email, password);
  const { token } = await signIn(server, email, password);
  return { email, user, token, password };
}
