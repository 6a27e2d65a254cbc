import {
  type PersonalDetailsLoad,
  type PersonalDetailsObtained,
  personalDetailsMachine,
} from '@machines/personal-details.ts';
import type { StepLoadInput, StepSaved, StepSaveInput } from '@machines/step.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import { REFERENCE_LIST_KEYS, type ReferenceLists } from '@/domain/reference/types.ts';
import {
  obtainPersonalDetails,
  type RenderEditReply,
  renderEdit,
  savePersonalDetails,
} from '@/web/api/personal-details.ts';

/**
 * The render/edit answer as the machine takes it: the step's dictionaries gathered under `lists`, and
 * the person's draft of this step, if any (issue 8).
 */
export function toLoad(answer: RenderEditReply): PersonalDetailsLoad {
  const lists = Object.fromEntries(REFERENCE_LIST_KEYS.map((key) => [key, answer[key] ?? []]));
  return {
    lists: lists as unknown as ReferenceLists,
    personalDetails: answer.personalDetails,
    status: answer.status,
    applicationCategory: answer.applicationCategory,
    id: answer.id,
    version: answer.version ?? 0,
    draft: answer.drafts?.personal ?? null,
  };
}

/** The personal details machine with the real calls; tests hand the screen their own `logic`. */
export const personalDetailsLogic = personalDetailsMachine.provide({
  actors: {
    load: fromPromise<PersonalDetailsLoad, StepLoadInput>(async ({ input, signal }) =>
      toLoad(await renderEdit(input.id, { category: input.category, signal })),
    ),
    save: fromPromise<StepSaved, StepSaveInput<PersonalDetailsForm>>(({ input, signal }) =>
      savePersonalDetails(input, { signal }),
    ),
    obtain: fromPromise<PersonalDetailsObtained, { studentNum: string }>(({ input, signal }) =>
      obtainPersonalDetails(input.studentNum, { signal }),
    ),
  },
});
export type PersonalDetailsLogic = typeof personalDetailsLogic;

export const PersonalDetailsActor = createActorContext(personalDetailsLogic);
