import { PAGE_SIZE } from '../src/domain/constants.ts';
import type { ListTargetReady } from './list-target.ts';
import { check, type RawResult, type TargetCheck } from './raw-sql.ts';
import {
  isSuccessEnvelope,
  type LoadOptions,
  measureRaws,
  measureScenarios,
  runScenario,
  type Scenario,
  type ScenarioResult,
  startChild,
} from './throughput.ts';

/**
 * Does the applications list cost the same for a user with thousands of applications as for one
 * with ten? list/all (filter counts and one page) for both users, first page and last page, plus
 * a keyword search, each as requests/s and as a ratio to the small user's first page.
 */

export function listScenarios(target: ListTargetReady): Scenario[] {
  const { small, large } = target;
  const lastPage = Math.ceil(large.rows / PAGE_SIZE);
  const list = (name: string, token: string, body: Record<string, unknown>): Scenario => ({
    name,
    method: 'POST',
    url: target.listUrl,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    verifyBody: isSuccessEnvelope,
  });
  const rows = (n: number) => `${n.toLocaleString('en')} applications`;
  return [
    list(`${rows(small.rows)}, page 1`, small.token, {}),
    list(`${rows(large.rows)}, page 1`, large.token, {}),
    list(`${rows(large.rows)}, page ${lastPage} (last)`, large.token, { pageNum: lastPage }),
    list(`${rows(large.rows)}, one status, page 1`, large.token, { status: 'Refused' }),
    list(`${rows(large.rows)}, keywords`, large.token, { keywords: 'given4' }),
  ];
}

/** Unmeasured runs first, so no scenario is measured on a cold server (JIT, caches, query plans). */
const WARM_UP_SECONDS = 2;

export interface ListScaleReport {
  target: ListTargetReady;
  results: ScenarioResult[];
  /** The bare route in the same target process, measured before the list. */
  bare: Omit<ScenarioResult, 'ratio'>;
  raw: RawResult[];
  targets: TargetCheck[];
}

export async function measureListScale(engine: string, options: LoadOptions): Promise<ListScaleReport> {
  const { target, child, stop } = await startChild<ListTargetReady>(
    new URL('./list-target.ts', import.meta.url),
    engine,
  );
  try {
    process.stdout.write(
      `  bare Fastify route: ${options.seconds} s, ${options.connections} connections …\n`,
    );
    const bare = await runScenario(
      { name: 'bare Fastify route', method: 'GET', url: `${target.bareUrl}/bare` },
      options,
    );
    const scenarios = listScenarios(target);
    process.stdout.write(`  warming up: ${WARM_UP_SECONDS} s per scenario …\n`);
    for (const scenario of scenarios) await runScenario(scenario, { ...options, seconds: WARM_UP_SECONDS });
    // Each route is measured, then at once its raw SQL: on a shared 2-core machine the load moves
    // within a minute, and a ratio is only meaningful between rates measured under the same load.
    const measured: Omit<ScenarioResult, 'ratio'>[] = [];
    const raw: RawResult[] = [];
    for (const scenario of scenarios) {
      const [result] = await measureScenarios([scenario], options);
      if (result) measured.push(result);
      raw.push(...(await measureRaws(child, [scenario.name], options)));
    }
    // The 10-row page and its raw SQL are measured again last, and each pair of runs averaged:
    // every ratio here is to that rate.
    const [head] = scenarios;
    const again = head ? await runScenario(head, options) : undefined;
    const rawAgain = head ? (await measureRaws(child, [head.name], options))[0] : undefined;
    const firstOk = measured[0]?.okRps ?? 0;
    const baseline = again ? Math.round((firstOk + again.okRps) / 2) : firstOk;
    const firstRps = measured[0]?.rps ?? 0;
    const baselineRps = again ? Math.round((firstRps + again.rps) / 2) : firstRps;
    if (raw[0] && rawAgain) raw[0] = { ...raw[0], rps: Math.round((raw[0].rps + rawAgain.rps) / 2) };
    const results = measured.map((result, index) => ({
      ...result,
      ...(index === 0 ? { rps: baselineRps, okRps: baseline } : {}),
      ratio: (index === 0 ? baseline : result.okRps) / (baseline || 1),
    }));
    const [first, ...large] = results;
    const firstRaw = raw.find((result) => result.name === first?.name);
    const targets = [
      check(
        `${first?.name ?? 'page 1'}, share of its raw SQL`,
        (first?.okRps ?? 0) / (firstRaw?.rps || 1),
        0.8,
      ),
      ...large.map((result) =>
        check(`${result.name}, share of the ${target.small.rows}-row rate`, result.ratio, 0.7),
      ),
    ];
    return { target, results, bare, raw, targets };
  } finally {
    await stop();
  }
}
