import { type OtherDetailsLoad, otherDetailsMachine } from '@machines/other-details.ts';
import type { StepLoadInput, StepSaved, StepSaveInput } from '@machines/step.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import { loadOtherDetails, saveOtherDetails } from '@/web/api/other-details.ts';

/** The older other-details machine with the real calls; tests hand the screen their own `logic`. */
export const otherDetailsLogic = otherDetailsMachine.provide({
  actors: {
    load: fromPromise<OtherDetailsLoad, StepLoadInput>(({ input, signal }) =>
      loadOtherDetails(input.id, { category: input.category, signal }),
    ),
    save: fromPromise<StepSaved, StepSaveInput<OtherDetailsForm>>(({ input, signal }) =>
      saveOtherDetails(input, { signal }),
    ),
  },
});
export type OtherDetailsLogic = typeof otherDetailsLogic;

export const OtherDetailsActor = createActorContext(otherDetailsLogic);
