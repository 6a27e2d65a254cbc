import { type AnyStateMachine, createActor, type InputFrom, SimulatedClock } from 'xstate';
import { createFakeActors, flush } from './fakes.ts';

/**
 * A provided machine on a simulated clock with controllable fakes, for focused behaviour tests:
 * `resolve('sendCode', output)` / `reject('sendCode', error)` settle the running call of that actor.
 */
export function drive<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const clock = new SimulatedClock();
  const fakes = createFakeActors(Object.keys(machine.implementations.actors));
  const actor = createActor(machine.provide({ actors: fakes.actors }), { clock, input });
  actor.subscribe({ error: () => {} });
  actor.start();

  const running = (src: string) => {
    const call = fakes.calls.findLast((c) => c.src === src && fakes.pending().includes(c.id));
    if (!call) throw new Error(`No running call of "${src}"`);
    return call;
  };
  return {
    actor,
    clock,
    /** Every call the fakes received, in order, with its input. */
    calls: fakes.calls,
    snapshot: () => actor.getSnapshot(),
    async resolve(src: string, output?: unknown) {
      fakes.settle(running(src).id, { output });
      await flush();
    },
    async reject(src: string, error: unknown) {
      fakes.settle(running(src).id, { error });
      await flush();
    },
    /** Names of actors with a call in progress. */
    running: () => fakes.calls.filter((c) => fakes.pending().includes(c.id)).map((c) => c.src),
  };
}
