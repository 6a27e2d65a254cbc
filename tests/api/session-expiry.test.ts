import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInAccount } from './helpers.ts';

describe.each(engines)('session expiry on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    // The defaults, spelled out: 120 idle minutes, 12 hours at most.
    server = await startTestServer({ engine, config: { sessionIdleMinutes: 120, sessionAbsoluteHours: 12 } });
  });
  afterAll(() => server?.close());

  const me = (token: string) => server.call(ApiPath.currentUser, undefined, { token });

  it('ends a session left idle for 120 minutes; use keeps it alive', async () => {
    const { token } = await signedInAccount(server);
    server.clock.advanceMinutes(119);
    expect((await me(token)).body.code).toBe(Code.Success);
    server.clock.advanceMinutes(119);
    expect((await me(token)).body.code).toBe(Code.Success);
    server.clock.advanceMinutes(120);
    expect((await me(token)).body).toEqual({ code: Code.Forbidden, msg: Msg.sessionExpired, result: null });
  });

  it('ends any session 12 hours after sign-in, however busy', async () => {
    const { token } = await signedInAccount(server);
    for (let minutes = 100; minutes < 12 * 60; minutes += 100) {
      server.clock.advanceMinutes(100);
      expect((await me(token)).body.code).toBe(Code.Success);
    }
    server.clock.advanceMinutes(100); // 13 h 20 min after sign-in
    expect((await me(token)).body).toMatchObject({ code: Code.Forbidden, msg: Msg.sessionExpired });
  });
});

describe.each(engines)('a 1-minute idle time on $name (issue 24)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, config: { sessionIdleMinutes: 1 } });
  });
  afterAll(() => server?.close());

  const me = (token: string) => server.call(ApiPath.currentUser, undefined, { token });

  it('keeps a session used every 20 seconds for 5 minutes, and ends it a minute after its last use', async () => {
    const { token } = await signedInAccount(server);
    for (let seconds = 20; seconds <= 300; seconds += 20) {
      server.clock.advance(20_000);
      expect((await me(token)).body.code, `${seconds} s after sign-in`).toBe(Code.Success);
    }
    server.clock.advance(59_000);
    expect((await me(token)).body.code).toBe(Code.Success);
    server.clock.advance(61_000);
    expect((await me(token)).body).toEqual({ code: Code.Forbidden, msg: Msg.sessionExpired, result: null });
  });
});
