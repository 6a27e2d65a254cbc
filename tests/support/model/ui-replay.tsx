import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, configure, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, type EventObject, SimulatedClock } from 'xstate';
import { coveredPaths, coverPaths } from './cover.ts';
import { createFakeActors, type FakeActors, flush } from './fakes.ts';
import { indexMachine } from './machine-index.ts';
import { generatePaths } from './paths.ts';
import { PATH_PATIENCE, STEP_PATIENCE, waitPatiently, withPatience } from './patience.ts';
import { delayMs } from './replay.ts';
import type { UiRun } from './report-table.ts';
import {
  type AnyModelSpec,
  createSpecCoverage,
  differences,
  expectedObservation,
  expectedTarget,
  hasObservation,
  initialState,
  leafKeys,
  matchesKey,
  type Observation,
  type SpecContext,
  specContext,
  specGaps,
} from './spec.ts';
import { specs } from './specs/index.ts';
import type { AnyModelEntry, ModelPath } from './types.ts';
import { uiReportDir } from './ui-report.ts';

export interface UiMount {
  /** The entry's machine provided with fake actors: hand it to the screen's `logic` prop. */
  logic: AnyStateMachine;
  /** Hand it to the screen's actor options (`clock`), so `after` delays run on the replay's clock. */
  clock: SimulatedClock;
  input: unknown;
  inputName: string;
}

/**
 * How a screen takes part in the UI replay. The harness settles the fake calls and moves the
 * clock; the adapter mounts the real screen and does what a person does for each user event.
 */
export interface UiAdapter {
  mount(args: UiMount): void | Promise<void>;
  /** Types, clicks, ticks… whatever a person does that sends `event` to the machine. */
  perform(event: EventObject, context: SpecContext): Promise<void>;
  /**
   * Fields the generic reader cannot see (an emitted event, a countdown…), or a screen's own reading
   * of a generic one. Fields returned here win over the generic reading.
   */
  observe?(expected: Observation): Partial<Observation>;
}

/**
 * The machine's generated paths replayed against the rendered screen: at every step the screen must
 * show what the spec says a person sees in the state the spec says the event leads to. Only a cover
 * of the paths is replayed (cover.ts): every check any generated path makes — each event from each
 * source, the state it leads to and what is observed there, each input's first screen — is made by
 * at least one replay. The report counts a generated path as covered only when passing replays made
 * every one of its checks.
 */
export function describeUiModel(
  entry: AnyModelEntry,
  adapter: UiAdapter,
  options: { only?: (path: ModelPath) => boolean } = {},
): void {
  const spec = specs[entry.name];
  const { paths } = generatePaths(entry);
  const chosen = options.only ? paths.filter(options.only) : paths;
  const cover = coverPaths(entry, spec, chosen);
  const covered = createSpecCoverage();
  const failed: string[] = [];
  const passed: ModelPath[] = [];

  describe(`${entry.name}: a cover of the generated paths replays on the rendered screen as the spec says`, () => {
    beforeAll(() => {
      // An adapter's findBy* looks for what the screen already shows (the step before matched the
      // spec): this only bounds how long a failing path takes to say so, however busy the machine.
      configure({ asyncUtilTimeout: 120_000 });
    });
    for (const [i, path] of cover.replays.entries()) {
      it(`#${i + 1} ${path.generator} ${path.name}`, async () => {
        if (!spec) throw new Error(`${entry.name} has no spec in tests/support/model/specs`);
        // A path's states count as checked only if the whole path passed (issue 29).
        const checked = new Set<string>();
        try {
          await withPatience(
            (signal, stepDone) => replayOnScreen(entry, spec, adapter, path, checked, signal, stepDone),
            PATH_PATIENCE,
            `${entry.name} #${i + 1} ${path.name}`,
          );
        } catch (error) {
          failed.push(path.name);
          throw error;
        }
        for (const leaf of checked) covered.checkedStates.add(leaf);
        passed.push(path);
        // No wall-clock time-out: withPatience fails a path that works without end or waits on nothing.
      }, 0);
    }
  });

  it(`${entry.name}: the screen replays checked every state`, () => {
    if (!spec) throw new Error(`${entry.name} has no spec`);
    expect(specGaps(entry.machine, spec, covered).unchecked).toEqual([]);
  });

  afterAll(() => {
    if (!spec) return;
    const { leaves, unchecked } = specGaps(entry.machine, spec, covered);
    mkdirSync(uiReportDir, { recursive: true });
    const report: UiRun = {
      name: entry.name,
      paths: chosen.length,
      covered: coveredPaths(cover, passed).length,
      replays: cover.replays.length,
      failed,
      total: leaves.length,
      unchecked,
    };
    writeFileSync(join(uiReportDir, `${entry.name}.ui.json`), JSON.stringify(report, null, 2));
  });
}

async function replayOnScreen(
  entry: AnyModelEntry,
  spec: AnyModelSpec,
  adapter: UiAdapter,
  path: ModelPath,
  checked: Set<string>,
  signal: AbortSignal,
  stepDone: () => void,
): Promise<void> {
  const clock = new SimulatedClock();
  const fakes = createFakeActors(Object.keys(entry.machine.implementations.actors));
  const logic = entry.machine.provide({ actors: fakes.actors });
  const events = path.steps.map((step) => step.event);
  await act(async () => {
    await adapter.mount({ logic, clock, input: path.input, inputName: path.inputName });
  });
  for (const [i, step] of path.steps.entries()) {
    const context = specContext(path.input, events, i);
    const where = `${entry.name} ${path.name}\n  at step ${i} (${context.label})`;
    const previous = path.steps[i - 1];
    signal.throwIfAborted();
    if (previous) await takeStep(entry, adapter, fakes, clock, step.event, previous, context, signal);
    const to = previous ? expectedTarget(spec, previous.state, context).to : initialState(spec, context);
    if (!matchesKey(step.state, to)) {
      throw new Error(
        `${where}: the spec expects ${to}, the path leads to ${JSON.stringify(step.state.value)}`,
      );
    }
    const leaves = leafKeys(step.state).filter((leaf) => hasObservation(spec, leaf));
    const expected = expectedObservation(spec, leaves, context);
    let compared = 0;
    const check = () => {
      const actual = { ...readScreen(expected), ...adapter.observe?.(expected) };
      compared = Object.keys(expected).filter((field) => field in actual).length;
      const problems = differences(expected, actual);
      if (problems.length) throw new Error(problems.join('; '));
    };
    try {
      // After a clock step the screen must already show it (a screen on a real timer of its own would
      // otherwise catch up while we wait): a few turns of the event loop, no wall time. Otherwise
      // wait as a person does, for as long as the screen is still working.
      if (step.event.type.startsWith('xstate.after.')) await atOnce(check);
      else await waitPatiently(check, STEP_PATIENCE, signal);
    } catch (error) {
      throw new Error(`${where}: on screen in ${to}: ${error instanceof Error ? error.message : error}`);
    }
    if (compared > 0) for (const leaf of leaves) checked.add(leaf);
    stepDone();
  }
}

async function takeStep(
  entry: AnyModelEntry,
  adapter: UiAdapter,
  fakes: FakeActors,
  clock: SimulatedClock,
  event: EventObject,
  previous: ModelPath['steps'][number],
  context: SpecContext,
  signal: AbortSignal,
): Promise<void> {
  const index = indexMachine(entry.machine);
  const invoke = index.invokes.get(event.type);
  if (event.type.startsWith('xstate.after.')) {
    const ms = delayMs(entry.machine, index.delays.get(event.type), previous);
    await act(async () => {
      clock.increment(ms);
      await flush();
    });
  } else if (invoke) {
    const { output, error } = event as { output?: unknown; error?: unknown };
    // The screen may start the call a render later than the machine replay would.
    await waitPatiently(() => expect(fakes.pending()).toContain(invoke.id), STEP_PATIENCE, signal);
    await act(async () => {
      fakes.settle(invoke.id, invoke.end === 'done' ? { output } : { error });
      await flush();
    });
  } else {
    await adapter.perform(event, context);
  }
}

/** Passes if `check` passes now or within a few event-loop turns (React's own scheduling), never later. */
async function atOnce(check: () => void): Promise<void> {
  for (let turn = 0; ; turn++) {
    try {
      return check();
    } catch (error) {
      if (turn >= 10) throw error;
    }
    await act(flush);
  }
}

/** The fields of `expected` the page itself shows: heading, message, buttons, url, busy. */
export function readScreen(expected: Observation): Partial<Observation> {
  const actual: Partial<Observation> = {};
  if ('heading' in expected) {
    const dialog = screen.queryAllByRole('dialog').at(-1) ?? screen.queryAllByRole('alertdialog').at(-1);
    const heading = dialog
      ? dialog.querySelector('h1, h2, [role="heading"]')
      : screen.queryAllByRole('heading', { level: 1 })[0];
    actual.heading = heading?.textContent?.trim() ?? null;
  }
  if ('message' in expected) {
    const texts = [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')]
      .map((element) => element.textContent?.trim() ?? '')
      .filter(Boolean);
    actual.message = texts.length ? texts.join(' | ') : null;
  }
  if (expected.buttons) {
    const buttons: Record<string, 'enabled' | 'disabled' | 'absent'> = {};
    // One scan per role: every button's and link's accessible name, computed once.
    const named = new Map<string, Element>();
    const collect = (name: string, element: Element) => {
      if (!named.has(name)) named.set(name, element);
      return false;
    };
    screen.queryAllByRole('button', { name: collect });
    screen.queryAllByRole('link', { name: collect });
    for (const name of Object.keys(expected.buttons)) {
      const element = named.get(name);
      buttons[name] = !element
        ? 'absent'
        : element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true'
          ? 'disabled'
          : 'enabled';
    }
    actual.buttons = buttons;
  }
  if ('url' in expected) {
    const probe = screen.queryByTestId('location');
    if (probe) actual.url = probe.textContent;
  }
  if ('busy' in expected) {
    actual.busy = document.querySelector('[aria-busy="true"], [data-loading], [role="progressbar"]') !== null;
  }
  return actual;
}
