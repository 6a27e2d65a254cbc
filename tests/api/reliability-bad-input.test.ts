import { connect } from 'node:net';
import fc from 'fast-check';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { User } from '../../src/domain/user.ts';
import { loadConfig } from '../../src/server/config.ts';
import { validRequests } from '../support/bad-input/bases.ts';
import { REGRESSIONS } from '../support/bad-input/regressions.ts';
import {
  type BadRequest,
  type Base,
  badRequests,
  type KnownNames,
  knownNames,
} from '../support/bad-input/requests.ts';
import { type Answer, breach, type Fill, send } from '../support/bad-input/send.ts';
import {
  createApplications,
  createUser,
  FIXTURE_PASSWORD,
  type FixtureUser,
} from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 13 item 3: every API route, from Fastify's own route list, gets generated bad payloads —
 * wrong types, missing and extra fields, nulls, huge and deeply nested values, `__proto__` and
 * `constructor` keys, unicode edges (NUL, lone surrogates, RTL marks, emoji, combining marks), SQL-
 * and HTML-looking text, ids of every wrong shape in the path, invalid JSON, wrong content types,
 * bodies over the limit — and every answer must keep the API contract (docs/api.md): HTTP 200 with a
 * 204/401/403/406 envelope, or HTTP 404/413/431 with theirs. Never a 500, never Fastify's own body.
 *
 * `npm test` sends about a thousand per engine; `npm run test:reliability` (RELIABILITY=full) at
 * least 10,000 per engine. The seed is fixed and printed: BAD_INPUT_SEED=<n> runs another,
 * BAD_INPUT_ROUTE=<part of a route> only the routes containing it.
 */
const FULL = process.env.RELIABILITY === 'full';
const PAYLOADS = FULL ? 10_000 : 1_000;
const SEED = Number(process.env.BAD_INPUT_SEED ?? 13_003);
const ONLY = process.env.BAD_INPUT_ROUTE;

/** A body limit small enough that "over the limit" costs little to send, large enough for every form. */
const BODY_LIMIT = 256 * 1024;

/** No limiter stops a payload before the route's own checks (rate limits have their own tests). */
const NO_LIMITS = Object.fromEntries(
  Object.keys(loadConfig({}).rateLimits).map((name) => [name, 1_000_000]),
) as ReturnType<typeof loadConfig>['rateLimits'];

/**
 * Routes whose success changes nothing the payloads rely on (reads, a sign-in, a mail): after any
 * other route's success (a save, a sign-out, a deletion, a decision) the callers and the application
 * are made again, so the next payloads still reach the route's own checks.
 */
const KEEPS_FIXTURE = new Set(
  [
    `POST ${ApiPath.login}`,
    `POST ${ApiPath.forgotPassword}`,
    `POST ${ApiPath.registerEmail}`,
    `GET ${ApiPath.registerTerms}`,
    `POST ${ApiPath.currentUser}`,
    `POST ${ApiPath.listApplications}`,
    `GET ${ApiPath.summaryDetail}:id`,
    `POST ${ApiPath.supportList}`,
    `POST ${ApiPath.agentSupportList}`,
    `GET ${ApiPath.supportDetail}:id`,
    `GET ${ApiPath.agentSupportDetail}:id`,
    `POST ${ApiPath.renderEdit}:id`,
    `POST ${ApiPath.editOther}:id`,
    `POST ${ApiPath.obtainPersonalDetails}`,
    `POST ${ApiPath.obtainQualifications}`,
    `POST ${ApiPath.applicationFiles}:id`,
    `GET ${ApiPath.downloadFile}:id/:fileId`,
    `GET ${ApiPath.domesticDeclaration}`,
    `GET ${ApiPath.internationalDeclaration}`,
    `GET ${ApiPath.applicationPdf}:id`,
    `POST ${ApiPath.staffQueue}`,
    `GET ${ApiPath.staffHistory}:id`,
    `GET ${ApiPath.staffExport}`,
  ].map((route) => route.replace(' ', ` ${API_PREFIX}`)),
);

/** A route's own seed, from the run's seed and its name: reproducible, different per route. */
function routeSeed(route: string): number {
  let hash = SEED | 0;
  for (const char of route) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash | 0;
}

/** A request as JSON with long strings cut short: the seed and path replay the whole of it. */
const shortly = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'string' && item.length > 120 ? `${item.slice(0, 60)}…(${item.length} characters)` : item,
  );

/** One failing route: its replay settings, the answer that broke the contract, the request that got it. */
function report(route: string, details: fc.RunDetails<[BadRequest]>): string {
  if (!details.failed) return '';
  const replay = `BAD_INPUT_SEED=${SEED} BAD_INPUT_ROUTE='${route.split(' ')[1]}'`;
  if (!details.counterexample) return `${route} (${replay}): ${fc.defaultReportMessage(details)}`;
  const error =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return [
    `${route} (${replay}; fast-check seed ${details.seed}, path "${details.counterexamplePath}")`,
    `  after ${details.numRuns} payloads: ${error.slice(0, 600)}`,
    `  request: ${shortly(details.counterexample[0]).slice(0, 1_500)}`,
  ].join('\n');
}

describe.each(engines)('bad input on every API route, on $name', (engine) => {
  let server: TestServer;
  let witness: FixtureUser;
  let fill: Fill;
  let bases: Record<string, Base>;
  let names: KnownNames;

  /** The callers and the application the payloads use; made again after a call that changed them. */
  async function freshFill(): Promise<Fill> {
    const applicant = await createUser(server, { category: 'Domestic' });
    const [agent, staff] = await Promise.all([
      createUser(server, { role: 'agent' }),
      createUser(server, { role: 'staff' }),
    ]);
    const [application] = await createApplications(server, applicant.user, [{}]);
    if (!application) throw new Error('no application made');
    return {
      applicationId: application.id,
      version: application.version,
      email: applicant.email,
      tokens: { applicant: applicant.token, agent: agent.token, staff: staff.token },
    };
  }

  const sendOne = (request: BadRequest): Promise<Answer> => send(server.url, request, fill, BODY_LIMIT);

  /** A normal call still works: the witness (never used by a payload) is who it was. */
  async function stillAnswers(): Promise<string | undefined> {
    try {
      const answer = await server.call<User>(ApiPath.currentUser, undefined, { token: witness.token });
      if (
        answer.status === 200 &&
        answer.body.code === Code.Success &&
        answer.body.result.id === witness.user.id
      )
        return undefined;
      return `current user answered HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`;
    } catch (error) {
      return `current user got no answer: ${String(error)}`;
    }
  }

  beforeAll(async () => {
    server = await startTestServer({ engine, config: { bodyLimit: BODY_LIMIT, rateLimits: NO_LIMITS } });
    witness = await createUser(server);
    fill = await freshFill();
    bases = await validRequests(server);
    names = knownNames(bases);
  });
  afterAll(() => server?.close());

  it('answers every kept regression case with a handled envelope or 404/413/431', async () => {
    const problems: string[] = [];
    for (const { found, request } of REGRESSIONS) {
      const problem = breach(request, await sendOne(request));
      if (problem) problems.push(`${found}\n  ${shortly(request)}\n  → ${problem}`);
    }
    expect(problems.join('\n\n')).toBe('');
    expect(await stillAnswers()).toBeUndefined();
  });

  it(
    `answers ${PAYLOADS.toLocaleString('en')}+ generated payloads over every route without a 500`,
    async () => {
      const routes = server.app.routeList
        .filter((route) => route.url.startsWith(`${API_PREFIX}/`))
        .map((route) => `${route.method} ${route.url}`);
      expect(routes.length).toBeGreaterThan(40);
      const chosen = ONLY ? routes.filter((route) => route.includes(ONLY)) : routes;
      const perRoute = Math.ceil(PAYLOADS / routes.length);
      const failures: string[] = [];
      let sent = 0;
      let generated = 0;
      let refreshed = 0;
      const started = performance.now();
      const timings: [string, number][] = [];
      for (const route of chosen) {
        const routeStarted = performance.now();
        const seed = routeSeed(route);
        const details = await fc.check(
          fc.asyncProperty(badRequests(route, bases[route] ?? {}, names), async (request) => {
            const answer = await sendOne(request);
            sent += 1;
            const problem = breach(request, answer);
            if (problem) throw new Error(problem);
            const succeeded = answer.status === 200 && answer.text.startsWith(`{"code":${Code.Success}`);
            if (succeeded && !KEEPS_FIXTURE.has(route)) {
              fill = await freshFill();
              refreshed += 1;
            }
          }),
          { numRuns: perRoute, seed },
        );
        generated += details.numRuns;
        if (details.failed) failures.push(report(route, details));
        const down = await stillAnswers();
        if (down) failures.push(`after ${route}: the server no longer answers a normal call: ${down}`);
        timings.push([route, performance.now() - routeStarted]);
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `bad input on ${engine.name}: seed ${SEED}, ${chosen.length} routes × ${perRoute} = ${generated} generated ` +
          `payloads (${sent} sent with shrinking, ${REGRESSIONS.length} regression cases), ` +
          `${refreshed} fixture refreshes, ${seconds} s; slowest: ` +
          timings
            .sort((a, b) => b[1] - a[1])
            .slice(0, 4)
            .map(([route, ms]) => `${route} ${(ms / 1000).toFixed(1)} s`)
            .join(', '),
      );
      expect(failures.join('\n\n')).toBe('');
      if (!ONLY) expect(generated).toBeGreaterThanOrEqual(PAYLOADS);
    },
    FULL ? 3_600_000 : 600_000,
  );

  it('answers bytes that are no HTTP request with HTTP 400 and an envelope, not Fastify’s own body', async () => {
    const { port } = new URL(server.url);
    for (const garbage of [
      'GARBAGE\r\n\r\n',
      'POST /api HTTP/1.1\r\nContent-Length: x\r\n\r\n',
      '\u0000\r\n\r\n',
    ]) {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.end(garbage));
        const chunks: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
        socket.on('error', reject);
      });
      const [head = '', body = ''] = text.split('\r\n\r\n');
      expect(head.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(JSON.parse(body)).toEqual({ code: 400, msg: Msg.requestUnreadable, result: null });
    }
  });

  it('still answers a normal request afterwards', async () => {
    expect(await stillAnswers()).toBeUndefined();
    const signIn = await server.call(ApiPath.login, {
      loginEmail: witness.email,
      password: FIXTURE_PASSWORD,
    });
    expect(signIn.body.code).toBe(Code.Success);
  });
});
