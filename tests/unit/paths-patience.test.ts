import { describe, expect, it } from 'vitest';
import { cpuMs, type Patience, waitPatiently, withPatience } from '../support/model/patience.ts';

/** Short limits so each case takes about a second: the rule, not the size, is under test. */
const patience: Patience = { cpuMs: 1500, stallMs: 600 };

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
      /nothing changed and nothing ran/,
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
      await expect(waitPatiently(() => expect('never').toBe('there'), patience)).rejects.toThrow(
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
    ).rejects.toThrow(/nothing changed and nothing ran/);
  });

  it('fails a path whose replay waits on a promise nobody settles, and aborts it', async () => {
    let signal: AbortSignal | undefined;
    await expect(
      withPatience((given) => {
        signal = given;
        return new Promise(() => {});
      }, patience),
    ).rejects.toThrow(/the replay gave up: nothing changed and nothing ran/);
    expect(signal?.aborted).toBe(true);
  });

  it('lets a path run as long as it works', async () => {
    await expect(withPatience(() => workFor(1500).then(() => 'done'), patience)).resolves.toBe('done');
  });
});
