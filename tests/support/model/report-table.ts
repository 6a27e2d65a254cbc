import { percent } from './coverage.ts';
import type { ModelRun } from './run-model.ts';

/**
 * What a UI replay file wrote (tests/support/model/ui-replay.tsx): the generated paths and how many
 * of them passing replays covered, the replays run (a cover of the paths, cover.ts) and those that
 * failed, and the states no passing replay checked.
 */
export interface UiRun {
  name?: string;
  /** Generated paths the screen replays answer for. */
  paths: number;
  /** Generated paths whose every check a passing replay made; older reports lack it (not run). */
  covered?: number;
  /** Replays run: the cover of the generated paths. */
  replays?: number;
  /** Names of the replays that failed; older reports lack it and read as not run. */
  failed?: string[];
  total: number;
  unchecked: string[];
}

export interface ReportRow {
  source: string;
  run: ModelRun;
  /** null when the machine has no UI replay report (not run, or no screen replays it). */
  ui: UiRun | null;
}

type RanUi = UiRun & Required<Pick<UiRun, 'covered' | 'replays' | 'failed'>>;

/** A report this harness wrote: a missing one, or one from before the cover (no replays), was not run. */
const ran = (ui: UiRun | null): ui is RanUi =>
  ui !== null && ui.failed !== undefined && ui.replays !== undefined && ui.covered !== undefined;

const share = (covered: number, total: number) => `${percent({ covered, total, missed: [] })}%`;

/** The `npm run paths` table: one row per machine, then whatever was missed or failed. */
export function formatReport(rows: ReportRow[]): string {
  const header = [
    'machine',
    'states',
    'transitions',
    'sources',
    'paths',
    'shortest',
    'simple',
    'machine-checked',
    'UI replays',
    'UI paths',
    'UI-checked',
  ];
  const cells = rows.map(({ run, ui }) => {
    const { states, transitions, sources } = run.coverage;
    return [
      run.name,
      `${states.covered}/${states.total}`,
      `${transitions.covered}/${transitions.total}`,
      `${sources.covered}/${sources.total}`,
      String(run.paths),
      String(run.shortest),
      String(run.simple),
      run.checked ? share(run.checked.covered, run.checked.total) : 'no spec',
      ran(ui) ? `${ui.replays - ui.failed.length}/${ui.replays} passed` : '-',
      ran(ui) ? `${ui.covered}/${ui.paths} covered` : '-',
      ran(ui) ? share(ui.total - ui.unchecked.length, ui.total) : 'not run',
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)];
  for (const { run, ui } of rows) {
    const missed = [
      ...run.coverage.states.missed.map((s) => `state ${s}`),
      ...run.coverage.transitions.missed,
      ...run.coverage.sources.missed.map((s) => `source ${s}`),
    ];
    for (const m of missed) out.push(`${run.name}: missed ${m}`);
    for (const s of run.checked?.unchecked ?? []) out.push(`${run.name}: machine replay never checked ${s}`);
    for (const r of run.checked?.unusedRules ?? []) out.push(`${run.name}: spec rule never taken: ${r}`);
    for (const s of ui?.unchecked ?? []) out.push(`${run.name}: no passing UI replay checked ${s}`);
    for (const p of ui?.failed ?? []) out.push(`${run.name}: UI replay failed: ${p}`);
    if (ran(ui) && ui.covered < ui.paths)
      out.push(`${run.name}: ${ui.paths - ui.covered} generated paths not covered by a passing UI replay`);
    for (const f of run.failures) out.push(`${run.name}: replay failed: ${f}`);
  }
  return out.join('\n');
}

/**
 * 100% of states, transitions, machine-checked and UI-checked states; every path as the spec says,
 * every generated path covered by passing UI replays.
 */
export function isComplete({ run, ui }: ReportRow): boolean {
  const { states, transitions, sources } = run.coverage;
  return (
    run.failures.length === 0 &&
    states.missed.length === 0 &&
    transitions.missed.length === 0 &&
    sources.missed.length === 0 &&
    run.checked !== null &&
    run.checked.unchecked.length === 0 &&
    run.checked.unusedRules.length === 0 &&
    ran(ui) &&
    ui.failed.length === 0 &&
    ui.covered === ui.paths &&
    ui.unchecked.length === 0
  );
}
