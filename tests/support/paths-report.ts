/**
 * `npm run paths`: generates the shortest and simple paths of every machine exported from machines/,
 * replays each on a real actor (fakes, simulated clock) against the machine's spec, and prints per
 * machine: states, transitions, paths, and the share of states whose observations the machine replay
 * and the UI replay checked (the UI figures come from reports/paths/<machine>.ui.json, written by
 * tests/web/paths/*.test.tsx, which this script runs first). The screens replay a cover of the
 * generated paths (tests/support/model/cover.ts): the table gives the replays run and the generated
 * paths whose every check a passing replay made. The table is printed whatever the UI
 * replays did — a failing or crashing file reads as failed paths or "not run" in its row — and the
 * exit code is non-zero below 100% anywhere, on a failed replay, or for a machine missing from
 * tests/support/model/registry.ts.
 *
 * `npm run paths -- <machine>…` replays and reports only those machines; `--no-ui` reports from the
 * UI reports already written.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { discoverMachines } from './model/discover.ts';
import { formatReport, isComplete, type ReportRow, type UiRun } from './model/report-table.ts';
import { runModel } from './model/run-model.ts';
import { uiReportDir } from './model/ui-report.ts';

function readUiRun(name: string): UiRun | null {
  const file = join(uiReportDir, `${name}.ui.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as UiRun) : null;
}

const args = process.argv.slice(2);
const only = args.filter((arg) => !arg.startsWith('--'));
const chosen = (name: string) => only.length === 0 || only.includes(name);
const found = (await discoverMachines()).filter(({ entry }) => !entry || chosen(entry.name));
const unknown = only.filter((name) => !found.some(({ entry }) => entry?.name === name));
if (unknown.length > 0) throw new Error(`no machine named ${unknown.join(', ')} in the registry`);

let uiFailed = false;
if (!args.includes('--no-ui')) {
  // A report left by an earlier run must not stand in for a file that crashes this time.
  for (const { entry } of found)
    if (entry) rmSync(join(uiReportDir, `${entry.name}.ui.json`), { force: true });
  const files =
    only.length === 0 ? ['tests/web/paths'] : only.map((name) => `tests/web/paths/${name}.test.tsx`);
  // application-flow's replay runs in web-isolated (vite.config.ts WEB_ISOLATED).
  const projects = ['--project', 'web', '--project', 'web-isolated'];
  const vitest = spawnSync('npx', ['vitest', 'run', ...projects, ...files], { stdio: 'inherit' });
  uiFailed = vitest.status !== 0;
}

const rows: ReportRow[] = [];
const unregistered: string[] = [];
for (const { source, entry } of found) {
  if (entry) rows.push({ source, run: await runModel(entry), ui: readUiRun(entry.name) });
  else unregistered.push(source);
}
console.log(formatReport(rows));
const uiRuns = rows.flatMap(({ ui }) => (ui?.replays === undefined ? [] : [ui]));
if (uiRuns.length > 0) {
  const sum = (count: (ui: UiRun) => number) => uiRuns.reduce((total, ui) => total + count(ui), 0);
  console.log(
    `\nUI: ${sum((ui) => ui.replays ?? 0)} replays ran (${sum((ui) => ui.failed?.length ?? 0)} failed), ` +
      `covering ${sum((ui) => ui.covered ?? 0)} of ${sum((ui) => ui.paths)} generated paths.`,
  );
}
for (const source of unregistered) {
  console.log(`${source}: not in tests/support/model/registry.ts — add an entry to test it`);
}
if (uiFailed)
  console.log('\nThe UI replays failed (their output is above; the table counts only passing paths).');
const ok = !uiFailed && unregistered.length === 0 && rows.length > 0 && rows.every(isComplete);
console.log(
  ok
    ? '\nAll machines: 100% of states and transitions, every state checked in the machine and the UI replays.'
    : '\nBelow 100% (see above).',
);
process.exitCode = ok ? 0 : 1;
