import { check, formatTargets, rawRate } from '../../bench/raw-sql.ts';
import { formatShares } from '../../bench/throughput.ts';

describe('bench raw SQL and targets', () => {
  it('says whether each target holds, with the measured share', () => {
    const table = formatTargets([check('current user, share of bare', 0.45, 0.4), check('list', 0.5, 0.8)]);
    expect(table).toMatch(/current user, share of bare ≥ 40\.0% +45\.0% +yes/);
    expect(table).toMatch(/list ≥ 80\.0% +50\.0% +NO/);
  });

  it('runs the work from every loop for the time given and counts completions and errors', async () => {
    let calls = 0;
    const result = await rawRate(
      'w',
      async () => {
        calls += 1;
        if (calls % 10 === 0) throw new Error('x');
        await new Promise((resolve) => setTimeout(resolve, 1));
      },
      0.2,
      4,
    );
    expect(result.rps).toBeGreaterThan(0);
    expect(result.errors).toBeGreaterThan(0);
  });

  it('prints each route as a share of its raw SQL rate and of the bare route', () => {
    const row = {
      method: 'POST',
      path: '/x',
      requests: 1,
      rps: 1,
      latencyMs: { p50: 1, p99: 2 },
      bad: 0,
      errors: 0,
    };
    const table = formatShares(
      [{ ...row, name: 'list', okRps: 800, ratio: 1 }],
      [{ type: 'raw-result', name: 'list', rps: 1000, errors: 0, latencyMs: { p50: 1, p99: 2 } }],
      4000,
    );
    expect(table).toMatch(/list +800 +1000 +1 +80\.0% +20\.0%/);
  });
});
