import type { ChildProcess } from 'node:child_process';
import { ask } from './ask.ts';

/**
 * The raw rate of a route's database work (issue 12): the exact statements the route runs, through
 * the server's own pool (or PGlite connection), in the server's process, without Fastify, HTTP or
 * JSON — as many in flight as autocannon keeps connections. A route's requests/s over this rate is
 * how much of the database's pace the API keeps.
 */

export type RawWork = Record<string, () => Promise<unknown>>;

export interface RawRequest {
  type: 'raw';
  name: string;
  seconds: number;
  concurrency: number;
}

export interface RawResult {
  type: 'raw-result';
  name: string;
  /** Completed runs per second. */
  rps: number;
  errors: number;
  latencyMs: { p50: number; p99: number };
}

/** Runs `work` from `concurrency` loops for `seconds`. */
export async function rawRate(
  name: string,
  work: () => Promise<unknown>,
  seconds: number,
  concurrency: number,
): Promise<RawResult> {
  const started = performance.now();
  const end = started + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const at = performance.now();
        try {
          await work();
          latencies.push(performance.now() - at);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round((latencies[Math.floor(q * (latencies.length - 1))] ?? 0) * 10) / 10;
  return {
    type: 'raw-result',
    name,
    rps: Math.round(latencies.length / elapsed),
    errors,
    latencyMs: { p50: at(0.5), p99: at(0.99) },
  };
}

/** In the target process: runs the named work on the parent's request and sends the result. */
export async function answerRaw(raw: RawWork, request: RawRequest): Promise<void> {
  const work = raw[request.name];
  const result = work
    ? await rawRate(request.name, work, request.seconds, request.concurrency)
    : { type: 'raw-result', name: request.name, rps: 0, errors: 1, latencyMs: { p50: 0, p99: 0 } };
  process.send?.(result);
}

/** In bench/run.ts: asks a target process for the raw rate of one route's database work. */
export function measureRaw(
  child: ChildProcess,
  name: string,
  options: { seconds: number; connections: number },
): Promise<RawResult> {
  const request = { type: 'raw', name, seconds: options.seconds, concurrency: options.connections };
  return ask<RawResult>(child, request, (message) => message.type === 'raw-result' && message.name === name);
}

export interface TargetCheck {
  target: string;
  measured: string;
  holds: boolean;
}

export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** `name`: measured ratio against the bar, as a line of the targets table. */
export function check(target: string, ratio: number, bar: number): TargetCheck {
  return { target: `${target} ≥ ${percent(bar)}`, measured: percent(ratio), holds: ratio >= bar };
}

export function formatTargets(checks: TargetCheck[]): string {
  const width = Math.max(...checks.map((c) => c.target.length), 6);
  return [
    `${'target'.padEnd(width)}  measured  holds`,
    `${'-'.repeat(width)}  --------  -----`,
    ...checks.map((c) => `${c.target.padEnd(width)}  ${c.measured.padStart(8)}  ${c.holds ? 'yes' : 'NO'}`),
  ].join('\n');
}
