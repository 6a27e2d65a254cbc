import { assign, emit, fromPromise, setup } from 'xstate';
import { toFlowError } from '../src/domain/api-error.ts';
import {
  AUTOSAVE_MS,
  type DiscardDraftRequest,
  type DraftSaved,
  type DraftTarget,
  type SaveDraftRequest,
} from '../src/domain/applications/drafts.ts';
import { Code } from '../src/domain/envelope.ts';
import { notProvided } from './not-provided.ts';

/**
 * A step's drafts (issue 8 "Leaving and coming back"; issue 26 moved them here from the view): the
 * form reports each change (EDIT); `autosave` after the last change a draft of the form as typed is
 * kept (one at a time; changes meanwhile go in the next); a Save waits for a draft on its way, since
 * the save deletes the draft (SUBMIT → `submit` once none is on its way); the restored draft is an
 * unsaved change and can be discarded (DISCARD → `discarded`: the form goes back to the saved values);
 * the step's save makes the form clean (SAVED).
 *
 *   clean | kept —EDIT→ waiting —after autosave→ keeping → kept | waiting (changed meanwhile) | failed
 *   any but keeping —SUBMIT→ emits submit; keeping —SUBMIT→ emits submit once the draft landed
 *   restored —DISCARD→ discarding → clean (emits discarded) | restored (discardFailed, till the next try)
 */

export interface StepDraftInput {
  /** Which draft (the step, the application, its category and version); null: the step keeps none. */
  target: DraftTarget | null;
  /** When the restored draft was kept; null when the load restored none. */
  restored: string | null;
}

/** How the last draft went: kept at, or refused (the server's message) or failed (null message). */
export type DraftNote = { kind: 'kept'; savedAt: string } | { kind: 'failed'; message: string | null };

export interface StepDraftContext {
  target: DraftTarget | null;
  /** The restored draft's time while it is still on the form (not discarded, not saved over). */
  restored: string | null;
  /** The form holds changes not saved: typed since the last save, or a restored draft. */
  unsaved: boolean;
  /** The form's values as last typed, unvalidated: what the next draft keeps. */
  typed: Record<string, unknown> | null;
  /** Changes since the form opened; `sent` the revision of the draft on its way, `kept` the last kept. */
  revision: number;
  sent: number;
  kept: number;
  note: DraftNote | null;
  discardFailed: boolean;
  /** A Save came while a draft was on its way: it goes once the draft has landed. */
  submitWaiting: boolean;
}

export type StepDraftEvent =
  | { type: 'EDIT'; values: Record<string, unknown> }
  | { type: 'SUBMIT' }
  | { type: 'DISCARD' }
  /** The step saved (under this id, now at this version): the server deleted the draft with it. */
  | { type: 'SAVED'; id: number; version?: number };

export type StepDraftEmitted = { type: 'submit' } | { type: 'discarded' };

/** The latest draft holds every change: leaving then loses nothing (the leave question says so). */
export const draftHoldsAll = ({ context }: { context: StepDraftContext }): boolean =>
  context.unsaved && context.kept === context.revision;

// A save or a discard ends everything pending, a held save included (the step saved or starts over).
const clean = {
  unsaved: false,
  typed: null,
  revision: 0,
  sent: 0,
  kept: 0,
  note: null,
  restored: null,
  submitWaiting: false,
};

export const stepDraftMachine = setup({
  types: {
    context: {} as StepDraftContext,
    events: {} as StepDraftEvent,
    input: {} as StepDraftInput,
    emitted: {} as StepDraftEmitted,
  },
  actors: {
    /** Keeps the form as typed (unvalidated); resolves with when it was kept. */
    saveDraft: fromPromise<DraftSaved, SaveDraftRequest>(notProvided('saveDraft')),
    discardDraft: fromPromise<void, DiscardDraftRequest>(notProvided('discardDraft')),
  },
  delays: { autosave: AUTOSAVE_MS },
  actions: {
    typed: assign(({ context, event }) => ({
      typed: (event as Extract<StepDraftEvent, { type: 'EDIT' }>).values,
      unsaved: true,
      revision: context.revision + 1,
    })),
    sending: assign(({ context }) => ({ sent: context.revision })),
    kept: assign(({ context, event }) => ({
      kept: context.sent,
      note: { kind: 'kept' as const, savedAt: (event as unknown as { output: DraftSaved }).output.savedAt },
    })),
    failed: assign({
      // A refusal (too large, no longer editable) says why; anything else is the network.
      note: ({ event }) => {
        const failure = toFlowError((event as { error?: unknown }).error);
        return {
          kind: 'failed' as const,
          message: failure.code === Code.Refused ? failure.message || null : null,
        };
      },
    }),
    waitSubmit: assign({ submitWaiting: true }),
    submitted: assign({ submitWaiting: false }),
    emitSubmit: emit({ type: 'submit' as const }),
    saved: assign(({ context, event }) => {
      const { id, version } = event as Extract<StepDraftEvent, { type: 'SAVED' }>;
      const target = context.target && {
        ...context.target,
        applicationId: id,
        version: version ?? context.target.version,
      };
      return { ...clean, target };
    }),
    discarded: assign({ ...clean, discardFailed: false }),
    emitDiscarded: emit({ type: 'discarded' as const }),
    discardFailed: assign({ discardFailed: true }),
    discardTried: assign({ discardFailed: false }),
  },
  guards: {
    keepsDrafts: ({ context }) => context.target !== null,
    hasRestored: ({ context }) => context.restored !== null,
    submitWaiting: ({ context }) => context.submitWaiting,
    changedMeanwhile: ({ context }) => context.revision > context.sent,
  },
}).createMachine({
  id: 'stepDraft',
  context: ({ input }) => ({
    ...clean,
    target: input.target,
    restored: input.restored,
    // A restored draft is a change not saved yet: leaving asks (it is kept, so nothing is lost).
    unsaved: input.restored !== null,
    discardFailed: false,
    submitWaiting: false,
  }),
  initial: 'idle',
  on: {
    SUBMIT: { actions: 'emitSubmit' },
    SAVED: { target: '.idle', actions: 'saved' },
  },
  states: {
    idle: {
      on: {
        EDIT: [
          { guard: 'keepsDrafts', target: 'waiting', actions: 'typed' },
          // A step that keeps no draft still counts its changes (the leave question).
          { actions: 'typed' },
        ],
        DISCARD: { guard: 'hasRestored', target: 'discarding' },
      },
    },
    /** A change not kept yet: a draft is kept `autosave` after the last one. */
    waiting: {
      after: { autosave: 'keeping' },
      on: {
        // Each change starts the wait again.
        EDIT: { target: 'waiting', reenter: true, actions: 'typed' },
        // The save goes now, and deletes the draft: no draft after it.
        SUBMIT: { target: 'idle', actions: 'emitSubmit' },
        DISCARD: { guard: 'hasRestored', target: 'discarding' },
      },
    },
    keeping: {
      entry: 'sending',
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ ...(context.target as DraftTarget), form: context.typed ?? {} }),
        onDone: [
          { guard: 'submitWaiting', target: 'idle', actions: ['kept', 'submitted', 'emitSubmit'] },
          { guard: 'changedMeanwhile', target: 'waiting', actions: 'kept' },
          { target: 'idle', actions: 'kept' },
        ],
        onError: [
          { guard: 'submitWaiting', target: 'idle', actions: ['failed', 'submitted', 'emitSubmit'] },
          { guard: 'changedMeanwhile', target: 'waiting', actions: 'failed' },
          { target: 'idle', actions: 'failed' },
        ],
      },
      on: {
        // Kept by the next draft, once this one has landed.
        EDIT: { actions: 'typed' },
        // The save deletes the draft: it goes after the draft has landed, never beside it.
        SUBMIT: { actions: 'waitSubmit' },
      },
    },
    discarding: {
      // A new try: the last one's failure is no longer news while this one is on its way.
      entry: 'discardTried',
      invoke: {
        src: 'discardDraft',
        input: ({ context }) => context.target as DraftTarget,
        onDone: { target: 'idle', actions: ['discarded', 'emitDiscarded'] },
        onError: { target: 'idle', actions: 'discardFailed' },
      },
      on: { EDIT: { actions: 'typed' } },
    },
  },
});
