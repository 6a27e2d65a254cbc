import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, PASSWORD, signedInAccount, verifyBody } from './helpers.ts';

const LIMIT = 3;

describe.each(engines)('rate limits on $name', (engine) => {
  let server: TestServer;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      config: {
        rateWindowSeconds: 600,
        rateLimits: { login: LIMIT, sendCode: LIMIT, verify: LIMIT, forgot: LIMIT, passwordCheck: LIMIT },
      },
    });
    // Spends one code send and one code check of this address's budget.
    account = await signedInAccount(server);
  });
  afterAll(() => server?.close());

  /** Calls `attempt` until refused; returns how many got through and the refusal. */
  async function exhaust(attempt: (i: number) => ReturnType<TestServer['call']>, max: number) {
    for (let i = 0; i < max + 5; i++) {
      const answer = await attempt(i);
      if (answer.body.msg === Msg.tooManyAttempts) return { allowed: i, refused: answer };
    }
    throw new Error('never refused');
  }

  function expectRefusal(refused: Awaited<ReturnType<TestServer['call']>>) {
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ code: Code.Refused, msg: Msg.tooManyAttempts, result: null });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
  }

  it('limits sign-in attempts per address and email', async () => {
    const email = newEmail();
    const login = (loginEmail: string, password = 'wrong-password') =>
      server.call(ApiPath.login, { loginEmail, password, loginTarget: 'Potential_Student_Entrance' });
    const { allowed, refused } = await exhaust(() => login(email), LIMIT);
    expect(allowed).toBe(LIMIT);
    expectRefusal(refused);
    expect((await login(newEmail())).body.code).toBe(Code.Unauthorized); // another account: own budget
  });

  it('limits code sending and code checking per address', async () => {
    const send = await exhaust(
      () => server.call(ApiPath.registerEmail, { acceptAffirm: true, email: newEmail() }),
      LIMIT,
    );
    expect(send.allowed).toBe(LIMIT - 1);
    expectRefusal(send.refused);
    const check = await exhaust(
      () => server.call(ApiPath.registerVerify, verifyBody(newEmail(), '123456')),
      LIMIT,
    );
    expect(check.allowed).toBe(LIMIT - 1);
    expectRefusal(check.refused);
  });

  it('limits forgot-password requests per address', async () => {
    const forgot = await exhaust(() => server.call(ApiPath.forgotPassword, { email: newEmail() }), LIMIT);
    expect(forgot.allowed).toBe(LIMIT);
    expectRefusal(forgot.refused);
  });

  it('limits current-password checks per account', async () => {
    const wrongOld = { oldPassword: 'not-mine-1', newPassword: PASSWORD, rePassword: PASSWORD };
    const result = await exhaust(
      () => server.call(ApiPath.changePassword, wrongOld, { token: account.token }),
      LIMIT,
    );
    expect(result.allowed).toBe(LIMIT);
    expectRefusal(result.refused);
  });
});
