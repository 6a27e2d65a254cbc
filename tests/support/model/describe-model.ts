import { describe, expect, it } from 'vitest';
import { coverage } from './coverage.ts';
import { generatePaths } from './paths.ts';
import { replayPath } from './replay.ts';
import { type AnyModelEntry, createVisited, type ModelPath } from './types.ts';

/**
 * One test per generated path (named by its input and events), then one asserting that the
 * replayed paths reached every state node and took every transition of the machine.
 */
export function describeModel(entry: AnyModelEntry): void {
  const { paths } = generatePaths(entry);
  const visited = createVisited();
  const replayed = new Set<ModelPath>();

  describe(`${entry.name}: every generated path replays on a real actor`, () => {
    for (const [i, path] of paths.entries()) {
      it(`#${i + 1} ${path.generator} ${path.name}`, async () => {
        await replayPath(entry, path, visited);
        replayed.add(path);
      });
    }
  });

  it(`${entry.name}: replayed paths cover 100% of states and transitions`, async () => {
    // Paths filtered out of this run (or failed) are replayed here; their failures are reported above.
    for (const path of paths.filter((p) => !replayed.has(p))) {
      await replayPath(entry, path, visited).catch(() => undefined);
    }
    const { states, transitions } = coverage(entry.machine, visited);
    expect(states.missed).toEqual([]);
    expect(transitions.missed).toEqual([]);
    expect(states.covered).toBe(states.total);
    expect(transitions.covered).toBe(transitions.total);
  });
}
