import { isDeepStrictEqual } from 'node:util';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type InspectionEvent,
  SimulatedClock,
} from 'xstate';
import { describeEvent } from './events.ts';
import { createFakeActors, type FakeActors, flush } from './fakes.ts';
import { indexMachine, transitionKey } from './machine-index.ts';
import { type AnyModelEntry, createVisited, type ModelPath, type ModelStep, type Visited } from './types.ts';

/**
 * Replays a generated path on a real actor (fake actors, simulated clock) and checks after every
 * step that value, status and context are what the model predicted. Records what it visits.
 */
export async function replayPath(
  entry: AnyModelEntry,
  path: ModelPath,
  visited: Visited = createVisited(),
): Promise<void> {
  const clock = new SimulatedClock();
  const fakes = createFakeActors(Object.keys(entry.machine.implementations.actors));
  const machine = entry.machine.provide({ actors: fakes.actors });
  const actor = createActor(machine, { clock, input: path.input, inspect: recorder(machine, visited) });
  actor.subscribe({ error: () => {} }); // a crash shows up as status "error" in the step check
  actor.start();
  const driver: Driver = { clock, fakes, send: (event) => actor.send(event) };
  try {
    let previous: ModelStep | undefined;
    for (const [i, step] of path.steps.entries()) {
      if (previous) await takeStep(entry, step, previous, driver);
      previous = step;
      for (const node of actor.getSnapshot()._nodes) visited.states.add(node.id);
      const problem = compare(actor.getSnapshot(), step.state);
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
