import { assign, fromPromise } from 'xstate';
import type { FlowError } from '../src/domain/api-error.ts';
import type { StatusKey } from '../src/domain/applications/status.ts';
import type { Mode } from '../src/domain/mode.ts';
import { MaxLength } from '../src/domain/personal/constants.ts';
import { formFromLoad } from '../src/domain/personal/defaults.ts';
import type { PersonalDetailsForm, PersonalField } from '../src/domain/personal/form.ts';
import { applyPrefill, prefillCategoryDiffers, prefillLockedFields } from '../src/domain/personal/prefill.ts';
import type { ReferenceLists } from '../src/domain/reference/types.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';
import {
  BUSY,
  createStepMachine,
  type RestoredDraft,
  type StepEmitted,
  type StepInput,
  type StepLoad,
} from './step.ts';

export { BUSY, SAVED } from './step.ts';

/** Saved personal details as the server sends them: any field may be missing or null. */
export type PersonalDetailsRecord = Partial<Record<PersonalField, unknown>>;

/**
 * What the render/edit call gives this step (spec §7): dictionaries, the saved details, status,
 * category, id, and the application's version (0 for a new one).
 */
export interface PersonalDetailsLoad extends StepLoad {
  lists: ReferenceLists;
  /** null for a new application. */
  personalDetails: PersonalDetailsRecord | null;
  /** The application status as the server spells it; null for a new application. */
  status: string | null;
  applicationCategory: Category | null;
  id: number;
  version: number;
}

/** What the staff obtain call gives (spec §7): the student's personal details and category. */
export interface PersonalDetailsObtained {
  personalDetails: PersonalDetailsRecord | null;
  applicationCategory: Category | null;
}

/** The route's application, the step's version (category), the mode and the edit-offer indicator. */
export type PersonalDetailsInput = StepInput;

/** A student found by a staff pre-fill, waiting for the confirmation. */
export interface PrefillCandidate {
  studentNum: string;
  personalDetails: PersonalDetailsRecord;
  applicationCategory: Category | null;
  /** The found student's category is not the form's: the confirmation shows a warning. */
  categoryDiffers: boolean;
}

/** The personal details step's own context, beside the shared step fields. */
interface PersonalOwnContext {
  /** The reference lists of the load call; null until it answered. */
  lists: ReferenceLists | null;
  /** A pre-fill was accepted: the Personal Information fields are locked (prefillStatus, spec §4). */
  locked: boolean;
  /** Which of them: those the pre-fill filled (prefillLockedFields). */
  lockedFields: PersonalField[];
  prefill: PrefillCandidate | null;
}

export interface PersonalDetailsContext extends PersonalOwnContext {
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
   * The values the form shows. Replaced on load, by a confirmed pre-fill, and by the values of a SAVE
   * (so a failed save keeps what was typed): the view resets the form when this object changes.
   */
  form: PersonalDetailsForm;
  /** The failed load or save; a 406's field messages are in `error.fieldErrors`. */
  error: FlowError | null;
  /** The person's draft the load laid over the saved details (issue 8); null when none or once saved. */
  draft: RestoredDraft<PersonalDetailsForm> | null;
}

/** The pre-fill's own events. */
type PrefillEvent =
  /** Staff: look a student up by number; `values` are the form's current values (what the pre-fill overwrites). */
  | { type: 'PREFILL'; studentNum: string; values: PersonalDetailsForm }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

export type PersonalDetailsEvent =
  | { type: 'RETRY' }
  /** Values already validated by the form with personalDetailsSchema({ mode, category, editOffer }). */
  | { type: 'SAVE'; values: PersonalDetailsForm }
  | PrefillEvent;

/** The step saved: the flow machine gets `SAVED { id }` from the view. */
export type PersonalDetailsEmitted = StepEmitted;

type Prefill = Extract<PersonalDetailsEvent, { type: 'PREFILL' }>;

/** A student number the obtain call can take: digits only, at most 10 (spec §5 Student ID). */
export const isStudentNum = (value: string) => /^\d+$/.test(value) && value.length <= MaxLength.studentNum;

/**
 * The personal details step (personal-details-step.md), built with the step factory (step.ts):
 * loading (dictionaries and the saved details) → ready | loadFailed (retry); in ready the form is
 * open: SAVE → saving → saved (emits `saved` with the application id) or back with the error. Its own
 * states are the staff pre-fill: PREFILL → obtaining → confirming (the warning when the found category
 * differs) → CONFIRM overwrites the form and locks the personal fields; a rejected or empty lookup
 * goes back silently. The business rules stay in src/domain/personal (defaults, formFromLoad,
 * applyPrefill); this machine only orchestrates.
 */
export const personalDetailsMachine = createStepMachine({
  id: 'personalDetails',
  draftStep: 'personal',
  types: {} as {
    form: PersonalDetailsForm;
    load: PersonalDetailsLoad;
    context: PersonalOwnContext;
    events: PrefillEvent;
  },
  context: () => ({ lists: null, locked: false, lockedFields: [], prefill: null }),
  emptyForm: (input) => formFromLoad(null, input.category, input.id),
  loaded: (load, context) => ({
    lists: load.lists,
    form: formFromLoad(load.personalDetails, context.category, context.id),
  }),
  actors: {
    /** POST staff obtain?studentNum=. */
    obtain: fromPromise<PersonalDetailsObtained, { studentNum: string }>(notProvided('obtain')),
  },
  actions: {
    takePrefillValues: assign({
      form: ({ event }) => ({
        ...(event as Prefill).values,
        studentNum: (event as Prefill).studentNum.trim(),
      }),
    }),
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
  formOpen: {
    PREFILL: { guard: 'canPrefill', target: 'obtaining', actions: 'takePrefillValues' },
  },
  states: {
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
});
