import { isDeepStrictEqual } from 'node:util';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import { describeEvent } from './events.ts';
import { createFakeActors, type FakeActors, flush } from './fakes.ts';
import { indexMachine, transitionKey } from './machine-index.ts';
import { sourceKey } from './paths.ts';
import {
  type AnyModelSpec,
  differences,
  expectedObservation,
  expectedTarget,
  hasObservation,
  initialState,
  leafKeys,
  matchesKey,
  type SpecCoverage,
  specContext,
} from './spec.ts';
import { type AnyModelEntry, createVisited, type ModelPath, type ModelStep, type Visited } from './types.ts';

/** The spec a replay checks against, and where it records which states and rules it checked. */
export interface SpecCheck {
  spec: AnyModelSpec;
  covered: SpecCoverage;
}

/**
 * Replays a generated path on a real actor (fake actors, simulated clock). After every step it checks
 * that value, status and context are what the model predicted (the path is deterministic) and, with
 * a spec, that the actor is in the state the spec says the event leads to and observes there what
 * the spec says a person observes. Records what it visits.
 */
export async function replayPath(
  entry: AnyModelEntry,
  path: ModelPath,
  visited: Visited = createVisited(),
  check?: SpecCheck,
): Promise<void> {
  const clock = new SimulatedClock();
  const fakes = createFakeActors(Object.keys(entry.machine.implementations.actors));
  const machine = entry.machine.provide({ actors: fakes.actors });
  const actor = createActor(machine, { clock, input: path.input, inspect: recorder(machine, visited) });
  actor.subscribe({ error: () => {} }); // a crash shows up as status "error" in the step check
  const emitted: string[] = [];
  // Every event emitted so far on this path, payload included (a staff `next` names its step).
  const emittedEvents: EventObject[] = [];
  actor.on('*', (event) => {
    emitted.push(event.type);
    emittedEvents.push(event);
  });
  actor.start();
  const events = path.steps.map((step) => step.event);
  const driver: Driver = { clock, fakes, send: (event) => actor.send(event) };
  try {
    let previous: ModelStep | undefined;
    for (const [i, step] of path.steps.entries()) {
      const before = actor.getSnapshot();
      emitted.length = 0;
      if (previous) {
        await takeStep(entry, step, previous, driver);
        // What the real actor did from where it really was, not what the path predicted.
        visited.sources.add(sourceKey(entry, before, step.event, actor.getSnapshot()));
      }
      previous = step;
      for (const node of actor.getSnapshot()._nodes) visited.states.add(node.id);
      const problem =
        compare(actor.getSnapshot(), step.state) ??
        (check
          ? checkSpec(
              check,
              before,
              actor.getSnapshot(),
              specContext(path.input, events, i),
              emitted,
              emittedEvents,
            )
          : null);
      if (problem) {
        throw new Error(
          `${entry.name} ${path.name}\n  at step ${i} (${describeEvent(step.event)}): ${problem}`,
        );
      }
    }
  } finally {
    actor.stop();
  }
}

interface Driver {
  clock: SimulatedClock;
  fakes: FakeActors;
  send: (event: ModelStep['event']) => void;
}

/** `xstate.after.*` → advance the clock; done/error of an invocation → settle its fake; else send. */
async function takeStep(entry: AnyModelEntry, step: ModelStep, previous: ModelStep, driver: Driver) {
  const index = indexMachine(entry.machine);
  const { event } = step;
  const invoke = index.invokes.get(event.type);
  if (event.type.startsWith('xstate.after.')) {
    driver.clock.increment(delayMs(entry.machine, index.delays.get(event.type), previous));
  } else if (invoke) {
    const { output, error } = event as { output?: unknown; error?: unknown };
    driver.fakes.settle(invoke.id, invoke.end === 'done' ? { output } : { error });
    await flush();
  } else {
    driver.send(event);
  }
}

/** A configured delay in ms: a number, a name in `setup({ delays })`, or a function of context. */
export function delayMs(machine: AnyStateMachine, delay: unknown, previous: ModelStep): number {
  const resolved = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  const args = { context: previous.state.context, event: previous.event };
  const ms = typeof resolved === 'function' ? resolved(args, undefined) : resolved;
  if (typeof ms !== 'number') throw new Error(`Cannot resolve the delay ${String(delay)}`);
  return ms;
}

/** The spec's verdict on one step: the state it leads to, then what is observed there. */
export function checkSpec(
  { spec, covered }: SpecCheck,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  context: ReturnType<typeof specContext>,
  emitted: string[],
  emittedEvents: EventObject[] = [],
): string | null {
  let to: string;
  try {
    if (context.label === 'init') to = initialState(spec, context);
    else {
      const found = expectedTarget(spec, before, context);
      covered.usedRules.add(found.rule);
      to = found.to;
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (!matchesKey(after, to)) {
    return `the spec expects ${to} after "${context.label}", the machine is in ${JSON.stringify(after.value)}`;
  }
  const leaves = leafKeys(after);
  const unspecified = leaves.filter((leaf) => !hasObservation(spec, leaf));
  if (unspecified.length) return `the spec says nothing about what is observed in ${unspecified.join(', ')}`;
  const expected = expectedObservation(spec, leaves, context);
  // What a caller of any machine sees, whatever its view reads: the events emitted by this step.
  const seen = { emitted: [...emitted], ...spec.view(after, [...emitted], [...emittedEvents]) };
  const problems = differences(expected, seen);
  if (problems.length) return `in ${to}: ${problems.join('; ')}`;
  for (const leaf of leaves) covered.checkedStates.add(leaf);
  return null;
}

function compare(real: AnyMachineSnapshot, expected: AnyMachineSnapshot): string | null {
  if (!isDeepStrictEqual(real.value, expected.value)) {
    return `value ${JSON.stringify(real.value)}, expected ${JSON.stringify(expected.value)}`;
  }
  if (real.status !== expected.status) return `status ${real.status}, expected ${expected.status}`;
  if (!isDeepStrictEqual(real.context, expected.context)) {
    return `context ${JSON.stringify(real.context)}, expected ${JSON.stringify(expected.context)}`;
  }
  return null;
}

/** Records the state nodes and transitions of every microstep of the root machine, `always` included. */
function recorder(machine: AnyStateMachine, visited: Visited) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.microstep') return;
    const snapshot = inspection.snapshot as AnyMachineSnapshot;
    if (snapshot.machine !== machine) return;
    for (const node of snapshot._nodes) visited.states.add(node.id);
    for (const transition of inspection._transitions) {
      visited.states.add(transition.source.id);
      visited.transitions.add(transitionKey(transition));
    }
  };
}
