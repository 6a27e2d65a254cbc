import { type ChildProcess, fork } from 'node:child_process';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { check, formatTargets, measureRaw, percent, type RawResult, type TargetCheck } from './raw-sql.ts';
import { formatTable } from './table.ts';
import type { TargetReady } from './target.ts';

/**
 * Requests per second against servers running in a child process (bench/target.ts), so the load
 * generator and the server do not share one event loop. Loopback only, bounded duration.
 */

export interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Our API answers HTTP 200 with an envelope: a response counts as good only if this holds. */
  verifyBody?: (body: unknown) => boolean;
}

export interface ScenarioResult {
  name: string;
  method: string;
  path: string;
  requests: number;
  /** Answers per second over the run, good or not (the same count and duration as okRps). */
  rps: number;
  /** Good answers (HTTP 2xx and, for the API, envelope code 204) per second over the run. */
  okRps: number;
  /** okRps divided by the bare route's okRps. */
  ratio: number;
  latencyMs: { p50: number; p99: number };
  bad: number;
  errors: number;
}

export interface LoadOptions {
  seconds: number;
  connections: number;
}

/** A pause between runs, so requests still in flight from one do not count against the next. */
const SETTLE_MS = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

export const isSuccessEnvelope = (body: unknown) => /"code":\s*204\b/.test(String(body));

export async function runScenario(
  scenario: Scenario,
  options: LoadOptions,
): Promise<Omit<ScenarioResult, 'ratio'>> {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: options.connections,
    duration: options.seconds,
    timeout: 10,
    verifyBody: scenario.verifyBody,
  });
  const bad = result.mismatches + result.non2xx;
  return {
    name: scenario.name,
    method: scenario.method,
    path: new URL(scenario.url).pathname,
    requests: result.requests.total,
    // Not autocannon's mean of per-second samples: that misses the run's last part-second, and
    // printed beside okRps it read as fewer answers than good ones (727 req/s, 751 ok).
    rps: Math.round(result.requests.total / result.duration),
    okRps: Math.round((result.requests.total - bad) / result.duration),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
    bad,
    errors: result.errors,
  };
}

/**
 * Sign-in goes last: when autocannon stops, up to one sign-in per connection is still queued for
 * argon2 on the server, which would slow whatever ran next.
 */
export function scenariosFor(target: TargetReady): Scenario[] {
  const json = { 'content-type': 'application/json' };
  return [
    { name: 'bare Fastify route', method: 'GET', url: `${target.bareUrl}/bare` },
    {
      name: 'current user (token)',
      method: 'POST',
      url: target.currentUserUrl,
      headers: { ...json, authorization: `Bearer ${target.token}` },
      body: '{}',
      verifyBody: isSuccessEnvelope,
    },
    {
      name: 'sign-in (argon2id)',
      method: 'POST',
      url: target.signInUrl,
      headers: json,
      body: JSON.stringify(target.signInBody),
      verifyBody: isSuccessEnvelope,
    },
  ];
}

/** A server process of the bench: it sends `{ type: 'ready', … }` once it serves, and stops on `stop`. */
export interface BenchChild<T> {
  target: T;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts a bench target script (bench/target.ts, bench/list-target.ts) and waits for its `ready` message. */
export function startChild<T extends { type: 'ready' }>(
  script: URL,
  engine: string,
  env: Record<string, string> = {},
): Promise<BenchChild<T>> {
  const child = fork(fileURLToPath(script), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_ENGINE: engine },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.send({ type: 'stop' });
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench target exited early (code ${code})`)));
    child.once('message', (message: T | { type: 'error'; message: string }) => {
      if (message.type === 'ready') resolve({ target: message as T, child, stop });
      else reject(new Error(`bench target failed: ${(message as { message: string }).message}`));
    });
  });
}

export function startTarget(engine: string): Promise<BenchChild<TargetReady>> {
  return startChild<TargetReady>(new URL('./target.ts', import.meta.url), engine);
}

/** How long the queued work of a run may take to be done before the bench gives up on the server. */
const DRAIN_TIMEOUT_MS = 180_000;

/**
 * One request of the scenario on a connection of its own, answered once the work queued before it
 * is done. It must not ride a kept-alive connection: when autocannon stops, the connections it
 * opened that the server has not accepted yet stay in the kernel's accept queue with their request
 * (and FIN) in them, and the server still accepts each and runs its request. On PGlite a query
 * holds the event loop, so the server accepts about one connection per query: 50 word searches at
 * 1,000,000 rows are tens of seconds of work that no kept-alive request waits for (the next run's
 * new connections got no answer in 5 s). A new connection is accepted after them (the queue is
 * first in, first out), and its query then waits behind theirs.
 */
export function askOnNewConnection(scenario: Scenario, timeoutMs = DRAIN_TIMEOUT_MS): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(
      scenario.url,
      { method: scenario.method, headers: scenario.headers, agent: false, timeout: timeoutMs },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
        answer.on('error', reject);
      },
    );
    asked.on('timeout', () =>
      asked.destroy(
        new Error(`${scenario.name}: the work queued by its run took over ${timeoutMs / 1000} s`),
      ),
    );
    asked.on('error', reject);
    asked.end(scenario.body);
  });
}

/**
 * Runs the scenarios one after another; each result's ratio is to the first scenario's good
 * requests/s. With `warmUpSeconds`, every scenario first runs that long unmeasured, so the first
 * one is not the only one measured on a cold server (JIT, caches, query plans). After each run the
 * next one starts only once the work the run left queued is done (askOnNewConnection), and a
 * second later.
 */
export async function measureScenarios(
  scenarios: Scenario[],
  options: LoadOptions & { warmUpSeconds?: number },
): Promise<ScenarioResult[]> {
  const { warmUpSeconds = 0 } = options;
  const pause = async (scenario: Scenario) => {
    await askOnNewConnection(scenario);
    await settle();
  };
  if (warmUpSeconds > 0) {
    process.stdout.write(`  warming up: ${warmUpSeconds} s per scenario …\n`);
    for (const scenario of scenarios) {
      await runScenario(scenario, { ...options, seconds: warmUpSeconds });
      await pause(scenario);
    }
  }
  const measured: Omit<ScenarioResult, 'ratio'>[] = [];
  for (const scenario of scenarios) {
    process.stdout.write(`  ${scenario.name}: ${options.seconds} s, ${options.connections} connections …\n`);
    measured.push(await runScenario(scenario, options));
    await pause(scenario);
  }
  const baseline = measured[0]?.okRps || 1;
  return measured.map((result) => ({ ...result, ratio: result.okRps / baseline }));
}

/** Raw rates of the scenarios named in `names`, measured in the target process one after another. */
export async function measureRaws(
  child: ChildProcess,
  names: string[],
  options: LoadOptions,
): Promise<RawResult[]> {
  const raws: RawResult[] = [];
  for (const name of names) {
    process.stdout.write(`  raw SQL of ${name}: ${options.seconds} s, ${options.connections} in flight …\n`);
    raws.push(await measureRaw(child, name, options));
    await settle();
  }
  return raws;
}

export interface ThroughputReport {
  target: TargetReady;
  results: ScenarioResult[];
  raw: RawResult[];
  targets: TargetCheck[];
}

export async function measureThroughput(engine: string, options: LoadOptions): Promise<ThroughputReport> {
  const { target, child, stop } = await startTarget(engine);
  try {
    const scenarios = scenariosFor(target);
    const signIn = scenarios.pop();
    const results = await measureScenarios(scenarios, options);
    // The raw SQL before the sign-ins: the hashes still queued after them would slow it.
    const raw = await measureRaws(child, ['current user (token)'], options);
    if (signIn) {
      const measured = await runScenario(signIn, options);
      results.push({ ...measured, ratio: measured.okRps / (results[0]?.okRps || 1) });
    }
    const currentUser = results.find((result) => result.name === 'current user (token)');
    const targets = [check('current user, share of bare', currentUser?.ratio ?? 0, 0.4)];
    return { target, results, raw, targets };
  } finally {
    await stop();
  }
}

/** Each route against its raw SQL rate and the bare route. */
export function formatShares(results: ScenarioResult[], raws: RawResult[], bareOkRps: number): string {
  const header = ['route', 'ok req/s', 'raw SQL/s', 'raw p50 ms', 'of raw SQL', 'of bare'];
  const rows = raws.map((raw) => {
    const result = results.find((candidate) => candidate.name === raw.name);
    const ok = result?.okRps ?? 0;
    return [
      raw.name,
      String(ok),
      String(raw.rps),
      String(raw.latencyMs.p50),
      raw.rps ? percent(ok / raw.rps) : '-',
      bareOkRps ? percent(ok / bareOkRps) : '-',
    ];
  });
  return formatTable(header, rows, 1);
}

export { formatTargets };

/** `ratioTitle` heads the column of ratios to the first scenario. */
export function formatThroughput(results: ScenarioResult[], ratioTitle = 'vs bare'): string {
  const header = ['scenario', 'route', 'req/s', 'ok req/s', ratioTitle, 'p50 ms', 'p99 ms', 'bad', 'errors'];
  const rows = results.map((result) => [
    result.name,
    `${result.method} ${result.path}`,
    String(result.rps),
    String(result.okRps),
    `${(result.ratio * 100).toFixed(1)}%`,
    String(result.latencyMs.p50),
    String(result.latencyMs.p99),
    String(result.bad),
    String(result.errors),
  ]);
  return formatTable(header, rows, 2);
}
