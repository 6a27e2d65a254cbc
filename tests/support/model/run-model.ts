import { type Coverage, coverage } from './coverage.ts';
import { generatePaths } from './paths.ts';
import { replayPath, type SpecCheck } from './replay.ts';
import { createSpecCoverage, specGaps } from './spec.ts';
import { specs } from './specs/index.ts';
import { type AnyModelEntry, createVisited } from './types.ts';

export interface ModelRun {
  name: string;
  coverage: Coverage;
  /** Paths replayed (maximal, deduplicated) and how many each generator produced. */
  paths: number;
  shortest: number;
  simple: number;
  /** Paths whose replay did not match the model or the spec, with the reason. */
  failures: string[];
  /** Leaf states whose observation the machine replay checked, of all; null without a spec. */
  checked: { covered: number; total: number; unchecked: string[]; unusedRules: string[] } | null;
}

/** Generates every path of the entry, replays each on a real actor against its spec and measures coverage. */
export async function runModel(entry: AnyModelEntry): Promise<ModelRun> {
  const { paths, sources, shortest, simple } = generatePaths(entry);
  const visited = createVisited();
  const spec = specs[entry.name];
  const check: SpecCheck | undefined = spec && { spec, covered: createSpecCoverage() };
  const failures: string[] = [];
  for (const path of paths) {
    try {
      await replayPath(entry, path, visited, check);
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  let checked: ModelRun['checked'] = null;
  if (check) {
    const gaps = specGaps(entry.machine, check.spec, check.covered);
    checked = {
      covered: gaps.leaves.length - gaps.unchecked.length,
      total: gaps.leaves.length,
      unchecked: gaps.unchecked,
      unusedRules: gaps.unusedRules,
    };
  }
  return {
    name: entry.name,
    coverage: coverage(entry.machine, visited, sources),
    paths: paths.length,
    shortest,
    simple,
    failures,
    checked,
  };
}
