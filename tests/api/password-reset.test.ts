import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { engines } from '../support/engines.ts';
import { resetLinkFrom } from '../support/smtp-sink.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, PASSWORD, signedInAccount } from './helpers.ts';

const NEW_PASSWORD = 'brand_new-2';

describe.each(engines)('forgot and reset password on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const forgot = (email: string, headers: Record<string, string> = {}) =>
    server.call(ApiPath.forgotPassword, { email, loginTarget: 'Potential_Student_Entrance' }, { headers });
  const reset = (jwt: string, newPassword = NEW_PASSWORD) =>
    server.call(ApiPath.resetPassword, { newPassword, jwt });
  const login = (loginEmail: string, password: string) =>
    server.call(ApiPath.login, { loginEmail, password, loginTarget: 'Potential_Student_Entrance' });

  /** Requests a link and reads its token from the mail. */
  async function linkFor(email: string) {
    expect((await forgot(email)).body.code).toBe(Code.Success);
    return resetLinkFrom(
      await server.smtp.waitForMail(email, (mail) => mail.subject === 'Reset your password'),
    );
  }

  it('answers known and unknown emails identically; only the owner of an account gets a link', async () => {
    const { email } = await signedInAccount(server);
    const unknown = newEmail('unknown');
    const [known, other] = [await forgot(email), await forgot(unknown)];
    expect(known.body).toEqual({ code: Code.Success, msg: Msg.resetLinkSent, result: null });
    expect(other.body).toEqual(known.body);
    expect(resetLinkFrom(await server.smtp.waitForMail(email)).link).toMatch(
      /^http:\/\/portal\.test\/setPassWord\?token=[\w-]{43}$/,
    );
    const notice = await server.smtp.waitForMail(unknown);
    expect(notice.subject).toBe('Password reset request');
    expect(notice.text).not.toContain('setPassWord');
  });

  it('builds the link from PUBLIC_URL, never from the Host header', async () => {
    const { email } = await signedInAccount(server);
    await forgot(email, { 'x-forwarded-host': 'evil.example' });
    const { link } = resetLinkFrom(await server.smtp.waitForMail(email));
    expect(link.startsWith('http://portal.test/setPassWord')).toBe(true);
  });

  it('sets the new password once, ends every session, and the link never works again', async () => {
    const { email, token } = await signedInAccount(server);
    const { token: resetToken } = await linkFor(email);
    expect((await reset(resetToken)).body).toEqual({
      code: Code.Success,
      msg: Msg.passwordReset,
      result: null,
    });

    expect((await server.call(ApiPath.currentUser, undefined, { token })).body.code).toBe(Code.Forbidden);
    expect((await login(email, PASSWORD)).body.code).toBe(Code.Unauthorized);
    expect((await login(email, NEW_PASSWORD)).body.code).toBe(Code.Success);
    expect((await reset(resetToken, 'another_one-3')).body).toEqual({
      code: Code.Refused,
      msg: Msg.resetLinkInvalid,
      result: null,
    });
  });

  it('refuses a link older than 30 minutes', async () => {
    const { email } = await signedInAccount(server);
    const { token } = await linkFor(email);
    server.clock.advance(30 * 60_000 + 1_000);
    expect((await reset(token)).body).toMatchObject({ code: Code.Refused, msg: Msg.resetLinkInvalid });
    expect((await login(email, PASSWORD)).body.code).toBe(Code.Success);
  });

  it('voids older links once one of them is used', async () => {
    const { email } = await signedInAccount(server);
    const first = await linkFor(email);
    const second = await linkFor(email);
    expect((await reset(second.token)).body.code).toBe(Code.Success);
    expect((await reset(first.token)).body.code).toBe(Code.Refused);
  });

  it('refuses made-up tokens and validates the new password', async () => {
    expect((await reset('x'.repeat(43))).body).toMatchObject({
      code: Code.Refused,
      msg: Msg.resetLinkInvalid,
    });
    const bad = await server.call(ApiPath.resetPassword, { newPassword: 'a b', jwt: '' });
    expect(bad.body).toEqual({
      code: Code.Refused,
      msg: Msg.correctEditInformation,
      result: { errors: { newPassword: Msg.passwordChars, jwt: Msg.resetLinkInvalid } },
    });
    const noEmail = await server.call(ApiPath.forgotPassword, { email: '' });
    expect(noEmail.body.result).toEqual({ errors: { email: Msg.emailRequired } });
  });
});
