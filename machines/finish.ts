import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { FINISH_COUNTDOWN_SECONDS } from '../src/domain/submission/constants.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

export interface FinishInput {
  id: number;
  category: Category;
  /** Seconds before going home; by default the spec's 5 (§9). */
  seconds?: number;
}

export interface FinishContext {
  id: number;
  category: Category;
  /** Seconds left before going to the applications home; one less every second. */
  secondsLeft: number;
  /** The application's reference (APP-2026-000123) once loaded; null before, or when it could not be. */
  reference: string | null;
  /** The student's name as the application gives it ('Mei Chen'); null until loaded. */
  student: string | null;
}

/** What the finish screen loads: the reference (null when it has none) and the student's name. */
export interface FinishFacts {
  reference: string | null;
  student: string | null;
}

export type FinishEvent = { type: 'PAUSE' } | { type: 'RESUME' };

/** The countdown ended: the view replaces the address with /potential/home (spec §2, §4). */
export type FinishEmitted = { type: 'home' };

/**
 * The finish screen (spec §2 Finish screens, §4, §9): a countdown of 5 seconds, one tick a second,
 * that can be paused and resumed (WCAG 2.2.1), then `home`. Beside it, the application's reference is
 * loaded (the summary detail carries it once submitted); the countdown does not wait for it.
 */
export const finishMachine = setup({
  types: {
    context: {} as FinishContext,
    events: {} as FinishEvent,
    input: {} as FinishInput,
    emitted: {} as FinishEmitted,
  },
  actors: {
    /** The submitted application's reference and student (getDetailOfSummary/{id}). */
    loadReference: fromPromise<FinishFacts, { id: number }>(notProvided('loadReference')),
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    keepReference: assign(({ event }) => {
      const facts = (event as unknown as { output: FinishFacts | null }).output;
      return { reference: facts?.reference ?? null, student: facts?.student ?? null };
    }),
    emitHome: emit({ type: 'home' as const }),
  },
  guards: {
    moreToCount: ({ context }) => context.secondsLeft > 1,
  },
  delays: { second: 1000 },
}).createMachine({
  id: 'finish',
  context: ({ input }) => ({
    id: input.id,
    category: input.category,
    secondsLeft: input.seconds ?? FINISH_COUNTDOWN_SECONDS,
    reference: null,
    student: null,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      states: {
        reference: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                src: 'loadReference',
                input: ({ context }) => ({ id: context.id }),
                onDone: { target: 'shown', actions: 'keepReference' },
                onError: { target: 'unavailable' },
              },
            },
            shown: {},
            unavailable: {},
          },
        },
        countdown: {
          initial: 'counting',
          states: {
            counting: {
              on: { PAUSE: { target: 'paused' } },
              after: {
                second: [
                  { guard: 'moreToCount', target: 'counting', reenter: true, actions: 'tick' },
                  { target: '#finish.done', actions: 'tick' },
                ],
              },
            },
            /** Stopped by the person (WCAG 2.2.1); RESUME counts on from the same second. */
            paused: { on: { RESUME: { target: 'counting' } } },
          },
        },
      },
    },
    /** The countdown ended: the screen goes home (the reference call, if still out, is dropped). */
    done: { entry: 'emitHome' },
  },
});

export type FinishSnapshot = SnapshotFrom<typeof finishMachine>;
