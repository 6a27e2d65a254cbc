import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { partOf } from './bundle-breakdown.ts';
import { formatTable } from './table.ts';

/**
 * Where a Chromium CPU profile (CDP Profiler) spent its time: each sample's self time given to the
 * source its built code came from (through the chunk's sourcemap in dist/web), grouped by package or
 * app folder (bundle-breakdown.ts `partOf`), and the top functions by original name.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
  startTime: number;
  endTime: number;
}

export interface ProfileShare {
  name: string;
  ms: number;
}
export interface ProfileSummary {
  totalMs: number;
  byPart: ProfileShare[];
  byFunction: ProfileShare[];
}

/** Self time per node id, in ms. */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  samples.forEach((id, index) => {
    // A sample's time is the gap to the next one.
    const ms = (deltas[index + 1] ?? 0) / 1000;
    times.set(id, (times.get(id) ?? 0) + ms);
  });
  return times;
}

/** Original positions of a profile's frames through the chunks' sourcemaps in `dist`. */
function frameMapper(dist: string) {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    if (maps.has(url)) return maps.get(url) ?? null;
    const path = new URL(url).pathname;
    const file = join(dist, `${path}.map`);
    const map =
      path.startsWith('/assets/') && existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null;
    maps.set(url, map);
    return map;
  };
  return (frame: CallFrame) => {
    // A frame without a position (a chunk's top level as a whole) has line -1.
    const map = frame.url.startsWith('http') && frame.lineNumber >= 0 ? mapOf(frame.url) : null;
    return map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  };
}

const sortedShares = (table: Map<string, number>) =>
  [...table].map(([name, ms]) => ({ name, ms: Number(ms.toFixed(1)) })).sort((a, b) => b.ms - a.ms);
const addTo = (table: Map<string, number>, key: string, ms: number) =>
  table.set(key, (table.get(key) ?? 0) + ms);

export function summariseProfile(profile: CpuProfile, dist: string): ProfileSummary {
  const original = frameMapper(dist);
  const byPart = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const [id, ms] of selfTimes(profile)) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const position = original(frame);
    if (!position) {
      const name = frame.url ? 'other scripts' : frame.functionName || '(anonymous)';
      addTo(byPart, name, ms);
      addTo(byFunction, name, ms);
      continue;
    }
    const part = position.source ? partOf(position.source) : '(unmapped)';
    addTo(byPart, part, ms);
    const file = position.source?.split('/').slice(-2).join('/') ?? '?';
    addTo(
      byFunction,
      `${position.name ?? frame.functionName ?? '(anonymous)'}  ${file}:${position.line ?? '?'}`,
      ms,
    );
  }
  return {
    totalMs: Number(((profile.endTime - profile.startTime) / 1000).toFixed(1)),
    byPart: sortedShares(byPart),
    byFunction: sortedShares(byFunction),
  };
}

/**
 * The samples between `from` and `to` (the trace's clock, µs): self time by package, and by the
 * innermost frame of the app's own code (src/, machines/) on each sample's stack: which screen code
 * was running, Chakra's or React's work inside it included.
 */
export function summariseWindow(profile: CpuProfile, dist: string, from: number, to: number) {
  const original = frameMapper(dist);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byPart = new Map<string, number>();
  const byAppFrame = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, index) => {
    at += deltas[index] ?? 0;
    const ms = (deltas[index + 1] ?? 0) / 1000;
    if (at < from || at >= to) return;
    const frame = nodes.get(id)?.callFrame;
    const position = frame ? original(frame) : null;
    addTo(byPart, position?.source ? partOf(position.source) : frame?.functionName || '(program)', ms);
    for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
      const callFrame = nodes.get(node)?.callFrame;
      const source = callFrame ? original(callFrame)?.source : null;
      if (!source || source.includes('node_modules')) continue;
      const name = original(callFrame as CallFrame)?.name ?? callFrame?.functionName ?? '(anonymous)';
      addTo(byAppFrame, `${name} ${source.replace(/^.*?\/(src|machines)\//, '$1/')}`, ms);
      break;
    }
  });
  return { byPart: sortedShares(byPart), byAppFrame: sortedShares(byAppFrame) };
}

export function formatProfile(summary: ProfileSummary, top = 12): string {
  const rows = (shares: ProfileShare[]) =>
    shares.slice(0, top).map((share) => [share.name, share.ms.toFixed(1)]);
  return [
    `profiled ${summary.totalMs.toFixed(0)} ms (4× CPU throttling); self time by package or app folder:`,
    formatTable(['part', 'self ms'], rows(summary.byPart), 1),
    '',
    'top functions by self time (original names through the sourcemaps):',
    formatTable(['function  source:line', 'self ms'], rows(summary.byFunction), 1),
  ].join('\n');
}
