import { describe, expect, it } from 'vitest';
import { coverage } from '../support/model/coverage.ts';
import { describeEvent } from '../support/model/events.ts';
import { contextChange, generatePaths } from '../support/model/paths.ts';
import { signIn, staffDecision, summary } from '../support/model/registry.ts';
import { replayPath } from '../support/model/replay.ts';
import { type AnyModelEntry, createVisited, type ModelPath } from '../support/model/types.ts';

const labels = (path: ModelPath) => path.steps.slice(1).map((step) => describeEvent(step.event));

/** Generated paths in which `first` is directly followed by `then` (event labels or their start). */
function pathsWith(entry: AnyModelEntry, first: string, then: string): ModelPath[] {
  const starts = (label: string | undefined, start: string) => !!label && label.startsWith(start);
  return generatePaths(entry).paths.filter((path) =>
    labels(path).some((label, i, all) => starts(label, first) && starts(all[i + 1], then)),
  );
}

/**
 * Issue 29: the shortest-path key knew only the previous value, the event and the next value, so
 * "UNTICK from a ticked box" was the same vertex as "UNTICK from an empty one", and no generated path
 * unticked, retried or repeated anything, while transition coverage read 100%.
 */
describe('generated paths replay what people undo and retry', () => {
  it('summary: a path ticks the declaration box, then unticks it, from each input', () => {
    const inputs = pathsWith(summary, 'TICK', 'UNTICK').map((path) => path.inputName);
    expect(new Set(inputs)).toEqual(new Set(Object.keys(summary.inputs)));
  });

  it('staff decision: a path submits again after the decision was refused', () => {
    expect(pathsWith(staffDecision, 'error decide', 'SUBMIT')).not.toEqual([]);
  });

  it('staff decision: a path adds a note again after the note was refused', () => {
    expect(pathsWith(staffDecision, 'error addNote', 'NOTE')).not.toEqual([]);
  });

  it('sign-in: a path submits a second time after wrong credentials', () => {
    expect(pathsWith(signIn, 'error signIn', 'SUBMIT')).not.toEqual([]);
  });

  it('names what an event changed by the shape of context: a toggle, an error, a count', () => {
    expect(contextChange({ ticked: true, n: 1 }, { ticked: false, n: 1 })).toBe('ticked true→false');
    expect(contextChange({ error: { message: 'x' } }, { error: null })).toBe('error set→∅');
    expect(contextChange({ attempts: 1 }, { attempts: 2 })).toBe('attempts 1→>1');
    // A count that goes on growing, or new values of the same shape, is no new source.
    expect(contextChange({ attempts: 2, values: { a: 1 } }, { attempts: 3, values: { a: 2 } })).toBe('');
  });
});

describe('coverage counts a transition once per source', () => {
  it('a transition replayed only from its first source leaves the other sources missed', async () => {
    const { paths, sources } = generatePaths(summary);
    const visited = createVisited();
    const untickAfterTick = (path: ModelPath) =>
      labels(path).some((label, i, all) => label === 'TICK' && all[i + 1] === 'UNTICK');
    for (const path of paths.filter((p) => !untickAfterTick(p))) await replayPath(summary, path, visited);
    const result = coverage(summary.machine, visited, sources);
    // Every transition is still taken (UNTICK on an empty box)…
    expect(result.transitions.missed).toEqual([]);
    // …but not from a ticked box.
    expect(result.sources.missed).not.toEqual([]);
    expect(
      result.sources.missed.every((key) => key.includes('UNTICK') && key.includes('ticked true→false')),
    ).toBe(true);
    for (const path of paths.filter(untickAfterTick)) await replayPath(summary, path, visited);
    expect(coverage(summary.machine, visited, sources).sources.missed).toEqual([]);
  });
});
