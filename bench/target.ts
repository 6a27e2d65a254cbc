import Fastify from 'fastify';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { LOGIN_TARGET } from '../src/domain/constants.ts';
import { Code } from '../src/domain/envelope.ts';
import type { SignInResult } from '../src/domain/user.ts';
import type { Config } from '../src/server/config.ts';
import { resolveSession } from '../src/server/services/sessions.ts';
import { codeFrom } from '../tests/support/smtp-sink.ts';
import { startTestServer, type TestServer } from '../tests/support/test-server.ts';
import { runTarget } from './child.ts';
import { RAISED_RATE_LIMITS } from './rate-limits.ts';

/**
 * The servers under load, in a child process of bench/run.ts (one event loop for the servers,
 * another for autocannon): a bare Fastify route and the portal with a freshly registered account.
 */

export interface TargetReady {
  type: 'ready';
  engine: string;
  bareUrl: string;
  signInUrl: string;
  signInBody: { loginEmail: string; password: string; loginTarget: string };
  currentUserUrl: string;
  token: string;
  rateLimits: Config['rateLimits'];
}

async function expectSuccess<T>(
  what: string,
  answer: Promise<{ body: { code: number; msg: string; result: T } }>,
) {
  const { body } = await answer;
  if (body.code !== Code.Success) throw new Error(`${what}: code ${body.code} ${body.msg}`);
  return body.result;
}

/** Registers through the API and the SMTP sink, then signs in once for a token. */
async function registerAndSignIn(server: TestServer) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench_pass-1';
  await expectSuccess('send code', server.call(ApiPath.registerEmail, { acceptAffirm: true, email }));
  const code = codeFrom(
    await server.smtp.waitForMail(email, (mail) => /verification code/i.test(mail.subject)),
  );
  await expectSuccess(
    'register',
    server.call(ApiPath.registerVerify, {
      acceptAffirm: true,
      email,
      verificationCode: code,
      password1: password,
      password2: password,
    }),
  );
  const signInBody = { loginEmail: email, password, loginTarget: LOGIN_TARGET };
  const { token } = await expectSuccess('sign in', server.call<SignInResult>(ApiPath.login, signInBody));
  return { signInBody, token };
}

runTarget<TargetReady>(async (engine) => {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const server = await startTestServer({
    engine,
    config: { rateLimits: RAISED_RATE_LIMITS, logLevel: 'silent' },
  });
  const close = () => Promise.allSettled([bare.close(), server.close()]);
  try {
    const { signInBody, token } = await registerAndSignIn(server);
    const ready: TargetReady = {
      type: 'ready',
      engine: engine.name,
      bareUrl,
      signInUrl: `${server.url}${API_PREFIX}${ApiPath.login}`,
      signInBody,
      currentUserUrl: `${server.url}${API_PREFIX}${ApiPath.currentUser}`,
      token,
      rateLimits: RAISED_RATE_LIMITS,
    };
    // The current-user route's database work: the session read a cache miss makes (one select).
    const raw = {
      'current user (token)': () =>
        resolveSession(server.app.db, token, server.app.now(), server.app.sessionPolicy),
    };
    return { ready, close, raw };
  } catch (error) {
    await close();
    throw error;
  }
});
