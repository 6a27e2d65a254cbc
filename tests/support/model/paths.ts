import { isDeepStrictEqual } from 'node:util';
import { getSimplePaths } from '@xstate/graph';
import { type AnyMachineSnapshot, type EventObject, initialTransition, transition } from 'xstate';
import { describeEvent, eventsFor, serializeEvent } from './events.ts';
import type { AnyModelEntry, ModelPath, ModelStep } from './types.ts';

/**
 * Shortest paths' vertex: previous value, event, value and the entry's context key, plus what the event
 * changed in the shape of context (`contextChange`). Each transition — self-transitions, re-entries
 * and ignored events included — is its own vertex once per meaningfully different source: UNTICK that
 * clears a tick is not UNTICK on an empty box, a SUBMIT that clears an earlier error is not the first
 * SUBMIT, a count going from one to more is not the first attempt (issue 29). Without the change, the
 * first route to a transition stood for every other and no path unticked, retried or repeated
 * anything. Only the change is keyed, not the whole context, so a source does not re-key every
 * transition after it (the graph stays about twice its old size, not ten times).
 */
export function transitionKeyFor(entry: AnyModelEntry) {
  return (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string => {
    const from = previous ? JSON.stringify(previous.value) : '∅';
    const change = previous ? contextChange(previous.context, snapshot.context) : '';
    const changed = change ? ` {${change}}` : '';
    return `${from} —${event ? serializeEvent(event) : 'init'}→ ${modelStateKeyFor(entry)(snapshot)}${changed}`;
  };
}

/**
 * A context value reduced to what tells sources apart and keeps the graph finite: booleans as they
 * are, absent or present, numbers as 0, 1 or more (a retry count, a countdown), text as empty or not,
 * lists as empty, one or more items, any other object as present.
 */
export function contextShape(value: unknown): string {
  if (value === null || value === undefined) return '∅';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return value <= 0 ? String(Math.sign(value)) : value === 1 ? '1' : '>1';
  if (typeof value === 'string') return value === '' ? "''" : 'text';
  if (Array.isArray(value)) return value.length === 0 ? '[]' : value.length === 1 ? '[1]' : '[>1]';
  return 'set';
}

/**
 * What an event changed in a context's shape, field by field: `ticked true→false`, `error set→∅`,
 * `attempts 1→>1`; empty when the shape stayed (UNTICK on an empty box).
 */
export function contextChange(before: unknown, after: unknown): string {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return fields
    .map((field) => [field, contextShape(a[field]), contextShape(b[field])] as const)
    .filter(([, was, is]) => was !== is)
    .map(([field, was, is]) => `${field} ${was}→${is}`)
    .join(', ');
}

/**
 * Simple paths' state key: value and the entry's context key. With the transition key, the
 * interleavings of a parallel state explode (registration: 1.6 million simple paths); over model
 * states, simple paths are every acyclic route to every state (about 1,200 there).
 */
export function modelStateKeyFor(entry: AnyModelEntry) {
  return (snapshot: AnyMachineSnapshot): string => {
    const extra = entry.contextKey ? ` ${JSON.stringify(entry.contextKey(snapshot.context))}` : '';
    return `${JSON.stringify(snapshot.value)}${extra}`;
  };
}

export interface GeneratedPaths {
  /** Distinct maximal paths to replay: a path that is a prefix of another is replayed inside it. */
  paths: ModelPath[];
  /**
   * Every event from every meaningfully different source the generator found (`sourceKey`): what
   * the replays must take for the source coverage to be 100%.
   */
  sources: Set<string>;
  shortest: number;
  simple: number;
}

/** Shortest and simple paths from every input of the entry. */
export function generatePaths(entry: AnyModelEntry): GeneratedPaths {
  const all: ModelPath[] = [];
  let shortest = 0;
  let simple = 0;
  for (const [inputName, input] of Object.entries(entry.inputs)) {
    const options = {
      input,
      events: eventsFor(entry),
      serializeEvent: (e: EventObject) => serializeEvent(e),
    };
    const found = {
      shortest: shortestPaths(entry, input),
      simple: getSimplePaths(entry.machine, { ...options, serializeState: modelStateKeyFor(entry) }),
    };
    shortest += found.shortest.length;
    simple += found.simple.length;
    for (const generator of ['shortest', 'simple'] as const) {
      for (const path of found[generator]) {
        if (path.steps.some((step) => step.event.type.startsWith('xstate.done.state.'))) continue;
        const steps = predict(entry, input, path.steps as ModelStep[]);
        all.push({ name: pathName(inputName, steps), inputName, input, generator, steps });
      }
    }
  }
  const paths = maximal(all);
  const sources = new Set(paths.flatMap((path) => pathSources(entry, path)));
  return { paths, sources, shortest, simple };
}

/**
 * A shortest path to every vertex of `transitionKeyFor`, breadth first. @xstate/graph's
 * getShortestPaths cannot take this key: it passes as `previous` whichever snapshot it last stored
 * under the previous vertex's key, not the one whose transitions it explored, and a key that reads the
 * previous context then names a vertex it never made. Here each vertex keeps the first snapshot that
 * reached it, and its transitions are taken from that very snapshot.
 */
function shortestPaths(entry: AnyModelEntry, input: unknown): { steps: ModelStep[] }[] {
  const key = transitionKeyFor(entry);
  const events = eventsFor(entry);
  const [initial] = initialTransition(entry.machine, input);
  const start: ModelStep[] = [{ event: { type: 'xstate.init' }, state: initial }];
  const reached = new Map<string, ModelStep[]>([[key(initial), start]]);
  const queue = [start];
  for (let steps = queue.shift(); steps; steps = queue.shift()) {
    const { state } = steps.at(-1) as ModelStep;
    if (state.status !== 'active') continue;
    for (const event of events(state)) {
      const [next] = transition(entry.machine, state, event);
      const vertex = key(next, event, state);
      if (reached.has(vertex)) continue;
      const path = [...steps, { event, state: next }];
      reached.set(vertex, path);
      queue.push(path);
    }
  }
  return [...reached.values()].map((steps) => ({ steps }));
}

/** An event taken from a source: the transition key of the snapshots before and after it. */
export function sourceKey(
  entry: AnyModelEntry,
  before: AnyMachineSnapshot,
  event: EventObject,
  after: AnyMachineSnapshot,
): string {
  return transitionKeyFor(entry)(after, event, before);
}

/** The sources a path's steps take, from its predicted snapshots. */
export function pathSources(entry: AnyModelEntry, path: ModelPath): string[] {
  return path.steps
    .slice(1)
    .map((step, i) => sourceKey(entry, (path.steps[i] as ModelStep).state, step.event, step.state));
}

/**
 * The snapshots a path's events lead to, computed along this very path. The graph tools keep one
 * snapshot per state key, so with a coarse key a step's snapshot may carry another route's context.
 */
function predict(entry: AnyModelEntry, input: unknown, steps: ModelStep[]): ModelStep[] {
  let [state] = initialTransition(entry.machine, input);
  return steps.map((step, i) => {
    if (i > 0) [state] = transition(entry.machine, state, step.event);
    if (!isDeepStrictEqual(state.value, step.state.value)) {
      throw new Error(
        `${entry.name}: step ${i} of a generated path leads to ${JSON.stringify(state.value)}, not ` +
          `${JSON.stringify(step.state.value)}: add what the guards read to the entry's contextKey`,
      );
    }
    return { event: step.event, state };
  });
}

function pathName(inputName: string, steps: ModelStep[]): string {
  const events = steps.slice(1).map((step) => describeEvent(step.event));
  return `[${inputName}] ${events.length ? events.join(' → ') : '(initial state)'}`;
}

/** Drops duplicates and paths whose events are a prefix of a longer path's from the same input. */
function maximal(paths: ModelPath[]): ModelPath[] {
  const keyed = paths
    .map((path) => ({
      path,
      key: [path.inputName, ...path.steps.map((s) => serializeEvent(s.event))].join('\n'),
    }))
    .sort((a, b) => b.path.steps.length - a.path.steps.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    if (!kept.some((k) => k.key === candidate.key || k.key.startsWith(`${candidate.key}\n`)))
      kept.push(candidate);
  }
  return kept.map((k) => k.path);
}
