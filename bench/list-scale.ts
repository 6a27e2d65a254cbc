import { PAGE_SIZE } from '../src/domain/constants.ts';
import type { ListTargetReady } from './list-target.ts';
import {
  isSuccessEnvelope,
  type LoadOptions,
  measureScenarios,
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

export async function measureListScale(
  engine: string,
  options: LoadOptions,
): Promise<{ target: ListTargetReady; results: ScenarioResult[] }> {
  const { target, stop } = await startChild<ListTargetReady>(
    new URL('./list-target.ts', import.meta.url),
    engine,
  );
  try {
    return {
      target,
      results: await measureScenarios(listScenarios(target), { ...options, warmUpSeconds: 2 }),
    };
  } finally {
    await stop();
  }
}
