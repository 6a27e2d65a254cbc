import { assign } from 'xstate';
import type { CourseCatalogue } from '../src/domain/course/catalogue.ts';
import { formFromLoad } from '../src/domain/course/defaults.ts';
import type { ApplicationDetailsField, ApplicationDetailsForm } from '../src/domain/course/form.ts';
import type { Category } from '../src/domain/user.ts';
import {
  createStepMachine,
  type StepBaseContext,
  type StepEmitted,
  type StepInput,
  type StepLoad,
} from './step.ts';

export { BUSY, SAVED } from './step.ts';

/** Saved application details as the server sends them: any field may be missing or null. */
export type CourseApplicationRecord = Partial<Record<ApplicationDetailsField, unknown>>;

/**
 * What the render/edit call gives the course application step (course spec §7): the catalogue (its
 * dictionaries and offerings), the saved details, status, category, id and the application's version
 * (0 for a new one).
 */
export interface CourseApplicationLoad extends StepLoad {
  catalogue: CourseCatalogue;
  /** null for a new application (or one whose course step was never saved). */
  applicationDetails: CourseApplicationRecord | null;
  /** The RPL items when the answer gives them beside the details (spec §7); inside them otherwise. */
  applicationRpls?: unknown[] | null;
}

/** The route's application, the step's version (category), the mode and the edit-offer indicator. */
export type CourseApplicationInput = StepInput;

interface CourseOwnContext {
  /** The load's catalogue; null until it answered. */
  catalogue: CourseCatalogue | null;
}

export interface CourseApplicationContext extends StepBaseContext<ApplicationDetailsForm>, CourseOwnContext {}

/** The scholarship question's events (course spec §4 "Answering yes to scholarship asks a confirmation"). */
type ScholarshipEvent =
  /** The Scholarship answer changed; `values` are the form's current values (kept while asking). */
  | { type: 'SCHOLARSHIP'; answer: boolean; values: ApplicationDetailsForm }
  /** Yes, apply for a scholarship. */
  | { type: 'CONFIRM' }
  /** No: the answer goes back to no. */
  | { type: 'CANCEL' };

export type CourseApplicationEvent =
  | { type: 'RETRY' }
  /** Values already validated by the form with the step's schema. */
  | { type: 'SAVE'; values: ApplicationDetailsForm }
  | ScholarshipEvent;

/** The step saved: the flow machine gets `SAVED { id }` from the view. */
export type CourseApplicationEmitted = StepEmitted;

type Scholarship = Extract<CourseApplicationEvent, { type: 'SCHOLARSHIP' }>;

/**
 * The course application step (course spec §2–§4), built with the step factory (step.ts): loading
 * (catalogue and the saved details) → ready | loadFailed (retry); SAVE → saving → saved (emits `saved`
 * with the application id) or back with the error and the typed values. Its own state is the
 * scholarship confirmation: answering yes asks applicants and agents to confirm (CONFIRM keeps yes,
 * CANCEL — the dialog's No — puts the answer back to no); staff get no confirmation (spec §6). The
 * field rules (clearing, validation) are src/domain/course's; this machine only orchestrates.
 */
export const courseApplicationMachine = createStepMachine({
  id: 'courseApplication',
  draftStep: 'application',
  types: {} as {
    form: ApplicationDetailsForm;
    load: CourseApplicationLoad;
    context: CourseOwnContext;
    events: ScholarshipEvent;
  },
  context: () => ({ catalogue: null }),
  emptyForm: (input) => formFromLoad(null, input.category, input.id),
  loaded: (load, context) => ({
    catalogue: load.catalogue,
    form: formFromLoad(
      load.applicationDetails,
      context.category as Category,
      context.id,
      load.applicationRpls,
    ),
  }),
  actions: {
    /** The form's values with the answer given: what the form shows while asking, and after. */
    takeScholarshipAnswer: assign({
      form: ({ event }) => ({
        ...(event as Scholarship).values,
        applyScholarships: (event as Scholarship).answer,
      }),
    }),
    revertScholarship: assign({ form: ({ context }) => ({ ...context.form, applyScholarships: false }) }),
  },
  guards: {
    // Spec §4, §6: only a yes asks, and only applicants and agents are asked.
    asksScholarship: ({ context, event }) => context.mode !== 'staff' && (event as Scholarship).answer,
  },
  formOpen: {
    SCHOLARSHIP: [
      { guard: 'asksScholarship', target: 'confirmingScholarship', actions: 'takeScholarshipAnswer' },
      // No, or staff (§6: no confirmation): the answer stands; the form keeps it.
      { actions: 'takeScholarshipAnswer' },
    ],
  },
  states: {
    confirmingScholarship: {
      on: {
        CONFIRM: { target: 'idle' },
        CANCEL: { target: 'idle', actions: 'revertScholarship' },
      },
    },
  },
});
