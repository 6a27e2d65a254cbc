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
 *   share of the CPU however busy the machine is, so a busy machine does not look idle.
 */
export interface Patience {
  /** CPU milliseconds of this process (not counting the checks) after which the wait gives up. */
  cpuMs: number;
  /** Wall milliseconds without a page change or any work of this process after which it gives up. */
  stallMs: number;
}

/** A step's wait: a heavy staff form renders in well under a second of CPU on a quiet machine. */
export const STEP_PATIENCE: Patience = { cpuMs: 60_000, stallMs: 30_000 };
/** A whole path: the longest UI replays take about 20 s of CPU on a quiet machine. */
export const PATH_PATIENCE: Patience = { cpuMs: 600_000, stallMs: 60_000 };

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
 * `patience.cpuMs` of CPU, or when nothing ran for `patience.stallMs` (a promise nobody settles).
 * Replaces the test's wall-clock time-out, which a busy machine reaches on a correct path.
 */
export async function withPatience<T>(
  run: (signal: AbortSignal) => Promise<T>,
  patience: Patience = PATH_PATIENCE,
): Promise<T> {
  const progress = new Progress(patience);
  // Aborted when the watchdog fails the path, so the replay stops instead of acting on the next
  // test's screen (a replay left running once failed the path after it).
  const abort = new AbortController();
  let timer: ReturnType<typeof setInterval> | undefined;
  const watchdog = new Promise<never>((_, reject) => {
    timer = setInterval(() => {
      const reason = progress.verdict();
      if (!reason) return;
      abort.abort();
      reject(new Error(`the replay ${reason}`));
    }, 1000);
  });
  try {
    return await Promise.race([run(abort.signal), watchdog]);
  } finally {
    clearInterval(timer);
  }
}
