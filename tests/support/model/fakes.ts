import { type AnyActorLogic, fromPromise } from 'xstate';

/** A call a fake actor received: which actor, which invocation, with what input. */
export interface FakeCall {
  src: string;
  id: string;
  input: unknown;
}

/** Fake actors whose promises stay pending until the test settles them, one invocation at a time. */
export interface FakeActors {
  /** Pass to `machine.provide({ actors })`. */
  actors: Record<string, AnyActorLogic>;
  calls: FakeCall[];
  /** Resolves or rejects the running invocation `id` (the invoke id, as in `xstate.done.actor.<id>`). */
  settle(id: string, outcome: { output: unknown } | { error: unknown }): void;
  /** Ids of invocations started and not yet settled. */
  pending(): string[];
}

export function createFakeActors(srcNames: Iterable<string>): FakeActors {
  const running = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const calls: FakeCall[] = [];
  const actors: Record<string, AnyActorLogic> = {};
  for (const src of srcNames) {
    actors[src] = fromPromise<unknown, unknown>(
      ({ input, self, signal }) =>
        new Promise((resolve, reject) => {
          const call = { resolve, reject };
          calls.push({ src, id: self.id, input });
          running.set(self.id, call);
          // Leaving the state stops the invocation: it can no longer be settled.
          signal.addEventListener('abort', () => running.get(self.id) === call && running.delete(self.id));
        }),
    );
  }
  return {
    actors,
    calls,
    settle(id, outcome) {
      const call = running.get(id);
      if (!call) throw new Error(`No running invocation "${id}" to settle (running: ${[...running.keys()]})`);
      running.delete(id);
      if ('error' in outcome) call.reject(outcome.error);
      else call.resolve(outcome.output);
    },
    pending: () => [...running.keys()],
  };
}

/** Lets settled promises reach the actor: the fake's `then`, the child's done event, the parent's step. */
export function flush(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
