import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { Code, type Envelope } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { SignInResult, User } from '../../src/domain/user.ts';
import { createUser, FIXTURE_PASSWORD } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, PASSWORD, registerAccount } from './helpers.ts';

describe.each(engines)('sign-in on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const login = (loginEmail: string, password: string) =>
    server.call<SignInResult>(ApiPath.login, {
      loginEmail,
      password,
      loginTarget: 'Potential_Student_Entrance',
    });

  it('answers a token and the user, and the token opens private calls', async () => {
    const email = newEmail();
    const registered = await registerAccount(server, email);
    const answer = await login(email.toUpperCase(), PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: Code.Success, msg: Msg.success });
    expect(answer.body.result.user).toEqual(registered);
    expect(answer.body.result.user).toMatchObject({
      loginEmail: email,
      role: 'applicant',
      student: { potentialAccountCategory: null },
    });
    const me = await server.call<User>(ApiPath.currentUser, undefined, { token: answer.body.result.token });
    expect(me.body).toEqual({ code: Code.Success, msg: Msg.success, result: registered });
  });

  it('answers 401 alike for a wrong password and an unknown email', async () => {
    const email = newEmail();
    await registerAccount(server, email);
    const wrong = await login(email, 'wrong-password');
    const unknown = await login(newEmail('nobody'), PASSWORD);
    expect(wrong.body).toEqual({ code: Code.Unauthorized, msg: Msg.signInFailed, result: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses an invalid body with 406 and field messages', async () => {
    const answer = await server.call(ApiPath.login, { loginEmail: 'not-an-email', password: '123' });
    expect(answer.body).toEqual({
      code: Code.Refused,
      msg: Msg.correctEditInformation,
      result: { errors: { loginEmail: Msg.emailInvalid, password: Msg.passwordTooShort } },
    });
    const empty = await server.call(ApiPath.login, {});
    expect(empty.body.result).toEqual({
      errors: { loginEmail: Msg.emailRequired, password: Msg.passwordRequired },
    });
  });

  describe('a session answers only on the portal it was signed in on (issue 24)', () => {
    const HOSTS = { applicant: 'localhost', agent: 'agent.localhost', staff: 'staff.localhost' } as const;
    // Through inject: fetch does not send the Host header it is given.
    const call = async (host: string, url: string, payload?: object, token?: string) =>
      (
        await server.app.inject({
          method: 'POST',
          url: `${API_PREFIX}${url}`,
          headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(payload ? { payload } : {}),
        })
      ).json() as Envelope<{ token: string }>;
    const signInOn = async (host: string, loginEmail: string) =>
      (await call(host, ApiPath.login, { loginEmail, password: FIXTURE_PASSWORD })).result.token;
    const me = (token: string, host: string) => call(host, ApiPath.currentUser, undefined, token);
    const missing = { code: Code.Forbidden, msg: Msg.notSignedIn, result: null };

    it.each(['staff', 'agent', 'applicant'] as const)(
      'a %s token answers like a missing session elsewhere',
      async (role) => {
        const { email } = await createUser(server, { role });
        const token = await signInOn(HOSTS[role], email);
        expect((await me(token, HOSTS[role])).code).toBe(Code.Success);
        for (const [other, host] of Object.entries(HOSTS))
          if (other !== role) expect(await me(token, host), `${role} token on ${host}`).toEqual(missing);
        // Still good at home afterwards (a refusal elsewhere neither ends nor caches it).
        expect((await me(token, HOSTS[role])).code).toBe(Code.Success);
      },
    );
  });
});
