/**
 * `npm run mutation [-- <pass>…] [--incremental]`: Stryker over machines/ and src/domain/, one pass per
 * machine file and one for src/domain (passes.ts), then the score per file and the survivors
 * (reports/mutation/). Not part of `npm test`: it takes minutes.
 */
import type { LogLevel, MutantResult, PartialStrykerOptions } from '@stryker-mutator/api/core';
import { Stryker } from '@stryker-mutator/core';
import { allPasses, type Pass } from './passes.ts';
import { savePass, writeReport } from './report.ts';

const OUT = 'reports/mutation';
const args = process.argv.slice(2);
const incremental = args.includes('--incremental');
const only = args.filter((arg) => !arg.startsWith('--'));
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
    reporters: ['progress-append-only'],
    logLevel: (process.env.MUTATION_LOG_LEVEL ?? 'warn') as LogLevel,
    tempDirName: `${OUT}/tmp`,
    incremental,
    incrementalFile: `${OUT}/incremental/${pass.name}.json`,
    // Only what the tests import is copied to each sandbox.
    ignorePatterns: ['/*', '!/src', '!/machines', '!/tests', '!/package.json', '!/tsconfig.json'],
  };
}

const started = Date.now();
for (const pass of passes) {
  const passStart = Date.now();
  console.log(`\n== ${pass.name}: ${pass.mutate.join(' ')} (tests: ${pass.tests.join(' ')})`);
  process.env.MUTATION_TESTS = pass.tests.join(',');
  let results: MutantResult[] = [];
  let error: string | undefined;
  try {
    results = await new Stryker(options(pass)).runMutationTest();
  } catch (failure) {
    // A pass whose tests fail before any mutant (the dry run) cannot be measured: say so and go on.
    error = String(failure instanceof Error ? failure.message.split('\n')[0] : failure);
  }
  const seconds = Math.round((Date.now() - passStart) / 1000);
  console.log(`== ${pass.name}: ${seconds} s${error ? ` (not measured: ${error})` : ''}`);
  savePass(OUT, { name: pass.name, seconds, finishedAt: new Date().toISOString(), error }, results);
}
const table = writeReport(
  OUT,
  allPasses().map((pass) => pass.name),
);
console.log(`\n${table}\nThis run: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
