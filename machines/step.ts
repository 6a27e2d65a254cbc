import {
  type ActionFunction,
  type AnyActorRef,
  assign,
  type EventObject,
  emit,
  fromPromise,
  type GuardPredicate,
  type MachineContext,
  type MetaObject,
  type ParameterizedObject,
  type PromiseActorLogic,
  type ProvidedActor,
  type StateMachine,
  type StateNodeConfig,
  type StateSchema,
  setup,
  type TransitionsConfig,
  type UnknownActorLogic,
} from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import type { DraftStep, StepDraft } from '../src/domain/applications/drafts.ts';
import { canEditAs, type StatusKey, toStatusKey } from '../src/domain/applications/status.ts';
import type { Mode } from '../src/domain/mode.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

/**
 * The step machine factory (DESIGN.md "Steps"): every application step loads, may fail to load and
 * retry, shows its form, saves it and says it saved. A step adds only its own states (pre-fill,
 * confirmations), actors, actions and guards.
 *
 *   loading → ready.idle | loadFailed (RETRY → loading)
 *   ready.idle | ready.saved —SAVE { values }→ ready.saving → ready.saved (emits `saved { id }`) | ready.idle (error)
 *
 * Drafts (issue 8): a load may carry the person's draft of the step (typed, never validated). The
 * form then opens with the draft's values over the saved ones, and `context.draft` keeps when it was
 * kept and the saved values it covers (what "Discard draft" goes back to). A successful save deletes
 * the draft on the server, so it clears `context.draft` too. Issue 26: a stale draft (the application
 * changed since it was kept) is not laid over the form but kept in `staleDraft` (when it was kept), so
 * the screen says why. A step that keeps drafts opens in `ready.readOnly` when its application is no
 * longer being edited by this mode (guard `notEditable`): the form is shown, and no event changes it.
 * Autosave, discard and unsaved changes are the step draft machine's (machines/step-draft.ts).
 *
 *   loading —done load, notEditable→ ready.readOnly (final for the visit: nothing may be saved)
 */

export const BUSY = 'busy';
export const SAVED = 'saved';
export type StepTag = typeof BUSY | typeof SAVED;

/**
 * Whether the step tells the person it saved: only in the staff container, where a save leaves the
 * step on screen (staff move on by `next` events); an applicant's or agent's save leads to the next
 * step.
 */
export function showsSavedNotice(snapshot: {
  hasTag(tag: StepTag): boolean;
  context: { mode: Mode };
}): boolean {
  return snapshot.hasTag(SAVED) && snapshot.context.mode === 'staff';
}

export interface StepInput {
  /** The application id from the route: -1 for a new application. */
  id: number;
  /** The version of the step (the route's category). */
  category: Category;
  mode: Mode;
  editOffer?: boolean;
}

/** What every step's load call answers beside the step's own data. */
export interface StepLoad {
  /** The application status as the server spells it; null for a new application. */
  status: string | null;
  applicationCategory: Category | null;
  id: number;
  /** The application's version (optimistic locking); 0 for a new application. */
  version: number;
  /** The person's draft of this step (render/edit's `drafts[step]`), if any: laid over the saved form. */
  draft?: StepDraft | null;
}

/** What the load call gets: the application (-1 new) and, for a new one, whose drafts (the route's category). */
export interface StepLoadInput {
  id: number;
  /** Always sent by the machine; optional so a load written for `{ id }` alone still fits. */
  category?: Category;
}

/** A draft the load restored: when it was kept, and the saved values it was laid over. */
export interface RestoredDraft<TForm> {
  /** ISO 8601. */
  savedAt: string;
  /** The form as saved, without the draft: what "Discard draft" goes back to. */
  saved: TForm;
}

/** What a save answers: the application's id and its new version. */
export interface StepSaved {
  id: number;
  version: number;
}

/** What the save actor gets: the form's values, the application id and the version they were loaded at. */
export type StepSaveInput<TForm> = TForm & { applicationId: number; version: number };

/** The context every step has. */
export interface StepBaseContext<TForm> {
  /** -1 until the first save answers with the application's id. */
  id: number;
  category: Category;
  mode: Mode;
  editOffer: boolean;
  /** Kept for the session (spec §3); null for a new application. */
  status: StatusKey | null;
  /** The loaded application's category (null for a new one). */
  applicationCategory: Category | null;
  /** The version the next save sends: the load's, then each save's answer. */
  version: number;
  /**
   * The values the form shows. Replaced on load and by the values of a SAVE (so a failed save keeps
   * what was typed): the view resets the form when this object changes.
   */
  form: TForm;
  /** The failed load or save; a 406's field messages are in `error.fieldErrors`. */
  error: FlowError | null;
  /** The draft the load laid over the saved form; null when none, and after a successful save. */
  draft: RestoredDraft<TForm> | null;
  /** The step keeps drafts (and opens read-only once its application is no longer being edited). */
  draftStep: DraftStep | null;
  /** When the draft not restored was kept: the application changed since (issue 26). */
  staleDraft: string | null;
}

export type StepContext<TForm, TExtra> = StepBaseContext<TForm> & TExtra;

export type StepBaseEvent<TForm> =
  | { type: 'RETRY' }
  /** Values already validated by the form. */
  | { type: 'SAVE'; values: TForm };

/** The step saved: the view sends the flow machine `SAVED { id }`. */
export type StepEmitted = { type: 'saved'; id: number };

export type StepBaseActors<TForm, TLoad> = {
  load: PromiseActorLogic<TLoad, StepLoadInput>;
  save: PromiseActorLogic<StepSaved, StepSaveInput<TForm>>;
};

/** The `ProvidedActor` union xstate derives from `setup({ actors })`. */
export type ProvidedActors<TActors extends Record<string, UnknownActorLogic>> = {
  [K in keyof TActors & string]: { src: K; logic: TActors[K]; id: string | undefined };
}[keyof TActors & string];

export type StepStateValue<TReady extends string> =
  | 'loading'
  | 'loadFailed'
  | { ready: 'idle' | 'saving' | 'saved' | 'readOnly' | TReady };

/** The machine the factory makes, typed as xstate would type it had it been written by hand. */
export type StepMachine<
  TForm,
  TLoad,
  TExtra,
  TEvent extends EventObject,
  TActors extends Record<string, UnknownActorLogic>,
  TReady extends string,
> = StateMachine<
  StepContext<TForm, TExtra>,
  StepBaseEvent<TForm> | TEvent,
  Record<string, AnyActorRef | undefined>,
  ProvidedActors<StepBaseActors<TForm, TLoad> & TActors>,
  ParameterizedObject,
  ParameterizedObject,
  never,
  StepStateValue<TReady>,
  StepTag,
  StepInput,
  unknown,
  StepEmitted,
  MetaObject,
  StateSchema
>;

type Actors<TForm, TLoad, TActors extends Record<string, UnknownActorLogic>> = ProvidedActors<
  StepBaseActors<TForm, TLoad> & TActors
>;

/** A step's own action, typed with the step's context and events. */
export type StepAction<TContext extends MachineContext, TEvent extends EventObject> = ActionFunction<
  TContext,
  TEvent,
  TEvent,
  undefined,
  ProvidedActor,
  ParameterizedObject,
  ParameterizedObject,
  never,
  StepEmitted
>;

export interface StepDefinition<
  TForm extends { applicationId: number },
  TLoad extends StepLoad,
  TExtra extends MachineContext,
  TEvent extends EventObject,
  TActors extends Record<string, UnknownActorLogic>,
  TReady extends string,
> {
  /** The machine id (e.g. 'personalDetails'). */
  id: string;
  /** The step keeps drafts under this key; such a step opens read-only when not editable. */
  draftStep?: DraftStep;
  /** Types only: `{} as { form: …; load: …; context: …; events: … }`. */
  types: { form: TForm; load: TLoad; context: TExtra; events: TEvent };
  /** The step's own context beside the shared fields, before the load answered. */
  context: (input: StepInput) => TExtra;
  /** The form before the load answered (the view does not show it). */
  emptyForm: (input: StepInput) => TForm;
  /**
   * What the load answer sets beside the shared fields: at least the form. `context.id` is already
   * the kept id (the load's when above 0, else the route's).
   */
  loaded: (load: TLoad, context: StepContext<TForm, TExtra>) => Partial<TExtra> & { form: TForm };
  /** The step's own actors beside `load` and `save`. */
  actors?: TActors;
  actions?: Record<string, StepAction<StepContext<TForm, TExtra>, StepBaseEvent<TForm> | TEvent>>;
  guards?: Record<
    string,
    GuardPredicate<StepContext<TForm, TExtra>, StepBaseEvent<TForm> | TEvent, undefined, ParameterizedObject>
  >;
  /** Transitions wherever the form is open (ready.idle and ready.saved), beside SAVE. */
  formOpen?: TransitionsConfig<
    StepContext<TForm, TExtra>,
    StepBaseEvent<TForm> | TEvent,
    Actors<TForm, TLoad, TActors>,
    ParameterizedObject,
    ParameterizedObject,
    never,
    StepEmitted,
    MetaObject
  >;
  /** The step's own states inside `ready` (targets are their siblings: 'idle', 'saved', …). */
  states?: Record<
    TReady,
    StateNodeConfig<
      StepContext<TForm, TExtra>,
      StepBaseEvent<TForm> | TEvent,
      Actors<TForm, TLoad, TActors>,
      ParameterizedObject,
      ParameterizedObject,
      never,
      StepTag,
      unknown,
      StepEmitted,
      MetaObject
    >
  >;
}

type AnyStepContext = StepBaseContext<{ applicationId: number }> & MachineContext;

/** The id a load answers: its own when above 0 (a new application's first load says -1), else the route's. */
const loadedId = (loadId: number, routeId: number) => (loadId > 0 ? loadId : routeId);

type Kind = 'array' | 'object' | 'scalar';
const kindOf = (value: unknown): Kind =>
  Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'scalar';

/**
 * The saved form with a draft's values over it. A draft is never validated, but it is only the form's
 * own fields, each of the same shape as the saved one (a list stays a list, a scalar a scalar), so a
 * stale or tampered draft cannot break the form; the application id stays the load's.
 */
export function overDraft<TForm extends { applicationId: number }>(
  saved: TForm,
  draft: Record<string, unknown>,
): TForm {
  const form: Record<string, unknown> = { ...saved };
  for (const [field, value] of Object.entries(saved)) {
    if (field === 'applicationId' || !Object.hasOwn(draft, field)) continue;
    if (kindOf(draft[field]) === kindOf(value)) form[field] = draft[field];
  }
  return form as TForm;
}

/**
 * Builds a step machine: the shared states, context, actors (`load`, `save`), actions, tags and the
 * `saved { id }` emission, plus the step's own. The shared action names are `loaded`, `setError`,
 * `clearError`, `takeValues`, `keepId`, `emitSaved`; a step may use them in its own states.
 */
export function createStepMachine<
  TForm extends { applicationId: number },
  TLoad extends StepLoad,
  TExtra extends MachineContext,
  TEvent extends EventObject = never,
  TActors extends Record<string, UnknownActorLogic> = Record<never, UnknownActorLogic>,
  TReady extends string = never,
>(
  definition: StepDefinition<TForm, TLoad, TExtra, TEvent, TActors, TReady>,
): StepMachine<TForm, TLoad, TExtra, TEvent, TActors, TReady> {
  const draftStep = definition.draftStep ?? null;
  const formOpen = { SAVE: { target: 'saving', actions: 'takeValues' }, ...definition.formOpen };
  const actions = {
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    loaded: assign(({ context, event }) => {
      const step = context as AnyStepContext;
      const load = (event as unknown as { output: TLoad }).output;
      const id = loadedId(load.id, step.id);
      const own = definition.loaded(load, { ...step, id } as unknown as StepContext<TForm, TExtra>);
      // A draft older than someone else's save is not restored (it would undo that save): said instead.
      const stale = load.draft?.stale ? load.draft : null;
      const draft = stale ? null : (load.draft ?? null);
      const status = toStatusKey(load.status);
      return {
        ...own,
        form: draft ? overDraft(own.form, draft.form) : own.form,
        draft: draft ? { savedAt: draft.savedAt, saved: own.form } : null,
        staleDraft: stale?.savedAt ?? null,
        id,
        version: load.version,
        status,
        applicationCategory: load.applicationCategory,
        error: null,
      };
    }),
    takeValues: assign({ form: ({ event }) => (event as unknown as { values: unknown }).values }),
    keepId: assign(({ context, event }) => {
      const { id, version } = (event as unknown as { output: StepSaved }).output;
      // The server deleted the saver's draft with the save (a stale one too).
      const form = { ...(context as AnyStepContext).form, applicationId: id };
      return { id, version, form, draft: null, staleDraft: null };
    }),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, id: (context as AnyStepContext).id })),
    ...definition.actions,
  };
  const options = {
    actors: {
      /** The step's render/edit call. */
      load: fromPromise(notProvided('load')),
      /** The step's save call; resolves with `{ id, version }`. */
      save: fromPromise(notProvided('save')),
      ...definition.actors,
    },
    actions,
    guards: {
      // An application no longer being edited by this mode opens read-only (a new one has no status).
      notEditable: ({ context, event }: { context: AnyStepContext; event: unknown }) => {
        const status = toStatusKey((event as { output: TLoad }).output.status);
        return status !== null && !canEditAs(context.mode, status);
      },
      ...definition.guards,
    },
  };
  const machine = setup(options as never).createMachine({
    id: definition.id,
    context: ({ input }: { input: StepInput }) => ({
      id: input.id,
      category: input.category,
      mode: input.mode,
      editOffer: input.editOffer ?? false,
      status: null,
      applicationCategory: null,
      version: 0,
      form: definition.emptyForm(input),
      error: null,
      draft: null,
      draftStep,
      staleDraft: null,
      ...definition.context(input),
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: [BUSY],
        invoke: {
          src: 'load',
          input: ({ context }: { context: AnyStepContext }): StepLoadInput => ({
            id: context.id,
            category: context.category,
          }),
          // Only form steps (those that keep drafts) open read-only; documents and the summary have their own rules.
          onDone: [
            ...(draftStep ? [{ guard: 'notEditable', target: 'ready.readOnly', actions: 'loaded' }] : []),
            { target: 'ready', actions: 'loaded' },
          ],
          onError: { target: 'loadFailed', actions: 'setError' },
        },
      },
      loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
      ready: {
        initial: 'idle',
        states: {
          idle: { on: formOpen },
          saving: {
            tags: [BUSY],
            entry: 'clearError',
            invoke: {
              src: 'save',
              input: ({ context }: { context: AnyStepContext }) => ({
                ...context.form,
                applicationId: context.id,
                version: context.version,
              }),
              onDone: { target: 'saved', actions: ['keepId', 'emitSaved'] },
              onError: { target: 'idle', actions: 'setError' },
            },
          },
          /** Applicants and agents leave for the next step; staff stay, and may change and save again. */
          saved: { tags: [SAVED], on: formOpen },
          /** The application is no longer being edited by this mode: its answers are read, not changed. */
          ...(draftStep ? { readOnly: {} } : {}),
          ...definition.states,
        },
      },
    },
  } as never);
  return machine as unknown as StepMachine<TForm, TLoad, TExtra, TEvent, TActors, TReady>;
}
