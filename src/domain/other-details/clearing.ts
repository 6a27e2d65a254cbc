import { clearFields, clearHidden } from '../steps/clearing.ts';
import type { OtherDetailsContext } from './context.ts';
import { emptyOtherDetails } from './defaults.ts';
import { type OtherDetailsField, type OtherDetailsForm, TEST_RESULTS } from './form.ts';
import { otherDetailsRules } from './rules.ts';

const EMPTY = emptyOtherDetails();

const clear = (form: OtherDetailsForm, fields: readonly OtherDetailsField[]) =>
  clearFields(form, fields, { ...EMPTY, applicationId: form.applicationId });

/** What each question opens: a No (or no answer) empties it. */
const OPENS: Partial<Record<OtherDetailsField, { when: boolean; fields: readonly OtherDetailsField[] }>> = {
  englishIsFirstLanguage: { when: false, fields: ['firstLanguage'] },
  englishSecondaryStudy: { when: true, fields: ['englishSecondaryStudyCompletedDate'] },
  englishPostSecondaryStudy: { when: true, fields: ['englishPostSecondaryStudyCompletedDate'] },
  completedEnglishTest: { when: true, fields: ['englishTestType', 'testDate', ...TEST_RESULTS] },
  studiedByAgent: { when: true, fields: ['agency'] },
};

/**
 * The form after the user answers `field` with `value`: the answer, and what it empties. A question
 * answered so that it no longer opens its details empties them; another English test empties every
 * score, which were on the old test's scale (as the qualifications step does, course spec §4).
 */
export function onOtherDetailsChange(
  form: OtherDetailsForm,
  field: string,
  value: unknown,
): OtherDetailsForm {
  const next = { ...form, [field]: value } as OtherDetailsForm;
  if (field === 'englishTestType') return value === form.englishTestType ? next : clear(next, TEST_RESULTS);
  const opens = OPENS[field as OtherDetailsField];
  return opens && value !== opens.when ? clear(next, opens.fields) : next;
}

/** The values a save keeps: every field hidden for these answers is emptied. */
export function clearHiddenValues(form: OtherDetailsForm, ctx: OtherDetailsContext): OtherDetailsForm {
  return clearHidden(otherDetailsRules, form, ctx, { ...EMPTY, applicationId: form.applicationId });
}
