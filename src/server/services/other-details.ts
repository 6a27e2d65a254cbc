import { ApiPath } from '../../domain/api-paths.ts';
import type { OtherDetailsForm } from '../../domain/other-details/form.ts';
import type { OtherDetailsRecord } from '../../domain/other-details/render.ts';
import { otherDetailsSchema } from '../../domain/other-details/schema.ts';
import type { ApplicationRecord } from './applications.ts';
import { readReferenceLists } from './reference-lists.ts';
import type { StepColumns, StepDefinition } from './step-save.ts';

/** The older step's form as stored in other_details; null until the step is saved. */
export function storedOtherDetails(row: ApplicationRecord | undefined): OtherDetailsRecord | null {
  return (row?.otherDetails as OtherDetailsRecord | null | undefined) ?? null;
}

/** The jsonb value: the form without its id. */
function columnsOf(form: OtherDetailsForm): StepColumns {
  const { applicationId: _id, ...saved } = form;
  return { otherDetails: saved };
}

/**
 * The older other-details step (course spec §3 "Other details (older)", §7 saveOtherDetail): column
 * other_details, validated against the reference lists its load serves (languages, englishTest,
 * agencies) with the same rules for every role and category.
 */
export const otherDetailsStep: StepDefinition<OtherDetailsForm> = {
  savePath: ApiPath.saveOtherDetail,
  draftStep: 'other',
  async prepare({ db, editor, now }) {
    const lists = await readReferenceLists(db);
    return {
      schema: otherDetailsSchema({ mode: editor.role, lists, now: () => now }),
      columns: columnsOf,
    };
  },
};
