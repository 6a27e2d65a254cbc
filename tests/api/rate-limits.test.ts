import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { tooManyAttempts } from '../../src/domain/messages.ts';
import { createUser, FIXTURE_PASSWORD } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, PASSWORD, signedInAccount, verifyBody } from './helpers.ts';

const LIMIT = 3;
/** Wrong passwords one address may try across accounts (password spraying). */
const ADDRESS_LIMIT = 7;
const WINDOW_SECONDS = 600;

describe.each(engines)('rate limits on $name', (engine) => {
  let server: TestServer;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      config: {
        rateWindowSeconds: WINDOW_SECONDS,
        rateLimits: {
          login: LIMIT,
          loginAddress: ADDRESS_LIMIT,
          sendCode: LIMIT,
          verify: LIMIT,
          forgot: LIMIT,
          passwordCheck: LIMIT,
        },
      },
    });
    account = await signedInAccount(server);
  });
  afterAll(() => server?.close());

  /** Calls `attempt` until refused; returns how many got through and the refusal. */
  async function exhaust(attempt: (i: number) => ReturnType<TestServer['call']>, max: number) {
    for (let i = 0; i < max + 5; i++) {
      const answer = await attempt(i);
      if (answer.body.msg?.startsWith('Too many attempts')) return { allowed: i, refused: answer };
    }
    throw new Error('never refused');
  }

  function expectRefusal(refused: Awaited<ReturnType<TestServer['call']>>) {
    expect(refused.status).toBe(200);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
    // The message says when to try again, as the header does.
    expect(refused.body).toEqual({ code: Code.Refused, msg: tooManyAttempts(retryAfter), result: null });
    expect(refused.body.msg).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }

  const login = (loginEmail: string, password = 'wrong-password', cookie?: string) =>
    server.call(
      ApiPath.login,
      { loginEmail, password, loginTarget: 'Potential_Student_Entrance' },
      cookie ? { headers: { cookie } } : {},
    );

  it('limits wrong passwords per address and email, and lets the person in again once the window ends', async () => {
    const { email } = await createUser(server);
    const { allowed, refused } = await exhaust(() => login(email), LIMIT);
    expect(allowed).toBe(LIMIT);
    expectRefusal(refused);
    // Refused before the password is checked: even the right one waits.
    expect((await login(email, FIXTURE_PASSWORD)).body.msg).toMatch(/^Too many attempts/);
    expect((await login(newEmail())).body.code).toBe(Code.Unauthorized); // another account: own budget
    server.clock.advance(WINDOW_SECONDS * 1000);
    expect((await login(email, FIXTURE_PASSWORD)).body.code).toBe(Code.Success);
  });

  it('never counts a successful sign-in', async () => {
    const { email } = await createUser(server);
    for (let i = 0; i < LIMIT * 3; i++)
      expect((await login(email, FIXTURE_PASSWORD)).body.code).toBe(Code.Success);
    expect((await login(email)).body.code).toBe(Code.Unauthorized);
  });

  it('limits wrong passwords from one address across accounts (password spraying)', async () => {
    server.clock.advance(WINDOW_SECONDS * 1000); // the earlier tests' failures are past
    const { allowed, refused } = await exhaust(() => login(newEmail()), ADDRESS_LIMIT);
    expect(allowed).toBe(ADDRESS_LIMIT);
    expectRefusal(refused);
  });

  it('lets a person who signed in from this browser before past a sprayed address (device cookie, issue 24)', async () => {
    server.clock.advance(WINDOW_SECONDS * 1000);
    const { email } = await createUser(server);
    const signedIn = await login(email, FIXTURE_PASSWORD);
    const cookie = signedIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(signedIn.headers.get('set-cookie')).toMatch(
      /^portal_device=.+; Path=\/api; .*HttpOnly; SameSite=Strict/,
    );
    await exhaust(() => login(newEmail()), ADDRESS_LIMIT); // someone sprays from the same address
    const other = await createUser(server);
    expect((await login(other.email, FIXTURE_PASSWORD)).body.msg).toMatch(/^Too many attempts/);
    expect((await login(other.email, FIXTURE_PASSWORD, cookie)).body.msg).toMatch(/^Too many attempts/); // not theirs
    expect((await login(email, FIXTURE_PASSWORD, cookie)).body.code).toBe(Code.Success);
    // The account's own limit still holds for that browser.
    const { allowed } = await exhaust(() => login(email, 'wrong-password', cookie), LIMIT);
    expect(allowed).toBe(LIMIT);
  });

  it('limits code sending and code checking per address', async () => {
    server.clock.advance(WINDOW_SECONDS * 1000); // a fresh window: the account made above spent none of it
    const send = await exhaust(
      () => server.call(ApiPath.registerEmail, { acceptAffirm: true, email: newEmail() }),
      LIMIT,
    );
    expect(send.allowed).toBe(LIMIT);
    expectRefusal(send.refused);
    const check = await exhaust(
      () => server.call(ApiPath.registerVerify, verifyBody(newEmail(), '123456')),
      LIMIT,
    );
    expect(check.allowed).toBe(LIMIT);
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

/** Issue 24: the attempt is counted before the check, so parallel attempts get at most the limit's worth. */
describe.each(engines)('rate limits under parallel attempts on $name', (engine) => {
  const PARALLEL_LIMIT = 10;
  const BURST = 50;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      config: {
        rateWindowSeconds: WINDOW_SECONDS,
        rateLimits: {
          login: PARALLEL_LIMIT,
          loginAddress: 1000,
          sendCode: 1000,
          verify: PARALLEL_LIMIT,
          forgot: PARALLEL_LIMIT,
          passwordCheck: PARALLEL_LIMIT,
        },
      },
    });
  });
  afterAll(() => server?.close());

  /** Sends `count` calls at once; how many were answered `code`, and how many refused as too many. */
  async function burst(call: () => ReturnType<TestServer['call']>, code: number, count = BURST) {
    const answers = await Promise.all(Array.from({ length: count }, call));
    return {
      answered: answers.filter((answer) => answer.body.code === code).length,
      refused: answers.filter((answer) => answer.body.msg?.startsWith('Too many attempts')).length,
    };
  }

  it('checks at most the limit of 50 parallel wrong passwords for one account', async () => {
    const { email } = await createUser(server);
    const wrong = () =>
      server.call(ApiPath.login, {
        loginEmail: email,
        password: 'wrong-pass-1',
        loginTarget: 'Potential_Student_Entrance',
      });
    expect(await burst(wrong, Code.Unauthorized)).toEqual({
      answered: PARALLEL_LIMIT,
      refused: BURST - PARALLEL_LIMIT,
    });
  });

  it('checks at most the limit of parallel wrong current passwords, codes and forgot-password requests', async () => {
    const { token } = await createUser(server);
    const wrongOld = { oldPassword: 'not-mine-1', newPassword: PASSWORD, rePassword: PASSWORD };
    const changes = await burst(
      () => server.call(ApiPath.changePassword, wrongOld, { token }),
      Code.Unauthorized,
    );
    expect(changes).toEqual({ answered: PARALLEL_LIMIT, refused: BURST - PARALLEL_LIMIT });
    const codes = await burst(
      () => server.call(ApiPath.registerVerify, verifyBody(newEmail(), '123456')),
      Code.Unauthorized,
    );
    expect(codes).toEqual({ answered: PARALLEL_LIMIT, refused: BURST - PARALLEL_LIMIT });
    const forgot = await burst(
      () => server.call(ApiPath.forgotPassword, { email: newEmail() }),
      Code.Success,
    );
    expect(forgot).toEqual({ answered: PARALLEL_LIMIT, refused: BURST - PARALLEL_LIMIT });
  });

  it('still lets a right password in after parallel right ones (they are taken back)', async () => {
    server.clock.advance(WINDOW_SECONDS * 1000);
    const { email } = await createUser(server);
    const right = () =>
      server.call(ApiPath.login, {
        loginEmail: email,
        password: FIXTURE_PASSWORD,
        loginTarget: 'Potential_Student_Entrance',
      });
    // Fewer than the limit at once, several times: each right one is taken back once checked.
    for (let round = 0; round < 3; round++)
      expect((await burst(right, Code.Success, PARALLEL_LIMIT - 1)).answered).toBe(PARALLEL_LIMIT - 1);
  });
});
