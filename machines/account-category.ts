import { assign, emit, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { otherCategory } from '../src/domain/applications/category.ts';
import { newApplicationRoute } from '../src/domain/applications/steps.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

export interface AccountCategoryContext {
  /** The account's category; null until the user chose one. */
  category: Category | null;
  /** The welcome dialog's choice, before Save. */
  choice: Category | null;
  /** New Application was pressed before a category existed: start once the welcome dialog is saved. */
  startAfterSave: boolean;
  /** A category was just saved (the view says so until the next change). */
  saved: boolean;
  error: FlowError | null;
}

export type AccountCategoryEvent =
  | { type: 'CHOOSE'; category: Category }
  | { type: 'SAVE' }
  | { type: 'DISMISS' }
  | { type: 'SWITCH' }
  | { type: 'YES' }
  | { type: 'NO' }
  | { type: 'START' };

/**
 * Emitted when a new application starts, once `keepNewApplication` has kept id -1 and the category
 * for the steps (spec §3 session values): the view goes to `to`, the category's personal step.
 */
export type AccountCategoryEmitted = { type: 'startApplication'; category: Category; to: string };

export interface AccountCategoryInput {
  /** The category of the stored user, shown while the fresh one loads. */
  category: Category | null;
}

/**
 * The account category on the applications home (spec §2, §4): on load the fresh category is read;
 * without one the first-visit dialog 'Welcome! You are...' asks International or Domestic. The
 * '{category} Student' label starts a switch that asks 'Do you change the account category to
 * {X} Student?'. The welcome dialog may be closed unanswered: the label then offers the choice again,
 * and New Application (which needs a category) opens it first and starts once it is saved.
 */
export const accountCategoryMachine = setup({
  types: {
    context: {} as AccountCategoryContext,
    events: {} as AccountCategoryEvent,
    input: {} as AccountCategoryInput,
    emitted: {} as AccountCategoryEmitted,
  },
  actors: {
    /** The account's category as the server has it now (null: never chosen). */
    loadCategory: fromPromise<Category | null>(notProvided('loadCategory')),
    /** Stores the category on the account (and the kept user); resolves with the stored value. */
    saveCategory: fromPromise<Category, { category: Category }>(notProvided('saveCategory')),
  },
  actions: {
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    saved: assign({
      category: ({ event }) => (event as unknown as { output: Category }).output,
      saved: true,
      choice: null,
      error: null,
    }),
    /** Keeps id -1 and `context.category` for the steps; the web app provides it. */
    keepNewApplication: () => undefined,
    emitStart: emit(({ context }) => ({
      type: 'startApplication' as const,
      category: context.category as Category,
      to: newApplicationRoute(context.category as Category),
    })),
  },
  guards: {
    hasCategory: ({ context }) => context.category !== null,
    hasChoice: ({ context }) => context.choice !== null,
    startAfterSave: ({ context }) => context.startAfterSave,
  },
}).createMachine({
  id: 'accountCategory',
  context: ({ input }) => ({
    category: input.category,
    choice: null,
    startAfterSave: false,
    saved: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadCategory',
        onDone: { target: 'checking', actions: assign({ category: ({ event }) => event.output }) },
        // The stored category stands in; the client has already shown what went wrong.
        onError: 'checking',
      },
    },
    checking: { always: [{ guard: 'hasCategory', target: 'ready' }, { target: 'welcome' }] },
    welcome: {
      initial: 'choosing',
      exit: assign({ choice: null, error: null }),
      states: {
        choosing: {
          on: {
            CHOOSE: { actions: assign({ choice: ({ event }) => event.category }) },
            SAVE: { guard: 'hasChoice', target: 'saving' },
            DISMISS: { target: '#accountCategory.ready', actions: assign({ startAfterSave: false }) },
          },
        },
        saving: {
          entry: 'clearError',
          invoke: {
            src: 'saveCategory',
            input: ({ context }) => ({ category: context.choice as Category }),
            onDone: [
              {
                guard: 'startAfterSave',
                target: '#accountCategory.ready',
                actions: ['saved', 'keepNewApplication', 'emitStart'],
              },
              { target: '#accountCategory.ready', actions: 'saved' },
            ],
            onError: { target: 'choosing', actions: 'setError' },
          },
        },
      },
    },
    ready: {
      on: {
        // The label starts a switch; without a category (the welcome dialog was closed) it asks again.
        SWITCH: [
          { guard: 'hasCategory', target: 'confirming' },
          { target: 'welcome', actions: assign({ startAfterSave: false, saved: false }) },
        ],
        START: [
          { guard: 'hasCategory', actions: ['keepNewApplication', 'emitStart'] },
          { target: 'welcome', actions: assign({ startAfterSave: true, saved: false }) },
        ],
      },
    },
    confirming: {
      entry: assign({ saved: false }),
      on: {
        YES: 'switching',
        NO: { target: 'ready', actions: 'clearError' },
      },
    },
    switching: {
      entry: 'clearError',
      invoke: {
        src: 'saveCategory',
        input: ({ context }) => ({ category: otherCategory(context.category as Category) }),
        onDone: { target: 'ready', actions: 'saved' },
        onError: { target: 'confirming', actions: 'setError' },
      },
    },
  },
});
