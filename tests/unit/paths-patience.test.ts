import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cpuMs, type Patience, waitPatiently, withPatience } from '../support/model/patience.ts';

/** Short limits so each case takes about a second: the rule, not the size, is under test. */
const patience: Patience = { cpuMs: 1500, stallMs: 600 };
/**
 * What a guard says when nothing changes and nothing runs: the stall rule, or on a busy machine (where
 * this process seldom looks idle long enough) the quiet rule after 5 × stallMs. Either ends the wait.
 */
const NOTHING_HAPPENED = /nothing changed (and nothing ran|for \d+ s)/;

/** Uses `ms` of this process's CPU time, however long a busy machine makes that take. */
const burn = (ms: number) => {
  const end = cpuMs() + ms;
  while (cpuMs() < end) {}
};

/** Work in small slices for `ms` of wall time, yielding between them, as a render on a busy core does. */
async function workFor(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    burn(15);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('UI replays wait for work, not for a wall clock (issue 29)', () => {
  it('keeps waiting past the stall limit while the process is still working', async () => {
    let ready = false;
    // Twice the stall limit of wall time passes, but the process is busy all along.
    void workFor(1200).then(() => {
      ready = true;
    });
    await waitPatiently(() => expect(ready).toBe(true), patience);
  });

  it('gives up when nothing runs and nothing changes for the stall limit', async () => {
    const started = Date.now();
    await expect(waitPatiently(() => expect('never').toBe('there'), patience)).rejects.toThrow(
      NOTHING_HAPPENED,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('gives up after its CPU budget on work that never ends (a render loop)', async () => {
    let stop = false;
    const loop = (async () => {
      while (!stop) {
        burn(15);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    try {
      // No quiet limit here: on a busy machine 1.5 s of CPU may take longer than 5 × stallMs of wall.
      const budget = { ...patience, quietMs: 600_000 };
      await expect(waitPatiently(() => expect('never').toBe('there'), budget)).rejects.toThrow(
        /s of CPU time/,
      );
    } finally {
      stop = true;
      await loop;
    }
  });

  it('does not count the checks themselves as work', async () => {
    // A check that costs CPU every time it runs would otherwise keep a stall looking busy.
    await expect(
      waitPatiently(() => {
        burn(60);
        expect('never').toBe('there');
      }, patience),
    ).rejects.toThrow(NOTHING_HAPPENED);
  });

  it('fails a path whose replay waits on a promise nobody settles, and aborts it', async () => {
    let signal: AbortSignal | undefined;
    await expect(
      withPatience((given) => {
        signal = given;
        return new Promise(() => {});
      }, patience),
    ).rejects.toThrow(NOTHING_HAPPENED);
    expect(signal?.aborted).toBe(true);
  });

  it('lets a path run as long as it works', async () => {
    await expect(withPatience(() => workFor(1500).then(() => 'done'), patience)).resolves.toBe('done');
  });

  it('fails a path that waits on nothing while a little work goes on without end (issue 26)', async () => {
    // A timer doing 2 ms of work every 50 ms (4% of a core): never idle, so the stall rule alone
    // waited on the CPU budget, which that pace fills in hours (the step-draft replay hung CI so).
    const timer = setInterval(() => burn(2), 50);
    try {
      await expect(
        withPatience(() => new Promise(() => {}), { ...patience, cpuMs: 60_000, quietMs: 1500 }),
      ).rejects.toThrow(/the replay gave up: nothing changed for \d+ s/);
    } finally {
      clearInterval(timer);
    }
  });

  it('lets a busy path run on while its steps are done', async () => {
    const timer = setInterval(() => burn(2), 50);
    try {
      await expect(
        withPatience(
          async (_signal, stepDone) => {
            for (let step = 0; step < 5; step++) {
              await new Promise((resolve) => setTimeout(resolve, 500));
              stepDone();
            }
            return 'done';
          },
          { ...patience, cpuMs: 60_000, quietMs: 1500 },
        ),
      ).resolves.toBe('done');
    } finally {
      clearInterval(timer);
    }
  });

  it('ends the process, saying which path, when a replay blocks its event loop (no timer runs)', () => {
    // A loop of microtasks starves every timer of the thread, the watchdog's included: only another
    // thread sees it. Run in a child process, which the sentinel ends.
    const module = fileURLToPath(new URL('../support/model/patience.ts', import.meta.url));
    const script = `
      const { withPatience } = await import(${JSON.stringify(module)});
      const spin = async () => { for (;;) await null; };
      await withPatience(() => spin(), { cpuMs: 600000, stallMs: 600000 }, 'probe #1 [x] SPIN', 1500);
    `;
    const started = Date.now();
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(child.signal).toBe('SIGKILL');
    expect(child.stderr).toMatch(
      /\[patience\] probe #1 \[x\] SPIN: the replay blocked its event loop for \d+ s/,
    );
    // Ended by the sentinel (a second and a half, plus start-up), not by the 120 s time-out above.
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);
});
