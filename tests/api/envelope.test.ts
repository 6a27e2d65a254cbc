import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signedInAccount } from './helpers.ts';

describe.each(engines)('envelope and transport faults on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      config: { bodyLimit: 4096 },
      prepare: (app) => {
        app.get(`${API_PREFIX}/test/crash`, async () => {
          throw new Error('boom');
        });
      },
    });
  });
  afterAll(() => server?.close());

  const raw = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it('answers an unknown API route with HTTP 404 and an envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/no/such/call'],
      ['POST', '/api/public/nothing'],
      ['GET', `${API_PREFIX}${ApiPath.login}`], // a POST-only call
    ]) {
      const response = await raw(path as string, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 404, msg: Msg.notFound, result: null });
    }
  });

  it('answers a body over the limit with HTTP 413', async () => {
    const answer = await server.call(ApiPath.login, {
      loginEmail: 'a@example.com',
      password: 'x'.repeat(5000),
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 413, msg: Msg.requestTooLarge, result: null });
  });

  it('answers malformed JSON and foreign content types with envelope 406', async () => {
    const broken = await server.call(ApiPath.login, undefined, { rawBody: '{"loginEmail": "a@' });
    expect(broken.status).toBe(200);
    expect(broken.body).toEqual({ code: Code.Refused, msg: Msg.requestUnreadable, result: null });
    const text = await server.call(ApiPath.login, undefined, {
      rawBody: 'loginEmail=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.body).toEqual({ code: Code.Refused, msg: Msg.requestUnreadable, result: null });
  });

  it('treats an empty JSON body as no body', async () => {
    const { token } = await signedInAccount(server);
    const answer = await server.call(ApiPath.currentUser, undefined, { token, rawBody: '' });
    expect(answer.body.code).toBe(Code.Success);
  });

  it('answers a crash with HTTP 500 and an envelope, without details', async () => {
    const response = await raw(`${API_PREFIX}/test/crash`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: Code.ServerError,
      msg: Msg.serverBrokenHttp,
      result: null,
    });
  });

  it('sets the security headers on every answer, and no-store on the API', async () => {
    for (const path of [`${API_PREFIX}${ApiPath.registerTerms}`, '/api/missing', '/potential/home']) {
      const response = await raw(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
    expect((await raw(`${API_PREFIX}${ApiPath.registerTerms}`)).headers.get('cache-control')).toBe(
      'no-store',
    );
  });
});
