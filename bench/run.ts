import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { webRoutes } from '../src/server/web-build/route-modules.ts';
import { buildWebApp, WEB_DIST } from '../tests/support/e2e-global.ts';
import { testRedisUrl } from '../tests/support/redis.ts';
import { formatBreakdown, measureBreakdown, type RouteBreakdown, sameParts } from './bundle-breakdown.ts';
import { type FirstLoadReport, formatFirstLoad, measureFirstLoad } from './first-load.ts';
import { formatInstances, type InstancesReport, measureInstances } from './instances.ts';
import { formatLighthouse, type LighthouseReport, measureLighthouse } from './lighthouse.ts';
import { measureListScale } from './list-scale.ts';
import { BENCH_RATE_LIMIT } from './rate-limits.ts';
import type { RawResult, TargetCheck } from './raw-sql.ts';
import {
  formatRoutes,
  measureRoutes,
  ROOT_BUDGET_KB,
  ROUTE_BUDGET_KB,
  type RoutesReport,
} from './route-first-load.ts';
import { formatSurge, measureSurge, type SurgeReport } from './surge.ts';
import { formatTableScale, measureTableScale, type TableScaleReport } from './table-scale.ts';
import {
  formatShares,
  formatTargets,
  formatThroughput,
  measureThroughput,
  type ScenarioResult,
} from './throughput.ts';
import { formatTyping, measureTyping, type TypingReport } from './typing.ts';

/**
 * npm run bench [-- --seconds 5 --connections 50 --engine pglite|postgres --no-build
 *                 --only first-load|throughput|list|lighthouse|typing|client|surge|instances|table-scale
 *                 --repeat 3 --pages personal,home --http1 --applicants 1000 --from 10000 --to 1000000]
 * (a) first-load JavaScript of the sign-in route in detail, then of every route against its budget
 * (170 KB gzip for /, 200 KB for the others; the process exits 1 past one) and what each package
 * costs on the routes over it, (b) requests/s of the API against a bare Fastify route,
 * (c) the applications list for a user with 10 applications against one with 5,000, (d) Lighthouse
 * scores of every page type (median of --repeat runs; --pages picks some by name; served through a
 * TLS front with HTTP/2 as deployed, or straight over HTTP/1.1 with --http1), (e) typing in
 * the personal step under 4× CPU throttling (bench/typing.ts). `--only client` runs (a), (d), (e). Only when asked (they need PostgreSQL, TEST_DATABASE_URL): (e) the deadline
 * surge (PostgreSQL unless --engine says otherwise), (f) two instances behind a balancer, (g) the
 * lists' p50 with the table at 10,000 rows and at 1,000,000 (filling it takes minutes).
 */

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    // pglite, except for the surge (PostgreSQL, the engine for load).
    engine: { type: 'string' },
    applicants: { type: 'string', default: '1000' },
    from: { type: 'string', default: '10000' },
    to: { type: 'string', default: '1000000' },
    only: { type: 'string' },
    repeat: { type: 'string', default: '1' },
    pages: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    // Lighthouse straight to the server over HTTP/1.1, without the TLS front (HTTP/2) of a deployment.
    http1: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const engine = values.engine ?? (values.only === 'surge' ? 'postgres' : 'pglite');
const connections = Number(values.connections);
const resultsFile = fileURLToPath(new URL('./results/latest.json', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Over-budget routes and server code in the bundle: printed again at the end, and the exit code. */
const failures: string[] = [];

const heading = (title: string) => console.log(`\n== ${title}\n`);

async function firstLoad(): Promise<FirstLoadReport & { routes: RoutesReport; breakdown: RouteBreakdown[] }> {
  heading('First-load JavaScript of the sign-in route (/), gzip level 9');
  if (!values['no-build']) {
    const started = performance.now();
    await buildWebApp();
    console.log(`built dist/web in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  }
  const report = measureFirstLoad(WEB_DIST);
  console.log(formatFirstLoad(report));
  heading(
    `First-load JavaScript of every route, gzip level 9 (budget: / ${ROOT_BUDGET_KB} KB, others ${ROUTE_BUDGET_KB} KB)`,
  );
  const routes = measureRoutes(WEB_DIST, webRoutes(), repoRoot);
  console.log(formatRoutes(routes));
  failures.push(...routes.failures);
  const over = new Set(routes.routes.filter((route) => !route.holds).map((route) => route.path));
  const breakdown = measureBreakdown(WEB_DIST, webRoutes());
  // One line per distinct route shape: the aliases and the International twins cost the same.
  const shown = breakdown.filter(
    (route, index) =>
      (route.path === '/' || over.has(route.path)) &&
      breakdown.findIndex((other) => sameParts(other, route)) === index,
  );
  heading('What each package costs on / and on each route over its budget (gzip of its own bytes)');
  console.log(formatBreakdown(shown));
  return { ...report, routes, breakdown: shown };
}

interface ApiReport {
  engine: string;
  results: ScenarioResult[];
  raw: RawResult[];
  targets: TargetCheck[];
}

async function throughput(): Promise<ApiReport> {
  heading(`Throughput: autocannon on loopback, ${seconds} s and ${connections} connections per route`);
  console.log(
    `Rate limits raised for this run (RATE_LIMIT_* = ${BENCH_RATE_LIMIT.toLocaleString('en')} per window):\n` +
      'the limiter still runs on every sign-in but never refuses. Production limits would refuse\n' +
      'almost all of these sign-ins (10 per IP and email per 15 minutes by default).\n',
  );
  const { target, results, raw, targets } = await measureThroughput(engine, { seconds, connections });
  console.log(`\nserver: portal on ${target.engine}, one Node process; load: autocannon in another\n`);
  console.log(formatThroughput(results));
  if (results.some((result) => result.bad > 0 || result.errors > 0)) {
    console.log('\nwarning: some answers were not successes (bad) or failed (errors): see the columns');
  }
  console.log('\nEach route against the raw rate of its SQL (same pool, same process, no Fastify):\n');
  console.log(formatShares(results, raw, results[0]?.okRps ?? 0));
  console.log(`\nTargets (${target.engine}; issue 12 sets them on PostgreSQL):\n`);
  console.log(formatTargets(targets));
  return { engine: target.engine, results, raw, targets };
}

async function listScale(): Promise<ApiReport & { bare: Omit<ScenarioResult, 'ratio'> }> {
  heading(
    `Applications list at scale: autocannon on loopback, ${seconds} s and ${connections} connections each`,
  );
  const { target, results, bare, raw, targets } = await measureListScale(engine, {
    seconds,
    connections,
  });
  console.log(
    `\nserver: portal on ${target.engine}, one Node process; POST list/all, filter counts and one page of 20\n`,
  );
  console.log(formatThroughput(results, `vs ${target.small.rows} rows`));
  console.log(`\nEach route against the raw rate of its SQL and the bare route (${bare.okRps} ok req/s):\n`);
  console.log(formatShares(results, raw, bare.okRps));
  console.log(`\nTargets (${target.engine}; issue 12 sets them on PostgreSQL):\n`);
  console.log(formatTargets(targets));
  return { engine: target.engine, results, bare, raw, targets };
}

async function lighthouseScores(): Promise<LighthouseReport> {
  const repeat = Number(values.repeat);
  heading(
    `Lighthouse 12, mobile profile: performance and accessibility of each page type (${engine}, median of ${repeat})`,
  );
  const report = await measureLighthouse({
    build: values['no-build'] ? 'never' : 'auto',
    engine,
    repeat,
    ...(values.pages ? { pages: values.pages.split(',') } : {}),
    front: values.http1 ? 'none' : 'tls',
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\n${formatLighthouse(report)}`);
  for (const page of report.pages) {
    if (page.error) failures.push(`Lighthouse failed on ${page.path}: ${page.error}`);
    for (const audit of page.failingAccessibility) {
      failures.push(`accessibility audit ${audit.id} fails on ${page.path} (${audit.items.length} elements)`);
    }
  }
  return report;
}

async function typing(): Promise<TypingReport> {
  heading(`Typing in the personal step: Chromium, 4× CPU throttling, a phone's viewport (${engine})`);
  const report = await measureTyping({
    build: values['no-build'] ? 'never' : 'auto',
    engine,
    log: (line) => console.log(`  ${line}`),
  });
  console.log(`\n${formatTyping(report)}`);
  return report;
}

async function surge(): Promise<SurgeReport> {
  heading(`Deadline surge: ${values.applicants} complete applications submitted at once (${engine})`);
  const report = await measureSurge(engine, { applicants: Number(values.applicants) });
  console.log(`\n${formatSurge(report)}`);
  return report;
}

async function tableScale(): Promise<TableScaleReport> {
  const from = Number(values.from);
  const to = Number(values.to);
  heading(
    `Table scale: the lists at ${from.toLocaleString('en')} and ${to.toLocaleString('en')} applications (${engine}), ${seconds} s and ${connections} connections each`,
  );
  const report = await measureTableScale(engine, { seconds, connections, from, to });
  console.log(`\n${formatTableScale(report)}\n`);
  console.log(formatTargets(report.targets));
  return report;
}

async function instances(): Promise<InstancesReport> {
  heading(
    `Several instances: 2 server processes on one PostgreSQL behind a round-robin balancer, ${seconds} s and ${connections} connections per run`,
  );
  const report = await measureInstances({ seconds, connections, redisUrl: await testRedisUrl() });
  console.log(formatInstances(report));
  failures.push(
    ...report.checks
      .filter((check) => check.kind === 'behaviour' && !check.holds)
      .map((check) => `instances: ${check.target}: ${check.measured}`),
  );
  return report;
}

const only = values.only;
const client = ['first-load', 'lighthouse', 'typing'];
const wants = (part: 'first-load' | 'throughput' | 'list' | 'lighthouse' | 'typing') =>
  !only || only === part || (only === 'client' && client.includes(part));
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
  firstLoad: wants('first-load') ? await firstLoad() : undefined,
  throughput: wants('throughput')
    ? { seconds, connections, rateLimitsRaisedTo: BENCH_RATE_LIMIT, ...(await throughput()) }
    : undefined,
  listScale: wants('list') ? { seconds, connections, ...(await listScale()) } : undefined,
  lighthouse: wants('lighthouse') ? await lighthouseScores() : undefined,
  typing: wants('typing') ? await typing() : undefined,
  surge: only === 'surge' ? await surge() : undefined,
  instances: only === 'instances' ? await instances() : undefined,
  tableScale: only === 'table-scale' ? await tableScale() : undefined,
};
await mkdir(join(resultsFile, '..'), { recursive: true });
await writeFile(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten: ${resultsFile}`);
if (
  ['throughput', 'list', 'lighthouse', 'typing', 'surge', 'instances', 'table-scale'].includes(only ?? '')
) {
  // Kept per part and engine too, so a run of the other engine does not replace it.
  const partFile = join(
    resultsFile,
    '..',
    only === 'instances' ? 'instances.json' : `${only}-${engine}.json`,
  );
  await writeFile(partFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`written: ${partFile}`);
}
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exitCode = 1;
}
