import { modelStateKeyFor, sourceKey } from './paths.ts';
import {
  type AnyModelSpec,
  expectedObservation,
  expectedTarget,
  hasObservation,
  initialState,
  leafKeys,
  specContext,
} from './spec.ts';
import type { AnyModelEntry, ModelPath } from './types.ts';

/**
 * What a UI replay checks at each step of a path, one key per step: the input mounted and the state
 * it opens in; then the event from its source (paths.ts `sourceKey`: previous value, event, next
 * state and what the event changed in context), the state the spec says it leads to and everything
 * the spec says a person observes there. Two steps with the same key make the same check on the same
 * screen; a path whose every key another replay makes has nothing of its own to check.
 */
export function checkKeys(entry: AnyModelEntry, spec: AnyModelSpec | undefined, path: ModelPath): string[] {
  const events = path.steps.map((step) => step.event);
  return path.steps.map((step, i) => {
    const previous = path.steps[i - 1];
    const where = previous
      ? sourceKey(entry, previous.state, step.event, step.state)
      : `${path.inputName} init ${modelStateKeyFor(entry)(step.state)}`;
    if (!spec) return `${path.name} #${i}`;
    try {
      const context = specContext(path.input, events, i);
      const to = previous ? expectedTarget(spec, previous.state, context).to : initialState(spec, context);
      const leaves = leafKeys(step.state).filter((leaf) => hasObservation(spec, leaf));
      return `${where} ⇒ ${to} ${JSON.stringify(expectedObservation(spec, leaves, context))}`;
    } catch {
      // A step the spec cannot judge is its path's own: the replay must run and say why.
      return `${path.name} #${i}`;
    }
  });
}

export interface UiCover {
  /** The replays to run, in the order chosen: each adds checks no replay before it made. */
  replays: ModelPath[];
  /** Each generated path's check keys, to tell which ones passing replays covered. */
  keys: Map<ModelPath, string[]>;
}

/**
 * A greedy cover of the generated paths' checks (issue 28 item 4): the path that makes the most
 * checks not yet made (the shorter on a tie, then the first generated), until every check of every
 * path is made. Simple paths repeat one another's checks along different routes (application-flow:
 * 1,098 paths, 5,349 steps; about 290 replays cover them), and every replay mounts a screen.
 */
export function coverPaths(
  entry: AnyModelEntry,
  spec: AnyModelSpec | undefined,
  paths: ModelPath[],
): UiCover {
  const keys = new Map(paths.map((path) => [path, checkKeys(entry, spec, path)] as const));
  const missing = new Set([...keys.values()].flat());
  const left = new Set(paths);
  const replays: ModelPath[] = [];
  while (missing.size > 0) {
    let best: ModelPath | undefined;
    let bestNew = 0;
    for (const path of left) {
      const fresh = new Set((keys.get(path) ?? []).filter((key) => missing.has(key))).size;
      if (fresh > bestNew || (fresh === bestNew && best && path.steps.length < best.steps.length)) {
        best = path;
        bestNew = fresh;
      }
    }
    if (!best || bestNew === 0) break;
    replays.push(best);
    left.delete(best);
    for (const key of keys.get(best) ?? []) missing.delete(key);
  }
  return { replays, keys };
}

/** Generated paths whose every check a passing replay made. */
export function coveredPaths(cover: UiCover, passed: Iterable<ModelPath>): ModelPath[] {
  const made = new Set([...passed].flatMap((path) => cover.keys.get(path) ?? []));
  return [...cover.keys].filter(([, keys]) => keys.every((key) => made.has(key))).map(([path]) => path);
}
