import { assign, fromPromise } from 'xstate';
import type { QualificationLists } from '../src/domain/qualifications/context.ts';
import { formFromLoad } from '../src/domain/qualifications/defaults.ts';
import type { QualificationItem, QualificationsForm } from '../src/domain/qualifications/form.ts';
import {
  applyObtainedQualifications,
  ENROLMENT_CODE_INVALID,
  enrolmentCodeCharacters,
  isEnrolmentCode,
  offersPrefill,
} from '../src/domain/qualifications/prefill.ts';
import type { QualificationsRecord } from '../src/domain/qualifications/render.ts';
import type { Category } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';
import {
  BUSY,
  createStepMachine,
  type StepBaseContext,
  type StepEmitted,
  type StepInput,
  type StepLoad,
} from './step.ts';

export { BUSY, SAVED } from './step.ts';

/**
 * What render/edit gives the qualifications step (course spec §7): its lists, the saved form, its
 * entries, status, category, id and the application's version (0 for a new one).
 */
export interface QualificationsLoad extends StepLoad {
  lists: QualificationLists;
  /** null until the step is saved. */
  qualificationsForm: QualificationsRecord | null;
  qualifications: unknown[];
  employments: unknown[];
}

/** What the staff obtain call gives: a former enrolment's qualifications ([] when it has none). */
export interface QualificationsObtained {
  enrolmentCode: string;
  qualifications: Partial<QualificationItem>[];
}

export type QualificationsInput = StepInput;

interface QualificationsOwnContext {
  /** The load's lists; null until it answered. */
  lists: QualificationLists | null;
  /** The enrolment code typed in the pre-fill block (staff): what the box keeps of it. */
  enrolmentCode: string;
  /** Said under the box: Pre-Fill was pressed without a valid code (cleared by a valid press). */
  prefillError: string | null;
  /** What a lookup found, waiting for the confirmation. */
  prefill: QualificationsObtained | null;
}

export interface QualificationsMachineContext
  extends StepBaseContext<QualificationsForm>,
    QualificationsOwnContext {}

/** The staff pre-fill's events (course spec §4, §6). */
type PrefillEvent =
  /** The enrolment code box changed: `code` is what was typed. */
  | { type: 'PREFILL_CODE'; code: string }
  /** Pre-Fill pressed: look the typed code up; `values` are the form's current values (kept while asking). */
  | { type: 'PREFILL'; values: QualificationsForm }
  /** Yes, fill the form with what was found. */
  | { type: 'CONFIRM' }
  /** No: the form stays as it was. */
  | { type: 'CANCEL' };

export type QualificationsEvent =
  | { type: 'RETRY' }
  | { type: 'SAVE'; values: QualificationsForm }
  | PrefillEvent;

export type QualificationsEmitted = StepEmitted;

type Prefill = Extract<PrefillEvent, { type: 'PREFILL' }>;
type PrefillCode = Extract<PrefillEvent, { type: 'PREFILL_CODE' }>;

/**
 * The qualifications, English and employment step (course spec §2–§6), built with the step factory
 * (step.ts): loading → ready | loadFailed (retry); SAVE → saving → saved or back with the error and
 * the typed values. Its own states are the staff pre-fill: PREFILL_CODE { code } keeps what the box
 * keeps of the typed code; PREFILL with a valid code → obtaining → confirming (what was found) →
 * CONFIRM fills the form / CANCEL leaves it; PREFILL without one stays, with `prefillError` said under
 * the box; a rejected lookup, or one that finds nothing, goes back silently (§4, §8). Clearing and
 * validation are src/domain's.
 */
export const qualificationsMachine = createStepMachine({
  id: 'qualifications',
  draftStep: 'qualifications',
  types: {} as {
    form: QualificationsForm;
    load: QualificationsLoad;
    context: QualificationsOwnContext;
    events: PrefillEvent;
  },
  context: () => ({ lists: null, enrolmentCode: '', prefillError: null, prefill: null }),
  emptyForm: (input) => formFromLoad(null, input.category, input.id),
  loaded: (load, context) => ({
    lists: load.lists,
    form: formFromLoad(
      { ...(load.qualificationsForm ?? {}), qualifications: load.qualifications },
      context.category as Category,
      context.id,
      load.employments,
    ),
  }),
  actors: {
    /** POST staff obtain?applicationId=&enrolmentCode=. */
    obtain: fromPromise<QualificationsObtained, { applicationId: number; enrolmentCode: string }>(
      notProvided('obtain'),
    ),
  },
  actions: {
    typeCode: assign({ enrolmentCode: ({ event }) => enrolmentCodeCharacters((event as PrefillCode).code) }),
    takePrefillValues: assign(({ event }) => ({ form: (event as Prefill).values, prefillError: null })),
    rejectCode: assign(({ event }) => ({
      form: (event as Prefill).values,
      prefillError: ENROLMENT_CODE_INVALID,
    })),
    found: assign({
      prefill: ({ event }) => (event as unknown as { output: QualificationsObtained }).output,
    }),
    applyPrefill: assign(({ context }) => ({
      form: applyObtainedQualifications(context.form, context.prefill?.qualifications ?? []),
      prefill: null,
    })),
    dropPrefill: assign({ prefill: null }),
  },
  guards: {
    // Staff only (§6), never while an offer is edited.
    mayPrefill: ({ context }) => offersPrefill(context),
    // …and the call only takes a valid code.
    canPrefill: ({ context }) => offersPrefill(context) && isEnrolmentCode(context.enrolmentCode.trim()),
    foundSome: ({ event }) =>
      ((event as unknown as { output: QualificationsObtained | null }).output?.qualifications.length ?? 0) >
      0,
  },
  formOpen: {
    PREFILL_CODE: { guard: 'mayPrefill', actions: 'typeCode' },
    PREFILL: [
      { guard: 'canPrefill', target: 'obtaining', actions: 'takePrefillValues' },
      { guard: 'mayPrefill', actions: 'rejectCode' },
    ],
  },
  states: {
    obtaining: {
      tags: [BUSY],
      // The box stays open while the lookup runs.
      on: { PREFILL_CODE: { actions: 'typeCode' } },
      invoke: {
        src: 'obtain',
        input: ({ context }) => ({ applicationId: context.id, enrolmentCode: context.enrolmentCode }),
        onDone: [{ guard: 'foundSome', target: 'confirming', actions: 'found' }, { target: 'idle' }],
        // A rejected pre-fill is silently ignored (§4, §8).
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
