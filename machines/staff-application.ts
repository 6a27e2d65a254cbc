import { assign, emit, enqueueActions, type SnapshotFrom, setup } from 'xstate';
import type { StepKey } from '../src/domain/applications/steps.ts';
import { drawsStepScreen } from '../src/domain/backoffice/application-page.ts';
import { queueAddressOf, queuePlaceOf } from '../src/domain/backoffice/queue-address.ts';
import type { Category } from '../src/domain/user.ts';

export interface StaffApplicationInput {
  category: Category;
  /** The application's id; -1 for one staff are making (its first save gives it an id). */
  id: number;
  /** The step the address names (`?step=`), or Personal. */
  step: StepKey;
  /** The queue's address staff opened the application from (its filters and page): Finish returns there. */
  queue?: string;
}

export interface StaffApplicationContext {
  category: Category;
  id: number;
  /** The step shown. */
  step: StepKey;
  /** The step's form has changes not saved yet (the step screen reports it). */
  dirty: boolean;
  /** The step staff asked for while the form had unsaved changes: the question is open. */
  pending: StepKey | null;
  /** The step the last save moved to (for 'Saved. Next: …'); null once staff pick a step. */
  saved: StepKey | null;
  /**
   * Saves made in this container: each changes the application's version, so the decision panel
   * reloads its history and version after one (a decision is made from the version it loaded).
   */
  saves: number;
  /** The queue's address to go back to ('' for the whole queue). */
  queue: string;
}

export type StaffApplicationEvent =
  /** The embedded step saved; the flow machine's `next` names the step that follows. */
  | { type: 'NEXT'; step: StepKey; id: number }
  /** The step's form changed, or its changes were saved or dropped. */
  | { type: 'DIRTY'; dirty: boolean }
  /** Staff picked a step in the breadcrumb. */
  | { type: 'PICK'; step: StepKey }
  /** The address changed under the container (Back, Forward): it names this step. */
  | { type: 'ADDRESS'; step: StepKey }
  /** The answers to 'Leave this step?'. */
  | { type: 'LEAVE' }
  | { type: 'STAY' }
  /** Staff are done with the application: back to the queue. */
  | { type: 'FINISH' };

export type StaffApplicationEmitted =
  /** Write the address for this step (a new entry, or in place of the current one). */
  | { type: 'address'; step: StepKey; id: number; replace: boolean }
  /** Go back to the queue, to the filters and page it was left at. */
  | { type: 'queue'; address: string };

/** The question's words (issue 25). */
export const LEAVE_STEP_QUESTION = 'Leave this step?';
export const LEAVE_STEP_TEXT = 'Your changes are not saved.';

/**
 * The staff back office's container for one application (DESIGN.md "Machines": staff whose embedding
 * container consumes `next` events). It holds the step shown: a step's save moves it to the step the
 * flow names (after the summary's, Finish: the end of the steps), staff pick any step (asked first
 * when the form has unsaved changes), the address follows it (emitted `address`; Back/Forward come
 * back as ADDRESS), and FINISH ends it (`queue`).
 */
export const staffApplicationMachine = setup({
  types: {
    context: {} as StaffApplicationContext,
    events: {} as StaffApplicationEvent,
    input: {} as StaffApplicationInput,
    emitted: {} as StaffApplicationEmitted,
  },
  actions: {
    /**
     * A new application's first save gave it an id: its address (-1) is replaced by the saved one's
     * first, so Back returns to the saved step rather than to a new application.
     */
    emitSavedId: enqueueActions(({ context, event, enqueue }) => {
      const { id } = event as Extract<StaffApplicationEvent, { type: 'NEXT' }>;
      if (id > 0 && id !== context.id) {
        enqueue.emit({ type: 'address', step: context.step, id, replace: true });
      }
    }),
    keepNext: assign(({ context, event }) => {
      const next = event as Extract<StaffApplicationEvent, { type: 'NEXT' }>;
      return {
        step: next.step,
        id: next.id > 0 ? next.id : context.id,
        saved: next.step,
        saves: context.saves + 1,
        dirty: false,
      };
    }),
    keepDirty: assign({
      dirty: ({ event }) => (event as Extract<StaffApplicationEvent, { type: 'DIRTY' }>).dirty,
    }),
    ask: assign({ pending: ({ event }) => (event as { step: StepKey }).step }),
    go: assign(({ event }) => ({
      step: (event as { step: StepKey }).step,
      saved: null,
      dirty: false,
      pending: null,
    })),
    goPending: assign(({ context }) => ({
      step: context.pending ?? context.step,
      saved: null,
      dirty: false,
      pending: null,
    })),
    forget: assign({ pending: null }),
    emitAddress: emit(({ context }) => ({
      type: 'address' as const,
      step: context.step,
      id: context.id,
      replace: false,
    })),
    /** Staff stayed after Back/Forward: the address is put back on the step they stay on. */
    emitAddressBack: emit(({ context }) => ({
      type: 'address' as const,
      step: context.step,
      id: context.id,
      replace: true,
    })),
    emitQueue: emit(({ context }) => ({ type: 'queue' as const, address: context.queue })),
  },
  guards: {
    here: ({ context, event }) => (event as { step: StepKey }).step === context.step,
    dirty: ({ context }) => context.dirty,
    onAForm: ({ context }) => drawsStepScreen(context.step),
  },
}).createMachine({
  id: 'staffApplication',
  context: ({ input }) => ({
    category: input.category,
    id: input.id,
    step: input.step,
    // Only a queue address's own parameters: what came with the link is never followed as it is.
    queue: queueAddressOf(queuePlaceOf(input.queue ?? '')),
    dirty: false,
    pending: null,
    saved: null,
    saves: 0,
  }),
  initial: 'onStep',
  states: {
    /** A step's form (or, at Finish, the end of the steps). */
    onStep: {
      on: {
        // At Finish there is no step form whose save could move on.
        NEXT: { guard: 'onAForm', target: 'onStep', actions: ['emitSavedId', 'keepNext', 'emitAddress'] },
        DIRTY: { actions: 'keepDirty' },
        PICK: [
          { guard: 'here' },
          { guard: 'dirty', target: 'asking.afterPick', actions: 'ask' },
          { target: 'onStep', actions: ['go', 'emitAddress'] },
        ],
        // The address has moved already: nothing to write back.
        ADDRESS: [
          { guard: 'here' },
          { guard: 'dirty', target: 'asking.afterAddress', actions: 'ask' },
          { target: 'onStep', actions: 'go' },
        ],
        // Leaving for the queue with unsaved changes is the step's own leave question (a new page).
        FINISH: { target: 'done' },
      },
    },
    /** 'Leave this step? Your changes are not saved.' */
    asking: {
      initial: 'afterPick',
      states: {
        /** Staff picked a step in the breadcrumb. */
        afterPick: {
          on: {
            LEAVE: { target: '#staffApplication.onStep', actions: ['goPending', 'emitAddress'] },
            STAY: { target: '#staffApplication.onStep', actions: 'forget' },
          },
        },
        /** Back or Forward: the address already names the step asked for. */
        afterAddress: {
          on: {
            LEAVE: { target: '#staffApplication.onStep', actions: 'goPending' },
            STAY: { target: '#staffApplication.onStep', actions: ['forget', 'emitAddressBack'] },
          },
        },
      },
    },
    done: { type: 'final', entry: 'emitQueue' },
  },
});

export type StaffApplicationSnapshot = SnapshotFrom<typeof staffApplicationMachine>;
