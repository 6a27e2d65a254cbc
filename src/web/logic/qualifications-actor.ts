import {
  type QualificationsLoad,
  type QualificationsObtained,
  qualificationsMachine,
} from '@machines/qualifications.ts';
import type { StepLoadInput, StepSaved, StepSaveInput } from '@machines/step.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { loadQualifications, obtainQualifications, saveQualifications } from '@/web/api/qualifications.ts';

/** The qualifications machine with the real calls; tests hand the screen their own `logic`. */
export const qualificationsLogic = qualificationsMachine.provide({
  actors: {
    load: fromPromise<QualificationsLoad, StepLoadInput>(({ input, signal }) =>
      loadQualifications(input.id, { category: input.category, signal }),
    ),
    save: fromPromise<StepSaved, StepSaveInput<QualificationsForm>>(({ input, signal }) =>
      saveQualifications(input, { signal }),
    ),
    obtain: fromPromise<QualificationsObtained, { applicationId: number; enrolmentCode: string }>(
      ({ input, signal }) => obtainQualifications(input.applicationId, input.enrolmentCode, { signal }),
    ),
  },
});
export type QualificationsLogic = typeof qualificationsLogic;

export const QualificationsActor = createActorContext(qualificationsLogic);
