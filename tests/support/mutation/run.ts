/**
 * `npm run mutation [-- <pass>…] [--incremental]`: Stryker over machines/, src/domain/ and the server's
 * deciding services, one pass per machine file, per domain area and per server area (passes.ts), then
 * the score per file and the survivors
 * (reports/mutation/). Not part of `npm test`: it takes minutes.
 * `npm run mutation -- --report[=<dir>]` runs nothing: it rewrites the summary and the docs block from
 * the stored results (reports/mutation/passes/, or <dir> of <pass>.json files gathered from other runs).
 */

import { loadavg } from 'node:os';
import type { LogLevel, MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { allPasses, isServerPass, type Pass } from './passes.ts';
import { readPasses, savePass, unmeasured, writeDocsScores, writeReport } from './report.ts';
import { sandboxPatterns } from './sandbox.ts';

const OUT = 'reports/mutation';
const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const only = args.filter((arg) => !arg.startsWith('--'));
const reportArg = args.find((arg) => arg === '--report' || arg.startsWith('--report='));
const passes = allPasses().filter((pass) => only.length === 0 || only.includes(pass.name));
if (only.length > 0 && passes.length !== only.length) {
  throw new Error(
    `unknown pass in ${only.join(', ')}; passes: ${allPasses()
      .map((p) => p.name)
      .join(', ')}`,
  );
}

function options(pass: Pass): PartialStrykerOptions {
  return {
    mutate: pass.mutate,
    testRunner: 'vitest',
    vitest: { configFile: 'tests/support/mutation/vitest.config.ts' },
    coverageAnalysis: 'perTest',
    // Static mutants (a machine's configuration is evaluated at import) are measured too.
    ignoreStatic: false,
    // TypeScript 7 has no JS API: a tsconfig that does not exist makes Stryker skip its rewrite.
    tsconfigFile: 'tsconfig.stryker-none.json',
    disableTypeChecks: false,
    checkers: [],
    concurrency: 2,
    ...(isServerPass(pass) && {
      // Past the run's own time: a server on a busy machine is slow, not stuck.
      timeoutMS: 30_000,
      // Services run in the API files' beforeAll too (sign-ups, applications made), so nearly every
      // mutant is also "static" and would rerun the whole pass in a fresh worker. They are not: none is
      // evaluated at import, and the mutant is active from the setup file's beforeAll on, before the
      // test file's own. Run only the covering tests; a mutant hit only outside any test is Ignored.
      ignoreStatic: true,
    }),
    reporters: ['progress-append-only'],
    logLevel: (process.env.MUTATION_LOG_LEVEL ?? 'warn') as LogLevel,
    tempDirName: `${OUT}/tmp`,
    incremental,
    incrementalFile: `${OUT}/incremental/${pass.name}.json`,
    // Only what the tests import is copied to each sandbox (sandbox.ts follows their imports).
    ignorePatterns: sandboxPatterns(pass.tests),
  };
}

if (reportArg) {
  const dir = reportArg.includes('=') ? reportArg.slice('--report='.length) : undefined;
  const names = allPasses().map((pass) => pass.name);
  const stored = readPasses(OUT, names, dir).filter((p) => p.record).length;
  console.log(writeReport(OUT, names, dir));
  writeDocsScores(
    'docs/testing.md',
    OUT,
    names,
    `rewritten from the stored results of ${stored} of ${names.length} passes (\`--report\`); each pass's time and date are its own run's.`,
    dir,
  );
  process.exit(0);
}

const started = Date.now();
for (const pass of passes) {
  const passStart = Date.now();
  console.log(`\n== ${pass.name}: ${pass.mutate.join(' ')} (tests: ${pass.tests.join(' ')})`);
  process.env.MUTATION_TESTS = pass.tests.join(',');
  // The server passes' API tests on PGlite only: the same code, once per mutant instead of twice.
  if (isServerPass(pass)) delete process.env.TEST_DATABASE_URL;
  let results: MutantResult[] = [];
  let error: string | undefined;
  try {
    results = await new Stryker(options(pass)).runMutationTest();
  } catch (failure) {
    // A pass whose tests fail before any mutant (the dry run) cannot be measured: the other passes
    // still run, and the run fails at the end naming it.
    error = String(failure instanceof Error ? failure.message.split('\n')[0] : failure);
  }
  const seconds = Math.round((Date.now() - passStart) / 1000);
  console.log(`== ${pass.name}: ${seconds} s${error ? ` (not measured: ${error})` : ''}`);
  savePass(OUT, { name: pass.name, seconds, finishedAt: new Date().toISOString(), error }, results);
}
const names = allPasses().map((pass) => pass.name);
const table = writeReport(OUT, names);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const load = loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');
console.log(`\n${table}\nThis run: ${minutes} min, load average at the end ${load} (1/5/15 min)`);
writeDocsScores(
  'docs/testing.md',
  OUT,
  names,
  `the last run took ${minutes} min for ${passes.length} of ${names.length} passes; load average at its end ${load}.`,
);

// A pass that cannot run is a failure of the run, not a blank in a table.
const failed = readPasses(
  OUT,
  passes.map((pass) => pass.name),
).flatMap(({ name, record }) => {
  const problem = record ? unmeasured(record) : 'no result was saved';
  return problem ? [`${name}: ${problem}`] : [];
});
if (failed.length > 0) {
  console.error(`\nNOT MEASURED — ${failed.length} pass(es) could not run:\n${failed.join('\n')}`);
  process.exitCode = 1;
}
