import { type CourseApplicationLoad, courseApplicationMachine } from '@machines/course-application.ts';
import type { StepLoadInput, StepSaved, StepSaveInput } from '@machines/step.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { loadApplicationDetails, saveApplicationDetails } from '@/web/api/application-details.ts';

/** The course application machine with the real calls; tests hand the screen their own `logic`. */
export const courseApplicationLogic = courseApplicationMachine.provide({
  actors: {
    load: fromPromise<CourseApplicationLoad, StepLoadInput>(({ input, signal }) =>
      loadApplicationDetails(input.id, { category: input.category, signal }),
    ),
    save: fromPromise<StepSaved, StepSaveInput<ApplicationDetailsForm>>(({ input, signal }) =>
      saveApplicationDetails(input, { signal }),
    ),
  },
});
export type CourseApplicationLogic = typeof courseApplicationLogic;

export const CourseApplicationActor = createActorContext(courseApplicationLogic);
