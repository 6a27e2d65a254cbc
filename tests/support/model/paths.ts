import { isDeepStrictEqual } from 'node:util';
import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { type AnyMachineSnapshot, type EventObject, initialTransition, transition } from 'xstate';
import { describeEvent, eventsFor, serializeEvent } from './events.ts';
import type { AnyModelEntry, ModelPath, ModelStep } from './types.ts';

/**
 * Shortest paths' state key: previous value, event, value (and the entry's context key), so each
 * transition — self-transitions, re-entries and ignored events included — is its own vertex and
 * gets a path of its own.
 */
export function transitionKeyFor(entry: AnyModelEntry) {
  return (snapshot: AnyMachineSnapshot, event?: EventObject, previous?: AnyMachineSnapshot): string => {
    const from = previous ? JSON.stringify(previous.value) : '∅';
    return `${from} —${event ? serializeEvent(event) : 'init'}→ ${modelStateKeyFor(entry)(snapshot)}`;
  };
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
      shortest: getShortestPaths(entry.machine, { ...options, serializeState: transitionKeyFor(entry) }),
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
  return { paths: maximal(all), shortest, simple };
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
