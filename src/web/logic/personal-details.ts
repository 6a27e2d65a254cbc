import {
  type PersonalDetailsLoad,
  type PersonalDetailsObtained,
  personalDetailsMachine,
} from '@machines/personal-details.ts';
import type { StepLoadInput, StepSaved, StepSaveInput } from '@machines/step.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { StepDraft } from '@/domain/applications/drafts.ts';
import type { NewStudent } from '@/domain/applications/new-student.ts';
import { NEW_APPLICATION_ID } from '@/domain/applications/steps.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import { appliesForStudents } from '@/domain/portal-offers.ts';
import { REFERENCE_LIST_KEYS, type ReferenceLists } from '@/domain/reference/types.ts';
import { readNewStudent } from '@/web/api/applications.ts';
import {
  obtainPersonalDetails,
  type RenderEditReply,
  renderEdit,
  savePersonalDetails,
} from '@/web/api/personal-details.ts';
import { currentMode } from '@/web/mode.ts';

/**
 * The render/edit answer as the machine takes it: the step's dictionaries gathered under `lists`, and
 * the person's draft of this step, if any (issue 8). For an agent's new application (issue 11) the
 * student the agent named comes too: the form starts with their names and email (see studentDraft).
 */
export function toLoad(answer: RenderEditReply, student: NewStudent | null = null): PersonalDetailsLoad {
  const lists = Object.fromEntries(REFERENCE_LIST_KEYS.map((key) => [key, answer[key] ?? []]));
  const load: PersonalDetailsLoad = {
    lists: lists as unknown as ReferenceLists,
    personalDetails: answer.personalDetails,
    status: answer.status,
    applicationCategory: answer.applicationCategory,
    id: answer.id,
    version: answer.version ?? 0,
    draft: answer.drafts?.personal ?? null,
  };
  if (!student || answer.id !== NEW_APPLICATION_ID) return load;
  return {
    ...load,
    personalDetails: { ...answer.personalDetails, ...student },
    draft: studentDraft(load.draft ?? null, student),
  };
}

/**
 * A new application's draft is the agent's last unsaved one of the category, whoever it was for: it
 * is restored (with the student just named over it) only when it is this student's or names no email;
 * another student's is left out, so two students' details are never mixed (the next autosave replaces it).
 */
function studentDraft(draft: StepDraft | null, student: NewStudent): StepDraft | null {
  if (!draft) return null;
  const mail = typeof draft.form.mail === 'string' ? draft.form.mail.trim().toLowerCase() : '';
  if (mail && mail !== student.mail.toLowerCase()) return null;
  return { ...draft, form: { ...draft.form, ...student } };
}

/** The student an agent's New Application named (issue 11), for the new application (-1) only. */
const newStudentFor = (id: number): NewStudent | null =>
  id === NEW_APPLICATION_ID && appliesForStudents(currentMode()) ? readNewStudent() : null;

/** The personal details machine with the real calls; tests hand the screen their own `logic`. */
export const personalDetailsLogic = personalDetailsMachine.provide({
  actors: {
    load: fromPromise<PersonalDetailsLoad, StepLoadInput>(async ({ input, signal }) => {
      const student = newStudentFor(input.id);
      return toLoad(await renderEdit(input.id, { category: input.category, signal }), student);
    }),
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
