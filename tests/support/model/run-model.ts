import { type Coverage, coverage } from './coverage.ts';
import { generatePaths } from './paths.ts';
import { replayPath } from './replay.ts';
import { type AnyModelEntry, createVisited } from './types.ts';

export interface ModelRun {
  name: string;
  coverage: Coverage;
  /** Paths replayed (maximal, deduplicated) and how many each generator produced. */
  paths: number;
  shortest: number;
  simple: number;
  /** Paths whose replay did not match the model, with the reason. */
  failures: string[];
}

/** Generates every path of the entry, replays each on a real actor and measures coverage. */
export async function runModel(entry: AnyModelEntry): Promise<ModelRun> {
  const { paths, shortest, simple } = generatePaths(entry);
  const visited = createVisited();
  const failures: string[] = [];
  for (const path of paths) {
    try {
      await replayPath(entry, path, visited);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  return {
    name: entry.name,
    coverage: coverage(entry.machine, visited),
    paths: paths.length,
    shortest,
    simple,
    failures,
  };
}
