import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { ROLES, type Role } from '../../src/domain/user.ts';
import { ok, Refusal } from '../../src/server/http/envelope.ts';
import { envelopePlugin } from '../../src/server/plugins/envelope.ts';
import { routeAccessPlugin } from '../../src/server/plugins/route-access.ts';
import {
  accessOf,
  allowsCaller,
  type Caller,
  ROUTE_ACCESS,
  type RouteAccess,
  routeKey,
} from '../../src/server/route-access.ts';
import type { UserRow } from '../../src/server/services/users.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** The routes of the API as Fastify registered them (web routes left out). */
const apiRoutes = (server: TestServer) =>
  server.app.routeList
    .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
    .map((route) => routeKey(route.method, route.url));

const DECLARED = Object.keys(ROUTE_ACCESS);
const urlOf = (key: string) => key.slice(key.indexOf(' ') + 1);
const pathParams = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

// The table is the same whatever the engine: one server (PGlite) is enough to read Fastify's list.
describe('the route table (src/server/route-access.ts)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine: engines[0] ?? expect.unreachable('no engine') });
  });
  afterAll(() => server?.close());

  it('declares every registered API route', () => {
    const missing = apiRoutes(server).filter((key) => !accessOf(...(key.split(' ') as [string, string])));
    expect(missing, 'routes without a declaration in ROUTE_ACCESS').toEqual([]);
  });

  it('declares no route that is not registered', () => {
    const registered = new Set(apiRoutes(server));
    expect(
      DECLARED.filter((key) => !registered.has(key)),
      'declarations naming no route',
    ).toEqual([]);
  });

  it.each(DECLARED)('%s: the declaration matches the route', (key) => {
    const access = ROUTE_ACCESS[key] as RouteAccess;
    const url = urlOf(key);
    // Every path parameter is declared as the application id or another record's id, and no more.
    const declaredParams = [access.applicationId, access.record]
      .filter((at) => at?.in === 'path')
      .map((at) => at?.name);
    expect(pathParams(url).sort()).toEqual(declaredParams.sort());
    if (access.session) {
      expect(access.roles.length).toBeGreaterThan(0);
      for (const role of access.roles) expect(ROLES).toContain(role);
    } else {
      // Nobody's data behind a public route.
      expect(access.applicationId).toBeNull();
      expect(access.record).toBeNull();
    }
    if (access.record?.kind === 'file') expect(access.applicationId?.in).toBe('path');
  });
});

/**
 * The enforcing hook on its own: every declared route registered on a bare app with a handler that
 * checks nothing and answers data — as a route would that forgot `authenticate` and `signedInAs`. The
 * hook alone must refuse exactly what the table refuses, with the routes' own envelopes.
 */
describe('the route-access hook (src/server/plugins/route-access.ts)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.decorateRequest('auth', null);
    // A stand-in for the auth plugin: the role comes from a header, no header is no session.
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const role = request.headers['x-role'];
      if (typeof role !== 'string') throw new Refusal(Code.Forbidden, Msg.notSignedIn);
      request.auth = { tokenHash: 'test', user: { id: 1, role } as UserRow };
    });
    await app.register(envelopePlugin);
    await app.register(routeAccessPlugin);
    for (const key of DECLARED) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      app.route({ method, url, handler: async () => ok('data behind the route') });
    }
    await app.ready();
  });
  afterAll(() => app?.close());

  const callers: Caller[] = ['anonymous', ...ROLES];

  it.each(DECLARED)('%s: refuses what the table refuses, lets through what it allows', async (key) => {
    const access = ROUTE_ACCESS[key] as RouteAccess;
    const [method, url] = key.split(' ') as ['GET' | 'POST', string];
    const path = url.replace(/:\w+/g, '1');
    for (const caller of callers) {
      const headers: Record<string, string> = caller === 'anonymous' ? {} : { 'x-role': caller as Role };
      const expected = allowsCaller(access, caller)
        ? { code: Code.Success, msg: Msg.success, result: 'data behind the route' }
        : caller === 'anonymous'
          ? { code: Code.Forbidden, msg: Msg.notSignedIn, result: null }
          : { code: Code.Refused, msg: Msg.notAllowed, result: null };
      const answer = await app.inject({ method, url: path, headers });
      expect(answer.json(), caller).toEqual(expected);
      if (method === 'GET') {
        // The HEAD twin runs the GET handler: it is guarded as well (same body length, no body).
        const head = await app.inject({ method: 'HEAD', url: path, headers });
        expect(head.headers['content-length'], `HEAD ${caller}`).toBe(
          String(Buffer.byteLength(JSON.stringify(expected))),
        );
      }
    }
  });

  it('leaves a route without a declaration alone (the route-table test is what fails on one)', async () => {
    const bare = Fastify();
    bare.decorateRequest('auth', null);
    bare.decorate('authenticate', async () => {
      throw new Refusal(Code.Forbidden, Msg.notSignedIn);
    });
    await bare.register(envelopePlugin);
    await bare.register(routeAccessPlugin);
    bare.get(`${API_PREFIX}/test/undeclared`, async () => ok('open'));
    const answer = await bare.inject({ method: 'GET', url: `${API_PREFIX}/test/undeclared` });
    expect(answer.json()).toMatchObject({ code: Code.Success, result: 'open' });
    await bare.close();
  });
});
