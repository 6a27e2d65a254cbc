import { describe, expect, it } from 'vitest';
import { checkKeys, coveredPaths, coverPaths, type UiCover } from '../support/model/cover.ts';
import { describeEvent } from '../support/model/events.ts';
import { generatePaths } from '../support/model/paths.ts';
import { registration, signIn, staffDecision, summary } from '../support/model/registry.ts';
import type { AnyModelSpec, SpecContext } from '../support/model/spec.ts';
import { specs } from '../support/model/specs/index.ts';
import type { AnyModelEntry, ModelPath } from '../support/model/types.ts';

const labels = (path: ModelPath) => path.steps.slice(1).map((step) => describeEvent(step.event));
const follows = (path: ModelPath, first: string, then: string) =>
  labels(path).some((label, i, all) => label.startsWith(first) && !!all[i + 1]?.startsWith(then));
const allKeys = (entry: AnyModelEntry, spec: AnyModelSpec, paths: ModelPath[]) =>
  new Set(paths.flatMap((path) => checkKeys(entry, spec, path)));

// Generated and covered once, while collecting (as describeModel does): registration's 478 paths
// take seconds, more on a busy machine, and no test should race a time-out for it.
const generated = new Map(
  [summary, staffDecision, signIn, registration].map((entry) => {
    const { paths } = generatePaths(entry);
    return [entry, { paths, cover: coverPaths(entry, specs[entry.name], paths) }] as const;
  }),
);
const of = (entry: AnyModelEntry) => generated.get(entry) as { paths: ModelPath[]; cover: UiCover };

/**
 * Issue 28 item 4: the screen replays run a cover of the generated paths, not every one. Every check
 * any generated path makes must still be made by a replay; the report counts a generated path only
 * when passing replays made all of its checks.
 */
describe('the UI replays run a cover of the generated paths', () => {
  for (const entry of [summary, staffDecision, signIn, registration]) {
    it(`${entry.name}: the replays make every check of every generated path`, () => {
      const spec = specs[entry.name] as AnyModelSpec;
      const { paths, cover } = of(entry);
      const { replays } = cover;
      expect(replays.every((path) => paths.includes(path))).toBe(true);
      expect(allKeys(entry, spec, replays)).toEqual(allKeys(entry, spec, paths));
      // And every state a generated path rests in is rested in by a replay.
      const states = (list: ModelPath[]) =>
        new Set(list.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))));
      expect(states(replays)).toEqual(states(paths));
    });
  }

  it('registration: the simple paths repeat one another, the cover replays far fewer', () => {
    const { paths, cover } = of(registration);
    expect(cover.replays.length).toBeLessThan(paths.length / 4);
  });

  it('keeps a replay that unticks the ticked declaration box, and one that submits after a refusal', () => {
    expect(of(summary).cover.replays.some((path) => follows(path, 'TICK', 'UNTICK'))).toBe(true);
    const decisions = of(staffDecision).cover.replays;
    expect(decisions.some((path) => follows(path, 'error decide', 'SUBMIT'))).toBe(true);
  });

  it('tells steps apart by what the spec expects on screen, not only by the transition', () => {
    const { paths } = of(summary);
    const spec = specs.summary as AnyModelSpec;
    // The same states, each observing the input and the whole route taken to it: no step repeats
    // another's check, so every generated path is replayed.
    const everyRoute: AnyModelSpec = {
      ...spec,
      states: Object.fromEntries(
        Object.keys(spec.states).map((key) => [
          key,
          ({ input, history }: SpecContext) => ({ route: JSON.stringify([input, history]) }),
        ]),
      ),
    };
    expect(coverPaths(summary, spec, paths).replays.length).toBeLessThan(paths.length);
    expect(coverPaths(summary, everyRoute, paths).replays.length).toBe(paths.length);
  });

  it('counts a generated path covered only when passing replays made every one of its checks', () => {
    const { paths, cover } = of(registration);
    expect(coveredPaths(cover, cover.replays)).toHaveLength(paths.length);
    // The replay chosen last (a check of its own, no replay before it made it) failed: it, and
    // every path with that check, are not covered.
    const failed = cover.replays.at(-1) as ModelPath;
    const passed = cover.replays.slice(0, -1);
    const covered = coveredPaths(cover, passed);
    expect(covered).not.toContain(failed);
    expect(covered.length).toBeLessThan(paths.length);
    expect(coveredPaths(cover, [])).toEqual([]);
  });
});
