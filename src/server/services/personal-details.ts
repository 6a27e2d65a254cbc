import { ApiPath } from '../../domain/api-paths.ts';
import type { PersonalDetailsForm } from '../../domain/personal/form.ts';
import type { PersonalDetailsRecord } from '../../domain/personal/render.ts';
import { personalDetailsSchema } from '../../domain/personal/schema.ts';
import type { ApplicationRecord } from './applications.ts';
import type { StepColumns, StepDefinition } from './step-save.ts';

/** The form as stored: the jsonb column keeps every field the schema gave back. */
export function storedDetails(row: ApplicationRecord): PersonalDetailsRecord | null {
  return (row.personalDetails as PersonalDetailsRecord | null) ?? null;
}

/** The jsonb value and the denormalised list columns the applications home reads. */
function columnsOf(form: PersonalDetailsForm): StepColumns {
  const { applicationId: _id, ...details } = form;
  return {
    personalDetails: details as Record<string, unknown>,
    firstGivenName: form.firstGivenName || null,
    familyName: form.familyName || null,
    mail: form.mail || null,
  };
}

/** The personal details step (personal-details-step.md): column personal_details, its schema by role. */
export const personalDetailsStep: StepDefinition<PersonalDetailsForm> = {
  savePath: ApiPath.savePersonalDetails,
  draftStep: 'personal',
  async prepare({ editor, category, now }) {
    return {
      schema: personalDetailsSchema({ mode: editor.role, category, now: () => now }),
      columns: columnsOf,
    };
  },
};
