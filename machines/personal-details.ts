import { assign, emit, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { type StatusKey, toStatusKey } from '../src/domain/applications/status.ts';
import type { Mode } from '../src/domain/mode.ts';
import { MaxLength } from '../src/domain/personal/constants.ts';
import { formFromLoad } from '../src/domain/personal/defaults.ts';
import type { PersonalDetailsForm, PersonalField } from '../src/domain/personal/form.ts';
import { applyPrefill, prefillCategoryDiffers, prefillLockedFields } from '../src/domain/personal/prefill.ts';
import type { ReferenceLists } from '../src/domain/reference/types.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

/** Saved personal details as the server sends them: any field may be missing or null. */
export type PersonalDetailsRecord = Partial<Record<PersonalField, unknown>>;

/** What the render/edit call gives this step (spec §7): dictionaries, the saved details, status, category, id. */
export interface PersonalDetailsLoad {
  lists: ReferenceLists;
  /** null for a new application. */
  personalDetails: PersonalDetailsRecord | null;
  /** The application status as the server spells it; null for a new application. */
  status: string | null;
  applicationCategory: Category | null;
  id: number;
}

/** What the staff obtain call gives (spec §7): the student's personal details and category. */
export interface PersonalDetailsObtained {
  personalDetails: PersonalDetailsRecord | null;
  applicationCategory: Category | null;
}

export interface PersonalDetailsInput {
  /** The application id from the route: -1 for a new application. */
  id: number;
  /** The version of the step (the route's category). */
  category: Category;
  mode: Mode;
  editOffer?: boolean;
}

/** A student found by a staff pre-fill, waiting for the confirmation. */
export interface PrefillCandidate {
  studentNum: string;
  personalDetails: PersonalDetailsRecord;
  applicationCategory: Category | null;
  /** The found student's category is not the form's: the confirmation shows a warning. */
  categoryDiffers: boolean;
}

export interface PersonalDetailsContext {
  /** -1 until the first save answers with the application's id. */
  id: number;
  category: Category;
  mode: Mode;
  editOffer: boolean;
  /** The reference lists of the load call; null until it answered. */
  lists: ReferenceLists | null;
  /** Kept for the session (spec §3); null for a new application. */
  status: StatusKey | null;
  /** The loaded application's category (null for a new one). */
  applicationCategory: Category | null;
  /**
   * The values the form shows. Replaced on load, by a confirmed pre-fill, and by the values of a SAVE
   * (so a failed save keeps what was typed): the view resets the form when this object changes.
   */
  form: PersonalDetailsForm;
  /** A pre-fill was accepted: the Personal Information fields are locked (prefillStatus, spec §4). */
  locked: boolean;
  /** Which of them: those the pre-fill filled (prefillLockedFields). */
  lockedFields: PersonalField[];
  prefill: PrefillCandidate | null;
  /** The failed load or save; a 406's field messages are in `error.fieldErrors`. */
  error: FlowError | null;
}

export type PersonalDetailsEvent =
  | { type: 'RETRY' }
  /** Values already validated by the form with personalDetailsSchema({ mode, category, editOffer }). */
  | { type: 'SAVE'; values: PersonalDetailsForm }
  /** Staff: look a student up by number; `values` are the form's current values (what the pre-fill overwrites). */
  | { type: 'PREFILL'; studentNum: string; values: PersonalDetailsForm }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

/** The step saved: the flow machine gets `SAVED { id }` from the view. */
export type PersonalDetailsEmitted = { type: 'saved'; id: number };

export const BUSY = 'busy';
export const SAVED = 'saved';

type Save = Extract<PersonalDetailsEvent, { type: 'SAVE' }>;
type Prefill = Extract<PersonalDetailsEvent, { type: 'PREFILL' }>;

/** A student number the obtain call can take: digits only, at most 10 (spec §5 Student ID). */
export const isStudentNum = (value: string) => /^\d+$/.test(value) && value.length <= MaxLength.studentNum;

/** The same transitions wherever the form is open (before and after a save). */
const formOpen = {
  SAVE: { target: 'saving', actions: 'takeValues' },
  PREFILL: { guard: 'canPrefill', target: 'obtaining', actions: 'takePrefillValues' },
} as const;

/**
 * The personal details step (personal-details-step.md): loading (dictionaries and the saved details)
 * → ready | loadFailed (retry). In ready the form is open: SAVE → saving → saved (emits `saved` with the
 * application id) or back with the error. Staff pre-fill: PREFILL → obtaining → confirming (the
 * warning when the found category differs) → CONFIRM overwrites the form and locks the personal
 * fields; a rejected or empty lookup goes back silently. The business rules stay in
 * src/domain/personal (defaults, formFromLoad, applyPrefill); this machine only orchestrates.
 */
export const personalDetailsMachine = setup({
  types: {
    tags: {} as typeof BUSY | typeof SAVED,
    context: {} as PersonalDetailsContext,
    events: {} as PersonalDetailsEvent,
    input: {} as PersonalDetailsInput,
    emitted: {} as PersonalDetailsEmitted,
  },
  actors: {
    /** POST render/edit/{id}. */
    load: fromPromise<PersonalDetailsLoad, { id: number }>(notProvided('load')),
    /** POST personalDetails/save; resolves with the application id. */
    save: fromPromise<number, PersonalDetailsForm>(notProvided('save')),
    /** POST staff obtain?studentNum=. */
    obtain: fromPromise<PersonalDetailsObtained, { studentNum: string }>(notProvided('obtain')),
  },
  actions: {
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    loaded: assign(({ context, event }) => {
      const load = (event as unknown as { output: PersonalDetailsLoad }).output;
      const id = load.id > 0 ? load.id : context.id;
      return {
        id,
        lists: load.lists,
        status: toStatusKey(load.status),
        applicationCategory: load.applicationCategory,
        form: formFromLoad(load.personalDetails, context.category, id),
        error: null,
      };
    }),
    takeValues: assign({ form: ({ event }) => (event as Save).values }),
    takePrefillValues: assign({
      form: ({ event }) => ({
        ...(event as Prefill).values,
        studentNum: (event as Prefill).studentNum.trim(),
      }),
    }),
    keepId: assign(({ context, event }) => {
      const id = (event as unknown as { output: number }).output;
      return { id, form: { ...context.form, applicationId: id } };
    }),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, id: context.id })),
    found: assign({
      prefill: ({ context, event }) => {
        const obtained = (event as unknown as { output: PersonalDetailsObtained }).output;
        return {
          studentNum: context.form.studentNum,
          personalDetails: obtained.personalDetails ?? {},
          applicationCategory: obtained.applicationCategory,
          categoryDiffers: prefillCategoryDiffers(context.category, obtained.applicationCategory),
        };
      },
    }),
    applyPrefill: assign(({ context }) => {
      const form = applyPrefill(context.form, (context.prefill as PrefillCandidate).personalDetails);
      return { form, locked: true, lockedFields: prefillLockedFields(form), prefill: null };
    }),
    dropPrefill: assign({ prefill: null }),
  },
  guards: {
    // Spec §4: Pre-Fill sits beside the Student ID of the studied-before questions, which an
    // edited offer replaces; staff only (§6).
    canPrefill: ({ context, event }) =>
      context.mode === 'staff' && !context.editOffer && isStudentNum((event as Prefill).studentNum.trim()),
    foundStudent: ({ event }) =>
      Boolean((event as unknown as { output: PersonalDetailsObtained | null }).output?.personalDetails),
  },
}).createMachine({
  id: 'personalDetails',
  context: ({ input }) => ({
    id: input.id,
    category: input.category,
    mode: input.mode,
    editOffer: input.editOffer ?? false,
    lists: null,
    status: null,
    applicationCategory: null,
    form: formFromLoad(null, input.category, input.id),
    locked: false,
    lockedFields: [],
    prefill: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [BUSY],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: 'loaded' },
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
            input: ({ context }) => ({ ...context.form, applicationId: context.id }),
            onDone: { target: 'saved', actions: ['keepId', 'emitSaved'] },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
        /** Applicants and agents leave for the next step; staff stay, and may change and save again. */
        saved: { tags: [SAVED], on: formOpen },
        obtaining: {
          tags: [BUSY],
          invoke: {
            src: 'obtain',
            input: ({ context }) => ({ studentNum: context.form.studentNum }),
            onDone: [{ guard: 'foundStudent', target: 'confirming', actions: 'found' }, { target: 'idle' }],
            // Spec §4.5 and §7: a rejected pre-fill is ignored without a message.
            onError: 'idle',
          },
        },
        confirming: {
          on: {
            CONFIRM: { target: 'idle', actions: 'applyPrefill' },
            CANCEL: { target: 'idle', actions: 'dropPrefill' },
          },
        },
      },
    },
  },
});
