import { ask } from './ask.ts';
import type { TargetCheck } from './raw-sql.ts';
import { formatTable } from './table.ts';
import type { Explained, ExplainRequest, Grown, TableTargetReady } from './table-scale-target.ts';
import {
  isSuccessEnvelope,
  type LoadOptions,
  measureScenarios,
  type Scenario,
  type ScenarioResult,
  startChild,
} from './throughput.ts';

/**
 * Does a list slow down as the table grows (issue 12: 1,000,000 applications change p50 by at most
 * 1.5× against 10,000)? The same requests on the same server, with the table at `from` rows and
 * again at `to`: an applicant's list (10 of their own) and the staff queue (every application).
 */

/** The bar: p50 at `to` rows over p50 at `from` rows. */
export const MAX_P50_GROWTH = 1.5;

export interface TableScaleReport {
  engine: string;
  from: { rows: number; results: ScenarioResult[] };
  to: { rows: number; results: ScenarioResult[]; filledInSeconds: number };
  targets: TargetCheck[];
  /** EXPLAIN (ANALYZE, BUFFERS) at `to` rows of each staff queue scenario that did not hold. */
  plans: { name: string; plan: string }[];
}

export function tableScenarios(target: TableTargetReady): Scenario[] {
  const post = (name: string, url: string, token: string, body: Record<string, unknown>): Scenario => ({
    name,
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    verifyBody: isSuccessEnvelope,
  });
  return [
    post("applicant's list, page 1", target.listUrl, target.applicant, {}),
    post('staff queue, page 1', target.queueUrl, target.staff, {}),
    post('staff queue, submitted, page 1', target.queueUrl, target.staff, { status: 'submitted' }),
    // An email is in one row (each filler row has its own, table-scale-target.ts mailOf); `given7` is
    // in 1,111 of each 10,000 (Given7, Given70…, Given7000…): a search that counts 11% of the table.
    post('staff queue, an email', target.queueUrl, target.staff, { keywords: 'applicant7@example.com' }),
    // 1% of the rows share an email with others (issue 25): the flagged rows' own index and count cells.
    post('staff queue, possible duplicates, page 1', target.queueUrl, target.staff, {
      duplicates: 'possible',
    }),
    post('staff queue, a word in 11% of rows', target.queueUrl, target.staff, { keywords: 'given7' }),
  ];
}

/** p50 at `to` over p50 at `from` (autocannon's p50 is in whole ms: at least 1 ms is counted). */
function growthCheck(name: string, small: ScenarioResult | undefined, large: ScenarioResult): TargetCheck {
  const target = `${name}, p50 growth ≤ ${MAX_P50_GROWTH}×`;
  // Timeouts and failures have no latency: a run without answers cannot hold.
  const failed = [small, large].some((result) => !result || result.okRps === 0 || result.errors > 0);
  if (failed) return { target, measured: 'failures', holds: false };
  const growth = Math.max(large.latencyMs.p50, 1) / Math.max(small?.latencyMs.p50 ?? 0, 1);
  return {
    target,
    measured: `${growth.toFixed(2)}×`,
    holds: growth <= MAX_P50_GROWTH,
  };
}

export async function measureTableScale(
  engine: string,
  options: LoadOptions & { from: number; to: number },
): Promise<TableScaleReport> {
  process.stdout.write(`  filling the table to ${options.from.toLocaleString('en')} rows …\n`);
  const { target, child, stop } = await startChild<TableTargetReady>(
    new URL('./table-scale-target.ts', import.meta.url),
    engine,
    { TABLE_FROM: String(options.from) },
  );
  try {
    const scenarios = tableScenarios(target);
    const run = { ...options, warmUpSeconds: 2 };
    const small = await measureScenarios(scenarios, run);
    process.stdout.write(`  filling the table to ${options.to.toLocaleString('en')} rows …\n`);
    const grown = await ask<Grown>(child, { type: 'grow', rows: options.to }, (m) => m.type === 'grown');
    if (grown.error) throw new Error(`filling the table failed: ${grown.error}`);
    const large = await measureScenarios(scenarios, run);
    const targets = large.map((result, index) => growthCheck(result.name, small[index], result));
    const plans: TableScaleReport['plans'] = [];
    for (const [index, scenario] of scenarios.entries()) {
      if (targets[index]?.holds || scenario.url !== target.queueUrl) continue;
      const body = JSON.parse(scenario.body ?? '{}') as Record<string, unknown>;
      const request: ExplainRequest = { type: 'explain', name: scenario.name, body };
      plans.push(
        await ask<Explained>(child, request, (m) => m.type === 'explained' && m.name === scenario.name),
      );
    }
    return {
      engine: target.engine,
      from: { rows: target.rows, results: small },
      to: { rows: grown.rows, results: large, filledInSeconds: grown.seconds },
      targets,
      plans,
    };
  } finally {
    await stop();
  }
}

export function formatTableScale(report: TableScaleReport): string {
  const at = (rows: number) => rows.toLocaleString('en');
  const header = [
    'scenario',
    `p50 ms at ${at(report.from.rows)}`,
    'ok req/s',
    `p50 ms at ${at(report.to.rows)}`,
    'ok req/s',
  ];
  const rows = report.from.results.map((small, index) => {
    const large = report.to.results[index];
    return [
      small.name,
      String(small.latencyMs.p50),
      String(small.okRps),
      String(large?.latencyMs.p50 ?? ''),
      String(large?.okRps ?? ''),
    ];
  });
  return [
    formatTable(header, rows, 1),
    '',
    `filled from ${at(report.from.rows)} to ${at(report.to.rows)} rows in ${report.to.filledInSeconds.toFixed(0)} s, then VACUUM ANALYZE`,
    ...report.plans.map(
      ({ name, plan }) => `\nEXPLAIN (ANALYZE, BUFFERS) at ${at(report.to.rows)} rows, ${name}:\n${plan}`,
    ),
  ].join('\n');
}
