import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PREFIX, ApiPath } from '../src/domain/api-paths.ts';
import { LOGIN_TARGET } from '../src/domain/constants.ts';
import { Code } from '../src/domain/envelope.ts';
import { loadConfig, MEMORY } from '../src/server/config.ts';
import { connectDatabase } from '../src/server/db/connect.ts';
import { createManyApplications, createUser } from '../tests/support/db-fixtures.ts';
import { engines } from '../tests/support/engines.ts';
import { type ServerProcess, startServerProcess } from '../tests/support/server-process.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import { apiCaller, type TestServer } from '../tests/support/test-server.ts';
import { type Balancer, forkBalancer } from './balancer.ts';
import { formatTable } from './table.ts';
import { isSuccessEnvelope, type LoadOptions, runScenario, type Scenario } from './throughput.ts';

/**
 * Several instances on one PostgreSQL (issue 12): two server processes (the real `npm start`
 * entry) share one database, behind a round-robin balancer in a third process (bench/balancer.ts).
 * Measures current-user and list throughput through the balancer against one instance direct,
 * and checks that the rate limits hold in total across the instances and that a sign-out on one
 * instance is refused on the other at once — with the PostgreSQL store, and with Redis when a
 * REDIS_URL is given. Needs TEST_DATABASE_URL (a database of its own is made there and dropped).
 */

export interface InstancesOptions extends LoadOptions {
  /** Also run the checks with REDIS_URL set to this (rate limits and revocation over Redis). */
  redisUrl?: string;
}

export interface InstancesResult {
  name: string;
  via: string;
  okRps: number;
  latencyMs: { p50: number; p99: number };
  /** okRps over the same route on one instance direct. */
  ratio: number;
  bad: number;
  errors: number;
}

export interface InstancesCheck {
  /** `behaviour`: must hold on any machine (rate limits, revocation); `throughput`: depends on its cores. */
  kind: 'behaviour' | 'throughput';
  target: string;
  measured: string;
  holds: boolean;
}

export interface InstancesReport {
  seconds: number;
  connections: number;
  results: InstancesResult[];
  checks: InstancesCheck[];
  /** Requests each instance served through the balancer during the throughput runs. */
  served: number[];
  /** Load averages (1, 5, 15 min) before and after. */
  load: { before: number[]; after: number[] };
}

/** Wrong passwords allowed per address and email (RATE_LIMIT_LOGIN of the instances). */
const LOGIN_LIMIT = 5;
/** Forgot-password requests allowed per address. */
const FORGOT_LIMIT = 5;
/** Two instances through the balancer must serve at least this share of one instance direct. */
const SCALE_TARGET = 1.0;
const SECRET = 'bench-several-instances-secret-0123456789';

const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

/** The calls of the checks, against one instance or the balancer. */
const caller = (url: string) => apiCaller(url);

/** Where a route is measured: one instance direct (the baseline), then through the balancers. */
interface Bases {
  direct: string;
  /** A balancer with one instance behind it: the cost of the extra hop alone. */
  oneBalanced: string;
  balancer: string;
}

async function measureRoute(
  name: string,
  path: string,
  token: string,
  body: string,
  bases: Bases,
  options: LoadOptions,
): Promise<InstancesResult[]> {
  const scenario = (base: string): Scenario => ({
    name,
    method: 'POST',
    url: `${base}${API_PREFIX}${path}`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    verifyBody: isSuccessEnvelope,
  });
  const results: InstancesResult[] = [];
  let one = 0;
  for (const [via, base] of [
    ['one instance, direct', bases.direct],
    ['one instance, balancer', bases.oneBalanced],
    ['2 instances, balancer', bases.balancer],
  ] as const) {
    process.stdout.write(`  ${name}, ${via}: ${options.seconds} s, ${options.connections} connections …\n`);
    await runScenario(scenario(base), { ...options, seconds: Math.min(2, options.seconds) }); // warm-up
    await settle();
    const run = await runScenario(scenario(base), options);
    await settle();
    if (via === 'one instance, direct') one = run.okRps;
    results.push({
      name,
      via,
      okRps: run.okRps,
      latencyMs: run.latencyMs,
      ratio: run.okRps / (one || 1),
      bad: run.bad,
      errors: run.errors,
    });
  }
  return results;
}

/** Wrong passwords through the balancer until refused: how many got through. */
async function loginLimit(balancer: Balancer, email: string): Promise<number> {
  const call = caller(balancer.url);
  for (let i = 0; i < LOGIN_LIMIT * 3; i++) {
    const answer = await call(ApiPath.login, {
      loginEmail: email,
      password: 'wrong-password',
      loginTarget: LOGIN_TARGET,
    });
    if (answer.body.msg?.startsWith('Too many attempts')) return i;
  }
  return Number.POSITIVE_INFINITY;
}

/** Forgot-password requests through the balancer, all at once: how many got through. */
async function forgotRace(balancer: Balancer): Promise<number> {
  const call = caller(balancer.url);
  const answers = await Promise.all(
    Array.from({ length: FORGOT_LIMIT * 4 }, (_, i) =>
      call(ApiPath.forgotPassword, { email: `nobody-${i}-${Date.now()}@example.com` }),
    ),
  );
  return answers.filter((answer) => !answer.body.msg?.startsWith('Too many attempts')).length;
}

/**
 * Both instances hold the session in their caches; it is signed out on A; B is asked right after
 * the sign-out's answer. Also through the balancer: two calls after a sign-out reach both.
 */
async function signOutCheck(a: ServerProcess, b: ServerProcess, balancer: Balancer, tokens: string[]) {
  const [direct = '', balanced = ''] = tokens;
  const me = (call: TestServer['call'], token: string) => call(ApiPath.currentUser, undefined, { token });
  for (const server of [a, b]) await me(server.call, direct);
  await a.call(ApiPath.signOut, undefined, { method: 'GET', token: direct });
  const started = performance.now();
  const onB = await me(b.call, direct);
  const ms = performance.now() - started;
  const viaBalancer = caller(balancer.url);
  for (let i = 0; i < 4; i++) await me(viaBalancer, balanced);
  await viaBalancer(ApiPath.signOut, undefined, { method: 'GET', token: balanced });
  const after = [await me(viaBalancer, balanced), await me(viaBalancer, balanced)];
  return {
    refusedOnB: onB.body.code === Code.Forbidden,
    ms,
    refusedThroughBalancer: after.every((answer) => answer.body.code === Code.Forbidden),
  };
}

export async function measureInstances(options: InstancesOptions): Promise<InstancesReport> {
  const postgres = engines.find((engine) => engine.name === 'postgres');
  if (!postgres) throw new Error('the several-instances bench needs TEST_DATABASE_URL (PostgreSQL)');
  const before = loadavg();
  const database = await postgres.create();
  const databaseUrl = database.databaseUrl ?? '';
  const config = { ...loadConfig({ LOG_LEVEL: 'silent' }), databaseUrl, dataDir: MEMORY };
  const opened = await connectDatabase(config, console);
  // The fixtures write straight into the shared database, as the tests do.
  const fixtures = {
    app: {
      db: opened.db,
      now: () => new Date(),
      sessionPolicy: {
        idleMs: config.sessionIdleMinutes * 60_000,
        absoluteMs: config.sessionAbsoluteHours * 3_600_000,
      },
    },
  } as unknown as TestServer;
  const smtp = await startSmtpSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-instances-'));
  const stores = [
    { store: 'PostgreSQL', env: { REDIS_URL: '' } },
    ...(options.redisUrl ? [{ store: 'Redis', env: { REDIS_URL: options.redisUrl } }] : []),
  ];
  const results: InstancesResult[] = [];
  const checks: InstancesCheck[] = [];
  let served: number[] = [];
  try {
    for (const [index, { store, env }] of stores.entries()) {
      const processEnv = {
        SECRET,
        TRUST_PROXY: 'true',
        RATE_WINDOW_SECONDS: '900',
        RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
        RATE_LIMIT_LOGIN_ADDRESS: '0',
        RATE_LIMIT_FORGOT: String(FORGOT_LIMIT),
        LOG_LEVEL: 'warn',
        ...env,
      };
      process.stdout.write(`  starting 2 instances (${store} store) and the balancer …\n`);
      const start = () => startServerProcess({ dataDir, smtpUrl: smtp.url, databaseUrl, env: processEnv });
      const a = await start();
      const b = await start();
      const balancer = await forkBalancer([a.url, b.url]);
      try {
        if (index === 0) {
          const { user, token } = await createUser(fixtures);
          await createManyApplications(fixtures, user, 10);
          const single = await forkBalancer([a.url]);
          const bases = { direct: a.url, oneBalanced: single.url, balancer: balancer.url };
          try {
            const first = await balancer.served();
            const list = ApiPath.listApplications;
            results.push(
              ...(await measureRoute('current user', ApiPath.currentUser, token, '{}', bases, options)),
              ...(await measureRoute('list, 10 applications', list, token, '{}', bases, options)),
            );
            const last = await balancer.served();
            served = last.map((n, i) => n - (first[i] ?? 0));
          } finally {
            await single.close();
          }
        }
        const allowed = await loginLimit(balancer, (await createUser(fixtures)).email);
        checks.push({
          kind: 'behaviour',
          target: `${store} store: wrong passwords through the balancer refused after ${LOGIN_LIMIT} in total (not ${2 * LOGIN_LIMIT})`,
          measured: `refused after ${allowed}`,
          holds: allowed === LOGIN_LIMIT,
        });
        const through = await forgotRace(balancer);
        checks.push({
          kind: 'behaviour',
          target: `${store} store: ${FORGOT_LIMIT * 4} forgot-password requests at once through the balancer, ${FORGOT_LIMIT} let through`,
          measured: `${through} let through`,
          holds: through === FORGOT_LIMIT,
        });
        const tokens = [(await createUser(fixtures)).token, (await createUser(fixtures)).token];
        const signOut = await signOutCheck(a, b, balancer, tokens);
        checks.push({
          kind: 'behaviour',
          target: `${store} ${store === 'Redis' ? 'pub/sub' : 'LISTEN/NOTIFY'}: signed out on A, refused on B's next request`,
          measured: signOut.refusedOnB ? `refused (answered in ${signOut.ms.toFixed(1)} ms)` : 'served',
          holds: signOut.refusedOnB,
        });
        checks.push({
          kind: 'behaviour',
          target: `${store}: signed out through the balancer, refused on both instances' next requests`,
          measured: signOut.refusedThroughBalancer ? 'refused on both' : 'served by one',
          holds: signOut.refusedThroughBalancer,
        });
      } finally {
        await balancer.close();
        await Promise.all([a.stop(), b.stop()]);
      }
    }
  } finally {
    await smtp.close();
    await opened.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scaling = [...new Set(results.map((result) => result.name))].flatMap((name) => {
    const balanced = results.find((result) => result.name === name && result.via.startsWith('2 '));
    const hop = results.find((result) => result.name === name && result.via === 'one instance, balancer');
    if (!balanced) return [];
    return [
      {
        kind: 'throughput' as const,
        target: `${name}: 2 instances through the balancer ≥ ${SCALE_TARGET.toFixed(1)}× one instance direct`,
        measured: `${balanced.ratio.toFixed(2)}× (${balanced.okRps.toLocaleString('en')} ok req/s; one instance through a balancer: ${hop?.ratio.toFixed(2) ?? '?'}×)`,
        holds: balanced.ratio >= SCALE_TARGET,
      },
    ];
  });
  checks.unshift(...scaling);
  return {
    seconds: options.seconds,
    connections: options.connections,
    results,
    checks,
    served,
    load: { before, after: loadavg() },
  };
}

export function formatInstances(report: InstancesReport): string {
  const rows = report.results.map((result) => [
    result.name,
    result.via,
    result.okRps.toLocaleString('en'),
    result.ratio.toFixed(2),
    String(result.latencyMs.p50),
    String(result.latencyMs.p99),
    String(result.bad + result.errors),
  ]);
  const table = formatTable(['route', 'via', 'ok req/s', 'vs one', 'p50 ms', 'p99 ms', 'bad'], rows, 2);
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  return [
    table,
    '',
    `requests per instance through the balancer: ${report.served.join(' / ')}`,
    `load average before: ${load(report.load.before)}; after: ${load(report.load.after)}`,
    '',
    ...report.checks.map(
      (check) => `${check.target}: ${check.measured}, ${check.holds ? 'holds' : 'does not hold'}`,
    ),
  ].join('\n');
}
