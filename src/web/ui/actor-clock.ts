import type { ActorOptions, AnyActorLogic } from 'xstate';

/** A machine's clock: xstate's own timers in the app, a SimulatedClock in the model-based UI replays. */
export type ActorClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/**
 * Actor options with a clock only when one is given: xstate spreads options over its defaults, so
 * `clock: undefined` would replace its timer and crash the first delay.
 */
export function withClock<T extends object>(options: T, clock: ActorClock | undefined): T {
  return clock ? { ...options, clock } : options;
}
