import { percent } from './coverage.ts';
import type { ModelRun } from './run-model.ts';

/** The `npm run paths` table: one row per machine, then whatever was missed or failed. */
export function formatReport(runs: Array<{ source: string; run: ModelRun }>): string {
  const header = ['machine', 'source', 'states', 'transitions', 'percent', 'paths', 'shortest', 'simple'];
  const rows = runs.map(({ source, run }) => {
    const { states, transitions } = run.coverage;
    const all = { covered: states.covered + transitions.covered, total: states.total + transitions.total };
    return [
      run.name,
      source,
      `${states.covered}/${states.total}`,
      `${transitions.covered}/${transitions.total}`,
      `${percent({ ...all, missed: [] })}%`,
      String(run.paths),
      String(run.shortest),
      String(run.simple),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
  for (const { run } of runs) {
    const missed = [
      ...run.coverage.states.missed.map((s) => `state ${s}`),
      ...run.coverage.transitions.missed,
    ];
    for (const m of missed) out.push(`${run.name}: missed ${m}`);
    for (const f of run.failures) out.push(`${run.name}: replay failed: ${f}`);
  }
  return out.join('\n');
}

/** 100% of states and transitions, and every path replayed as the model predicted. */
export function isComplete(run: ModelRun): boolean {
  const { states, transitions } = run.coverage;
  return run.failures.length === 0 && states.missed.length === 0 && transitions.missed.length === 0;
}
