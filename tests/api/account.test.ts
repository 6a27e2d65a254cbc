import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { User } from '../../src/domain/user.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, PASSWORD, registerAccount, signedInAccount, signIn } from './helpers.ts';

describe.each(engines)('account calls on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const me = (token?: string) => server.call<User>(ApiPath.currentUser, undefined, { token });
  const changePassword = (token: string, body: Record<string, unknown>) =>
    server.call(
      ApiPath.changePassword,
      { oldPassword: PASSWORD, newPassword: 'changed_pw-9', rePassword: 'changed_pw-9', ...body },
      { token },
    );
  const changeEmail = (token: string, body: Record<string, unknown>) =>
    server.call(ApiPath.changeEmail, { oldPassword: PASSWORD, ...body }, { token });

  it('answers 403 without a token or with one it never issued', async () => {
    expect((await me()).body).toEqual({ code: Code.Forbidden, msg: Msg.notSignedIn, result: null });
    expect((await me('A'.repeat(43))).body).toMatchObject({ code: Code.Forbidden, msg: Msg.notSignedIn });
    expect((await me('not a token')).body.code).toBe(Code.Forbidden);
  });

  it('signs out: the token is revoked, other sessions stay', async () => {
    const { email, token } = await signedInAccount(server);
    const other = await signIn(server, email);
    const out = await server.call(ApiPath.signOut, undefined, { method: 'GET', token });
    expect(out.body).toEqual({ code: Code.Success, msg: Msg.signedOut, result: null });
    expect((await me(token)).body).toEqual({ code: Code.Forbidden, msg: Msg.sessionExpired, result: null });
    expect((await me(other.token)).body.code).toBe(Code.Success);
  });

  describe('change password', () => {
    it('refuses a wrong current password with 401', async () => {
      const { token } = await signedInAccount(server);
      expect((await changePassword(token, { oldPassword: 'not-mine-1' })).body).toEqual({
        code: Code.Unauthorized,
        msg: Msg.currentPasswordWrong,
        result: null,
      });
    });

    it("refuses another user's id with 403: the session decides whose password changes", async () => {
      const { token, user } = await signedInAccount(server);
      const answer = await changePassword(token, { userId: user.id + 1000 });
      expect(answer.body).toEqual({ code: Code.Forbidden, msg: Msg.notAllowed, result: null });
    });

    it('validates with field messages', async () => {
      const { token } = await signedInAccount(server);
      const answer = await changePassword(token, { oldPassword: '', rePassword: 'different-1' });
      expect(answer.body).toEqual({
        code: Code.Refused,
        msg: Msg.correctEditInformation,
        result: { errors: { oldPassword: Msg.currentPasswordRequired, rePassword: Msg.passwordsDiffer } },
      });
    });

    it('changes it, keeps this session and ends the others', async () => {
      const { email, token, user } = await signedInAccount(server);
      const other = await signIn(server, email);
      const answer = await changePassword(token, { userId: user.id });
      expect(answer.body).toEqual({ code: Code.Success, msg: Msg.passwordReset, result: null });
      expect((await me(token)).body.code).toBe(Code.Success);
      expect((await me(other.token)).body).toMatchObject({ code: Code.Forbidden, msg: Msg.sessionExpired });
      await signIn(server, email, 'changed_pw-9');
    });
  });

  describe('change email', () => {
    it('refuses the same email, a taken email and a wrong password', async () => {
      const { email, token } = await signedInAccount(server);
      const taken = newEmail('taken');
      await registerAccount(server, taken);
      expect((await changeEmail(token, { newLoginEmail: email.toUpperCase() })).body).toEqual({
        code: Code.Refused,
        msg: Msg.sameEmail,
        result: null,
      });
      expect((await changeEmail(token, { newLoginEmail: taken })).body).toEqual({
        code: Code.Refused,
        msg: Msg.emailInUse,
        result: null,
      });
      expect((await changeEmail(token, { newLoginEmail: newEmail(), oldPassword: 'wrong-1' })).body).toEqual({
        code: Code.Unauthorized,
        msg: Msg.currentPasswordWrong,
        result: null,
      });
    });

    it('takes a current password of 20 characters, the longest a password may be (ADR 015)', async () => {
      const longest = 'twenty_chars-pass-20';
      expect(longest).toHaveLength(20);
      const { token } = await signedInAccount(server, longest);
      const answer = await changeEmail(token, { newLoginEmail: newEmail('moved'), oldPassword: longest });
      expect(answer.body.code).toBe(Code.Success);
    });

    it("refuses another user's id, and validates", async () => {
      const { token, user } = await signedInAccount(server);
      expect((await changeEmail(token, { newLoginEmail: newEmail(), userId: user.id + 1 })).body.code).toBe(
        Code.Forbidden,
      );
      const invalid = await changeEmail(token, {
        newLoginEmail: `${'x'.repeat(45)}@example.com`,
        oldPassword: '',
      });
      expect(invalid.body.result).toEqual({
        errors: { newLoginEmail: Msg.emailTooLong, oldPassword: Msg.passwordRequired },
      });
    });

    it('changes it, ends every session, and tells the old address', async () => {
      const { email, token, user } = await signedInAccount(server);
      const other = await signIn(server, email);
      const next = newEmail('moved');
      const answer = await changeEmail(token, { newLoginEmail: next, userId: user.id });
      expect(answer.body).toEqual({ code: Code.Success, msg: Msg.emailChanged, result: null });
      for (const old of [token, other.token]) expect((await me(old)).body.code).toBe(Code.Forbidden);

      const signedIn = await signIn(server, next);
      expect(signedIn.user).toMatchObject({ id: user.id, loginEmail: next });
      const login = await server.call(ApiPath.login, { loginEmail: email, password: PASSWORD });
      expect(login.body.code).toBe(Code.Unauthorized);
      const notice = await server.smtp.waitForMail(
        email,
        (mail) => mail.subject === 'Your sign-in email was changed',
      );
      expect(notice.text).toContain(next);
    });
  });
});
