/**
 * `npm run paths`: generates the shortest and simple paths of every machine exported from machines/,
 * replays each on a real actor (fakes, simulated clock) against the machine's spec, and prints per
 * machine: states, transitions, paths, and the share of states whose observations the machine replay
 * and the UI replay checked (the UI figures come from reports/paths/<machine>.ui.json, written by
 * tests/web/paths/*.test.tsx, which the npm script runs first). Exits non-zero below 100% anywhere,
 * on a failed replay, or for a machine missing from tests/support/model/registry.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { discoverMachines } from './model/discover.ts';
import { formatReport, isComplete, type ReportRow, type UiRun } from './model/report-table.ts';
import { runModel } from './model/run-model.ts';
import { uiReportDir } from './model/ui-report.ts';

function readUiRun(name: string): UiRun | null {
  const file = join(uiReportDir, `${name}.ui.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as UiRun) : null;
}

const found = await discoverMachines();
const rows: ReportRow[] = [];
const unregistered: string[] = [];
for (const { source, entry } of found) {
  if (entry) rows.push({ source, run: await runModel(entry), ui: readUiRun(entry.name) });
  else unregistered.push(source);
}
console.log(formatReport(rows));
for (const source of unregistered) {
  console.log(`${source}: not in tests/support/model/registry.ts — add an entry to test it`);
}
const ok = unregistered.length === 0 && rows.length > 0 && rows.every(isComplete);
console.log(
  ok
    ? '\nAll machines: 100% of states and transitions, every state checked in the machine and the UI replays.'
    : '\nBelow 100% (see above).',
);
process.exitCode = ok ? 0 : 1;
