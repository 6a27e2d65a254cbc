import type { OtherDetailsLists } from '../src/domain/other-details/constants.ts';
import { formFromLoad } from '../src/domain/other-details/defaults.ts';
import type { OtherDetailsForm } from '../src/domain/other-details/form.ts';
import type { OtherDetailsRecord } from '../src/domain/other-details/render.ts';
import {
  createStepMachine,
  type StepBaseContext,
  type StepEmitted,
  type StepInput,
  type StepLoad,
} from './step.ts';

export { BUSY, SAVED } from './step.ts';

/**
 * What the older step's load (POST …/application/edit/{id}, course spec §7) gives the machine: the
 * lists it chooses from, the saved form (null until saved), status, category, id and version.
 */
export interface OtherDetailsLoad extends StepLoad {
  lists: OtherDetailsLists;
  otherDetails: OtherDetailsRecord | null;
}

export type OtherDetailsInput = StepInput;

interface OtherDetailsOwnContext {
  /** The load's lists; null until it answered. */
  lists: OtherDetailsLists | null;
}

export interface OtherDetailsMachineContext
  extends StepBaseContext<OtherDetailsForm>,
    OtherDetailsOwnContext {}

export type OtherDetailsEvent = { type: 'RETRY' } | { type: 'SAVE'; values: OtherDetailsForm };

/** The step saved: the flow machine gets `SAVED { id }` from the view and leads to /documents/{id}. */
export type OtherDetailsEmitted = StepEmitted;

/**
 * The older other-details step (course spec §2 "Other Details screen (older)", §3, §7), built with
 * the step factory (step.ts) and nothing of its own beyond its lists: loading → ready | loadFailed
 * (retry); SAVE → saving → saved (emits `saved` with the application id) or back with the error and
 * the typed values. Its field rules (visibility, clearing, validation) are src/domain/other-details's.
 */
export const otherDetailsMachine = createStepMachine({
  id: 'otherDetails',
  draftStep: 'other',
  types: {} as {
    form: OtherDetailsForm;
    load: OtherDetailsLoad;
    context: OtherDetailsOwnContext;
    events: never;
  },
  context: () => ({ lists: null }),
  emptyForm: (input) => formFromLoad(null, input.id),
  loaded: (load, context) => ({ lists: load.lists, form: formFromLoad(load.otherDetails, context.id) }),
});
