import { Worker } from 'node:worker_threads';

/**
 * How the UI replays wait (issue 29). A wall-clock guard tuned on a quiet machine fails correct paths
 * on a busy one (five qualifications replays hit a 90 s guard while every core was busy). A person
 * waits while something is happening and gives up when nothing is any more; so do these waits:
 *
 * - they end as soon as what they wait for is there;
 * - they give up after a budget of this process's own CPU time (work, which a busy machine spreads
 *   over more wall time but does not multiply): an endless render loop;
 * - or after a stall: no change to the page and this process idle (under 1% of a core, not counting
 *   the checks themselves) for `stallMs` — nothing left to wait for. A process that has work gets its
 *   share of the CPU however busy the machine is, so a busy machine does not look idle;
 * - or after `quietMs` with no change at all (no page change; for a path, no step done), however much
 *   the process ran meanwhile: a little work that goes on without end (a timer, a poll) is not
 *   progress, and it kept the idle rule from ever firing while the CPU budget took hours to fill
 *   (issue 26: the step-draft replay hung CI so, its guard silent);
 * - and a whole path whose event loop is blocked (a loop of microtasks or of synchronous work: no
 *   timer of this thread runs any more, the guards above included) is ended from another thread
 *   after `blockedMs`: the process says which path and exits, so the run fails instead of hanging.
 */
export interface Patience {
  /** CPU milliseconds of this process (not counting the checks) after which the wait gives up. */
  cpuMs: number;
  /** Wall milliseconds without a page change or any work of this process after which it gives up. */
  stallMs: number;
  /** Wall milliseconds without any change (page, step) after which it gives up, busy or not. */
  quietMs?: number;
}

/** A step's wait: a heavy staff form renders in well under a second of CPU on a quiet machine. */
export const STEP_PATIENCE: Patience = { cpuMs: 60_000, stallMs: 30_000, quietMs: 180_000 };
/**
 * A whole path: the longest UI replays take about 20 s of CPU on a quiet machine; a step gives up
 * within its own `quietMs`, so ten minutes without a step done is a path that hangs.
 */
export const PATH_PATIENCE: Patience = { cpuMs: 600_000, stallMs: 60_000, quietMs: 600_000 };
/** A path's event loop blocked this long (no timer of the thread ran) ends the process. */
export const BLOCKED_MS = 120_000;

/** CPU time this process has used (user + system, every thread), in milliseconds. */
export function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const IDLE_SHARE = 0.01;

/** Tracks work done (CPU minus what the checks cost) and page changes, to tell a stall from a wait. */
class Progress {
  private readonly startCpu = cpuMs();
  private checkCpu = 0;
  private lastChange = Date.now();
  private windowStart = Date.now();
  private windowCpu = 0;

  constructor(private readonly patience: Patience) {}

  /** Runs a check without counting its own CPU as the page's work. */
  timed<T>(check: () => T): T {
    const before = cpuMs();
    try {
      return check();
    } finally {
      this.checkCpu += cpuMs() - before;
    }
  }

  changed(): void {
    this.lastChange = Date.now();
  }

  private work(): number {
    return cpuMs() - this.startCpu - this.checkCpu;
  }

  /** Why to give up now, or null to keep waiting. */
  verdict(): string | null {
    const work = this.work();
    if (work > this.patience.cpuMs) {
      return `gave up after ${Math.round(work / 1000)} s of CPU time (patience ${this.patience.cpuMs / 1000} s)`;
    }
    const now = Date.now();
    const quietMs = this.patience.quietMs ?? this.patience.stallMs * 5;
    if (now - this.lastChange > quietMs) {
      return `gave up: nothing changed for ${Math.round((now - this.lastChange) / 1000)} s (${Math.round(work / 1000)} s of CPU time meanwhile, never idle long enough to call it a stall)`;
    }
    // The idle window restarts whenever this process does real work: only a quiet stretch counts.
    if (work - this.windowCpu > (now - this.windowStart) * IDLE_SHARE) {
      this.windowStart = now;
      this.windowCpu = work;
    }
    const quiet = Math.min(now - this.lastChange, now - this.windowStart);
    return quiet > this.patience.stallMs
      ? `gave up: nothing changed and nothing ran for ${Math.round(quiet / 1000)} s`
      : null;
  }
}

/**
 * Runs `check` until it stops throwing: at once, after every change to the page, and on a backing-off
 * poll (from 20 ms to 1 s) for changes that are not in the DOM. Throws the check's last error with the
 * reason for giving up.
 */
export async function waitPatiently(
  check: () => void | Promise<void>,
  patience: Patience = STEP_PATIENCE,
  signal?: AbortSignal,
): Promise<void> {
  const progress = new Progress(patience);
  let changed = true;
  let wake = () => {};
  const observer =
    typeof MutationObserver === 'undefined'
      ? null
      : new MutationObserver(() => {
          changed = true;
          progress.changed();
          wake();
        });
  // Sleeps until the page changes or `ms` pass, whichever comes first.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  if (typeof document !== 'undefined')
    observer?.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  let delay = 20;
  try {
    for (;;) {
      if (changed) delay = 20;
      changed = false;
      let failure: unknown;
      try {
        await progress.timed(check);
        return;
      } catch (error) {
        failure = error;
      }
      const reason = signal?.aborted ? 'the path was given up' : progress.verdict();
      if (reason) {
        const message = failure instanceof Error ? failure.message : String(failure);
        throw new Error(`${message} (${reason})`);
      }
      await sleep(delay);
      delay = Math.min(delay * 2, 1000);
    }
  } finally {
    observer?.disconnect();
  }
}

/**
 * Runs a whole replay under a watchdog with the same rule: it fails when the path has used
 * `patience.cpuMs` of CPU, when nothing ran for `patience.stallMs` (a promise nobody settles), or when
 * no step was done for `patience.quietMs` (`run` calls `stepDone` after each). Replaces the test's
 * wall-clock time-out, which a busy machine reaches on a correct path. A blocked event loop, which
 * this thread's watchdog cannot see, is ended by the sentinel thread (`name` says which path).
 */
export async function withPatience<T>(
  run: (signal: AbortSignal, stepDone: () => void) => Promise<T>,
  patience: Patience = PATH_PATIENCE,
  name = 'a UI replay',
  blockedMs = BLOCKED_MS,
): Promise<T> {
  const progress = new Progress(patience);
  // Aborted when the watchdog fails the path, so the replay stops instead of acting on the next
  // test's screen (a replay left running once failed the path after it).
  const abort = new AbortController();
  let timer: ReturnType<typeof setInterval> | undefined;
  const sentinel = watchBlocking(name, blockedMs);
  const watchdog = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      sentinel.beat();
      const reason = progress.verdict();
      if (!reason) return;
      abort.abort();
      reject(new Error(`the replay ${reason}`));
    }, 1000);
  });
  try {
    return await Promise.race([run(abort.signal, () => progress.changed()), watchdog]);
  } finally {
    clearInterval(timer);
    sentinel.stop();
  }
}

/** The sentinel's shared slots: [0] watching (1) or not (0), [1] the last beat, [2] the limit (ms). */
const WATCHING = 0;
const BEAT = 1;
const LIMIT = 2;

// The sentinel thread: every second, if a path is being watched and its thread has not beaten for
// the limit, it writes why to stderr and ends the process (SIGKILL: the blocked thread runs no handler).
const SENTINEL_CODE = `
const { workerData, parentPort } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const slots = new Float64Array(workerData);
let name = '';
parentPort.on('message', (message) => { name = message; });
setInterval(() => {
  if (slots[${WATCHING}] !== 1) return;
  const blocked = Date.now() - slots[${BEAT}];
  if (blocked <= slots[${LIMIT}]) return;
  writeSync(2, '\\n[patience] ' + name + ': the replay blocked its event loop for ' + Math.round(blocked / 1000) +
    ' s (no timer ran: a loop of microtasks or of synchronous work); ending this test process so the run fails instead of hanging.\\n');
  process.kill(process.pid, 'SIGKILL');
}, 1000);
`;

interface Sentinel {
  slots: Float64Array;
  worker: Worker;
}

const SENTINEL_KEY = Symbol.for('portal.tests.patience.sentinel');

/** One sentinel thread per process (test files share it), started on the first watched path. */
function sentinel(): Sentinel {
  const global = globalThis as { [SENTINEL_KEY]?: Sentinel };
  let existing = global[SENTINEL_KEY];
  if (!existing) {
    const shared = new SharedArrayBuffer(3 * Float64Array.BYTES_PER_ELEMENT);
    // Plain CommonJS in a bare Node: none of the parent's flags (a loader, `--input-type=module`).
    const worker = new Worker(SENTINEL_CODE, { eval: true, workerData: shared, execArgv: [] });
    worker.on('error', (error) => console.error('[patience] the sentinel thread failed:', error));
    // It never keeps the process alive, nor stops it from ending.
    worker.unref();
    existing = { slots: new Float64Array(shared), worker };
    global[SENTINEL_KEY] = existing;
  }
  return existing;
}

/** Watches this thread's event loop for one path: `beat` from a timer of this thread, then `stop`. */
function watchBlocking(name: string, blockedMs: number): { beat(): void; stop(): void } {
  const { slots, worker } = sentinel();
  worker.postMessage(name);
  slots[LIMIT] = blockedMs;
  slots[BEAT] = Date.now();
  slots[WATCHING] = 1;
  return {
    beat: () => {
      slots[BEAT] = Date.now();
    },
    stop: () => {
      slots[WATCHING] = 0;
    },
  };
}
