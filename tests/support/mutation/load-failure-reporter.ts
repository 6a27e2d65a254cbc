import type { RunnerTask, RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

const failedTests = (task: RunnerTask): RunnerTestCase[] =>
  task.type === 'test' ? (task.result?.state === 'fail' ? [task] : []) : task.tasks.flatMap(failedTests);

/**
 * Stryker's vitest runner (9.6) builds a mutant's result from the tests it collected, so a mutant that
 * makes a test file fail to load (a machine config that throws at import, a describe body that throws)
 * collects no test and is reported Survived (stryker-js issue #6150). This reporter, used only by the
 * mutation config, gives such a file one failed test carrying the file's error, so the mutant is Killed.
 */
export class LoadFailureReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestRunEnd(): void {
    for (const file of this.vitest?.state.getFiles() ?? []) {
      if (file.result?.state !== 'fail' || failedTests(file).length > 0) continue;
      file.tasks.push(loadFailure(file));
    }
  }
}

function loadFailure(file: RunnerTestFile): RunnerTestCase {
  const name = 'the test file loads and runs its suites';
  // Only what Stryker reads is filled in: vitest's own context exists only inside a running test.
  return {
    type: 'test',
    id: `${file.id}_load`,
    name,
    fullName: name,
    fullTestName: name,
    mode: 'run',
    file,
    result: { state: 'fail', errors: file.result?.errors ?? [{ message: 'the test file failed' }] },
    meta: {},
    timeout: 0,
    annotations: [],
    artifacts: [],
  } as unknown as RunnerTestCase;
}
