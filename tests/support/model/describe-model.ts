import { describe, expect, it } from 'vitest';
import { coverage } from './coverage.ts';
import { generatePaths } from './paths.ts';
import { replayPath, type SpecCheck } from './replay.ts';
import { createSpecCoverage, specGaps } from './spec.ts';
import { specs } from './specs/index.ts';
import { type AnyModelEntry, createVisited, type ModelPath } from './types.ts';

/**
 * One test per generated path (named by its input and events), each replayed on the real machine and
 * checked against the machine's spec (specs/<machine>.ts); then one asserting that the replays reached
 * every state node and took every transition, checked what is observed in every state, and used
 * every rule of the spec.
 */
export function describeModel(entry: AnyModelEntry): void {
  const { paths, sources } = generatePaths(entry);
  const visited = createVisited();
  const replayed = new Set<ModelPath>();
  const spec = specs[entry.name];
  const check: SpecCheck | undefined = spec && { spec, covered: createSpecCoverage() };

  it(`${entry.name}: has a spec in tests/support/model/specs`, () => {
    expect(
      spec,
      `add tests/support/model/specs/${entry.name}.ts and list it in specs/index.ts`,
    ).toBeDefined();
  });

  describe(`${entry.name}: every generated path replays on a real actor as the spec says`, () => {
    for (const [i, path] of paths.entries()) {
      it(`#${i + 1} ${path.generator} ${path.name}`, async () => {
        await replayPath(entry, path, visited, check);
        replayed.add(path);
      });
    }
  });

  it(`${entry.name}: replayed paths cover 100% of states, transitions and sources, and check every state`, async () => {
    // Paths filtered out of this run (or failed) are replayed here; their failures are reported above.
    for (const path of paths.filter((p) => !replayed.has(p))) {
      await replayPath(entry, path, visited, check).catch(() => undefined);
    }
    const { states, transitions, sources: fromSources } = coverage(entry.machine, visited, sources);
    expect(states.missed).toEqual([]);
    expect(transitions.missed).toEqual([]);
    expect(fromSources.missed, 'events no replay took from this source').toEqual([]);
    expect(states.covered).toBe(states.total);
    expect(transitions.covered).toBe(transitions.total);
    if (!check) return;
    const gaps = specGaps(entry.machine, check.spec, check.covered);
    expect(gaps.unchecked, 'states whose observation no replay checked').toEqual([]);
    expect(gaps.unusedRules, 'spec rules no path took: the machine lacks the transition').toEqual([]);
  });
}
