/**
 * The main thread's blocking in a Lighthouse run's own trace, without Lantern's first contentful
 * paint: Σ (multiplier × task − 50 ms) over the renderer's top-level tasks of 10 ms or more (Lantern
 * leaves shorter tasks out of its simulation). Lighthouse's TBT counts only the tasks after its
 * simulated FCP, which is bimodal on our machines (~0.9 s or ~1.7 s for one page and build), so a
 * page's TBT moves by the entry's whole start-up between runs; this sum does not.
 */

interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  ts?: number;
  dur?: number;
  args?: { name?: string };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SIGNIFICANT_MS = 10;
const BLOCKING_AFTER_MS = 50;

/** The renderer main thread with the most events (the page's, not an extension's or a frame's). */
function pageThread(events: readonly TraceEvent[]): string | undefined {
  const count = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0))[0];
}

/** The sum in ms, rounded; null when the trace has no renderer main thread. */
export function traceBlockingMs(events: readonly TraceEvent[], multiplier = 4): number | null {
  const thread = pageThread(events);
  if (!thread) return null;
  let sum = 0;
  for (const event of events) {
    if (!TASKS.has(event.name) || event.ph !== 'X' || `${event.pid}:${event.tid}` !== thread) continue;
    const ms = (event.dur ?? 0) / 1000;
    if (ms >= SIGNIFICANT_MS) sum += Math.max(0, multiplier * ms - BLOCKING_AFTER_MS);
  }
  return Math.round(sum);
}
