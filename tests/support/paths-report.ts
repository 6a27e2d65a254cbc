/**
 * `npm run paths`: generates the shortest and simple paths of every machine exported from machines/,
 * replays each on a real actor with fakes and a simulated clock, and prints state and transition
 * coverage. Exits non-zero below 100%, on a failed replay, or for a machine missing from
 * tests/support/model/registry.ts.
 */
import { discoverMachines } from './model/discover.ts';
import { formatReport, isComplete } from './model/report-table.ts';
import { type ModelRun, runModel } from './model/run-model.ts';

const found = await discoverMachines();
const runs: Array<{ source: string; run: ModelRun }> = [];
const unregistered: string[] = [];
for (const { source, entry } of found) {
  if (entry) runs.push({ source, run: await runModel(entry) });
  else unregistered.push(source);
}
console.log(formatReport(runs));
for (const source of unregistered) {
  console.log(`${source}: not in tests/support/model/registry.ts — add an entry to test it`);
}
const ok = unregistered.length === 0 && runs.length > 0 && runs.every(({ run }) => isComplete(run));
console.log(ok ? '\nAll machines: 100% of states and transitions.' : '\nCoverage below 100% (see above).');
process.exitCode = ok ? 0 : 1;
