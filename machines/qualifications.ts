import { assign, fromPromise } from 'xstate';
import type { QualificationLists } from '../src/domain/qualifications/context.ts';
import { formFromLoad } from '../src/domain/qualifications/defaults.ts';
import type { QualificationItem, QualificationsForm } from '../src/domain/qualifications/form.ts';
import { applyObtainedQualifications, isEnrolmentCode } from '../src/domain/qualifications/prefill.ts';
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
  /** The enrolment code typed in the pre-fill block (staff). */
  enrolmentCode: string;
  /** What a lookup found, waiting for the confirmation. */
  prefill: QualificationsObtained | null;
}

export interface QualificationsMachineContext
  extends StepBaseContext<QualificationsForm>,
    QualificationsOwnContext {}

/** The staff pre-fill's events (course spec §4, §6). */
type PrefillEvent =
  /** Look a former enrolment up; `values` are the form's current values (kept while asking). */
  | { type: 'PREFILL'; enrolmentCode: string; values: QualificationsForm }
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

/**
 * The qualifications, English and employment step (course spec §2–§6), built with the step factory
 * (step.ts): loading → ready | loadFailed (retry); SAVE → saving → saved or back with the error and
 * the typed values. Its own states are the staff pre-fill: PREFILL { enrolmentCode } → obtaining →
 * confirming (what was found) → CONFIRM fills the form / CANCEL leaves it; a rejected lookup, or one
 * that finds nothing, goes back silently (§4, §8). Clearing and validation are src/domain's.
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
  context: () => ({ lists: null, enrolmentCode: '', prefill: null }),
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
    takePrefillValues: assign(({ event }) => ({
      form: (event as Prefill).values,
      enrolmentCode: (event as Prefill).enrolmentCode.trim(),
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
    // Staff only (§6), never while an offer is edited, and only a code the call can take.
    canPrefill: ({ context, event }) =>
      context.mode === 'staff' &&
      !context.editOffer &&
      isEnrolmentCode((event as Prefill).enrolmentCode.trim()),
    foundSome: ({ event }) =>
      ((event as unknown as { output: QualificationsObtained | null }).output?.qualifications.length ?? 0) >
      0,
  },
  formOpen: {
    PREFILL: { guard: 'canPrefill', target: 'obtaining', actions: 'takePrefillValues' },
  },
  states: {
    obtaining: {
      tags: [BUSY],
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
