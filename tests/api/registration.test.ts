import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { fillMsg, Msg } from '../../src/domain/messages.ts';
import type { RegisterEmailResult, User } from '../../src/domain/user.ts';
import { engines } from '../support/engines.ts';
import { codeFrom } from '../support/smtp-sink.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import {
  isCodeMail,
  newEmail,
  PASSWORD,
  registerAccount,
  requestCode,
  signIn,
  verifyBody,
} from './helpers.ts';

/** Any 6 digits other than `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe.each(engines)('registration on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const sendCode = (email: string) =>
    server.call<RegisterEmailResult>(ApiPath.registerEmail, { acceptAffirm: true, email });
  const verify = (email: string, code: string) =>
    server.call<{ user: User }>(ApiPath.registerVerify, verifyBody(email, code));

  it('serves the terms as HTML', async () => {
    const answer = await server.call<{ content: string }>(ApiPath.registerTerms, undefined, {
      method: 'GET',
    });
    expect(answer.body.code).toBe(Code.Success);
    expect(answer.body.result.content).toContain('<h2>Terms and Conditions');
    // The provider named by PROVIDER_NAME, by default the spec's TOP Education (ADR 018).
    expect(answer.body.result.content).toContain('of TOP Education (<strong>we</strong>');
  });

  it('mails a 6-digit code and creates the applicant with it', async () => {
    const email = newEmail();
    const sent = await sendCode(email.toUpperCase());
    expect(sent.body).toEqual({
      code: Code.Success,
      msg: Msg.codeSent,
      result: { email, resendInSeconds: 60 },
    });
    const mail = await server.smtp.waitForMail(email);
    expect(mail.subject).toMatch(/verification code/i);
    expect(mail.text).toMatch(/Your verification code is \d{6}/);

    const created = await verify(email, codeFrom(mail));
    expect(created.body).toMatchObject({ code: Code.Success, msg: Msg.registered });
    expect(created.body.result.user).toMatchObject({
      loginEmail: email,
      role: 'applicant',
      student: { potentialAccountCategory: null },
    });
    expect(created.body.result).not.toHaveProperty('token');
    expect((await signIn(server, email)).user.id).toBe(created.body.result.user.id);
  });

  it('refuses a resend within 60 seconds, then sends a new code that replaces the old one', async () => {
    const email = newEmail();
    const first = await requestCode(server, email);
    server.clock.advance(20_000);
    const early = await sendCode(email);
    expect(early.body).toEqual({
      code: Code.Refused,
      msg: fillMsg(Msg.resendTooSoon, { seconds: 40 }),
      result: { resendInSeconds: 40 },
    });
    server.clock.advance(40_000);
    const second = await requestCode(server, email);
    // (one chance in a million that the new code equals the old one)
    if (first !== second) expect((await verify(email, first)).body.code).toBe(Code.Unauthorized);
    expect((await verify(email, second)).body.code).toBe(Code.Success);
  });

  it('answers a registered email exactly like a new one, mailing a notice instead of a code', async () => {
    const email = newEmail('taken');
    await registerAccount(server, email);
    server.clock.advance(61_000); // past the resend wait of the code used to register
    const fresh = newEmail('fresh');
    const [forTaken, forFresh] = [await sendCode(email), await sendCode(fresh)];
    expect(forTaken.body).toEqual({ ...forFresh.body, result: { ...forFresh.body.result, email } });
    const notice = await server.smtp.waitForMail(email);
    expect(notice.subject).toBe('You already have an account');
    expect(notice.text).toContain('http://portal.test/forgot');
    expect(notice.text).not.toMatch(/\d{6}/);
    await server.smtp.waitForMail(fresh, isCodeMail);

    const resend = await sendCode(email);
    expect(resend.body.msg).toBe(fillMsg(Msg.resendTooSoon, { seconds: 60 }));
    // No code can create a second account for a registered email, and the answer says no more than "wrong".
    expect((await verify(email, '123456')).body).toEqual({
      code: Code.Unauthorized,
      msg: Msg.codeWrong,
      result: null,
    });
  });

  it('answers 401 for a wrong code and keeps the right one working', async () => {
    const email = newEmail();
    const code = await requestCode(server, email);
    expect((await verify(email, otherCode(code))).body).toEqual({
      code: Code.Unauthorized,
      msg: Msg.codeWrong,
      result: null,
    });
    expect((await verify(email, code)).body.code).toBe(Code.Success);
    expect((await verify(email, code)).body.code).toBe(Code.Unauthorized); // used up
  });

  it('kills the code after 5 wrong tries, even when the right one follows', async () => {
    const email = newEmail();
    const code = await requestCode(server, email);
    for (let i = 0; i < 5; i++)
      expect((await verify(email, otherCode(code))).body.code).toBe(Code.Unauthorized);
    expect((await verify(email, code)).body).toMatchObject({ code: Code.Unauthorized, msg: Msg.codeWrong });
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = newEmail();
    const code = await requestCode(server, email);
    server.clock.advance(10 * 60_000 + 1_000);
    expect((await verify(email, code)).body.code).toBe(Code.Unauthorized);
  });

  it('answers 401 when no code was ever sent', async () => {
    expect((await verify(newEmail(), '000000')).body.code).toBe(Code.Unauthorized);
  });

  it('validates both calls with field messages', async () => {
    const noTerms = await server.call(ApiPath.registerEmail, { acceptAffirm: false, email: 'nope' });
    expect(noTerms.body).toEqual({
      code: Code.Refused,
      msg: Msg.correctEditInformation,
      result: { errors: { acceptAffirm: Msg.acceptTerms, email: Msg.emailInvalid } },
    });
    const bad = await server.call(ApiPath.registerVerify, {
      acceptAffirm: true,
      email: newEmail(),
      verificationCode: '12a',
      password1: 'short',
      password2: 'other',
    });
    expect(bad.body.result).toEqual({
      errors: {
        verificationCode: Msg.codeDigits,
        password1: Msg.passwordLength,
        password2: Msg.passwordsDiffer,
      },
    });
    const chars = await server.call(ApiPath.registerVerify, {
      ...verifyBody(newEmail(), '123456', 'bad pass!'),
    });
    expect(chars.body.result).toEqual({ errors: { password1: Msg.passwordChars } });
    expect(PASSWORD).toMatch(/^[\w-]{6,20}$/);
  });
});
