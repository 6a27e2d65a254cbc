import { clearFields, clearHidden } from '../steps/clearing.ts';
import type { QualificationsContext } from './context.ts';
import { emptyEmployment, emptyQualification, emptyQualifications, orderTypes } from './defaults.ts';
import {
  type EmploymentItem,
  type QualificationItem,
  type QualificationItemField,
  type QualificationsField,
  type QualificationsForm,
  SKILL_GRADES,
  TEST_SCORES,
} from './form.ts';
import { qualificationsRules } from './rules.ts';
import { employmentItemRules, qualificationItemRules } from './rules-items.ts';

/** Every result of a test: the overall score, the four skill scores and grades. */
const ALL_SCORES = [...TEST_SCORES, ...SKILL_GRADES] as const satisfies readonly QualificationsField[];

function clear(form: QualificationsForm, fields: readonly QualificationsField[]): QualificationsForm {
  return clearFields(form, fields, emptyQualifications(form.applicationCategory));
}

/** The entries for ticked types: the ones kept as they were, a new one for each newly ticked type. */
function withTypes(form: QualificationsForm, types: readonly number[]): QualificationsForm {
  const qualificationTypes = orderTypes(types);
  const qualifications = qualificationTypes.map(
    (type) => form.qualifications.find((item) => item.qualificationType === type) ?? emptyQualification(type),
  );
  return { ...form, qualificationTypes, qualifications };
}

/** A qualification's answer, with its own clearing rules (spec §4). */
function answerItem(
  form: QualificationsForm,
  index: number,
  field: QualificationItemField,
  value: unknown,
): QualificationsForm {
  const current = form.qualifications[index];
  if (!current) return form;
  let item: QualificationItem = { ...current, [field]: value };
  const empty = emptyQualification(item.qualificationType);
  // A change of the year 12 results type clears the IB score; of completed, the excluded details.
  if (field === 'year12ResultsType')
    item = clearFields(item, ['internationalBaccalaureateAggregateScore'], empty);
  if (field === 'completed') item = clearFields(item, ['excludedFromInstitution', 'excludedDetails'], empty);
  if (field === 'country') item = clearFields(item, ['state'], empty);
  return { ...form, qualifications: form.qualifications.map((old, at) => (at === index ? item : old)) };
}

/** An employment entry's answer: in service now means no end date. */
function answerEmployment(form: QualificationsForm, index: number, field: string, value: unknown) {
  const current = form.employments[index];
  if (!current) return form;
  let item: EmploymentItem = { ...current, [field]: value };
  if (field === 'inService' && value === true) item = clearFields(item, ['endDate'], emptyEmployment());
  return { ...form, employments: form.employments.map((old, at) => (at === index ? item : old)) };
}

/**
 * The form after the user answers the field at `path` ('englishTestType', 'qualifications.0.completed')
 * with `value` (course spec §4): ticking a qualification type adds its section and unticking removes
 * it; a new test type clears every score; a new OET score type clears the scores; a new year 12
 * results type clears the IB score; a changed completed answer clears the excluded details; no to the
 * requirements clears the form of testing and its comments. Answering no to a question also empties
 * what it opened (provider, test, exemption), as a save would.
 */
export function onQualificationsChange(form: QualificationsForm, path: string, value: unknown) {
  const [field, index, inner] = path.split('.');
  if (field === 'qualifications' && index !== undefined && inner)
    return answerItem(form, Number(index), inner as QualificationItemField, value);
  if (field === 'employments' && index !== undefined && inner)
    return answerEmployment(form, Number(index), inner, value);
  const next = { ...form, [field as QualificationsField]: value } as QualificationsForm;
  switch (field) {
    case 'qualificationTypes':
      return withTypes(form, value as number[]);
    case 'englishTestType':
      return clear(next, ['scoreType', ...ALL_SCORES]);
    case 'scoreType':
      return clear(next, ALL_SCORES);
    case 'englishLanguageRequirements':
      return value === true ? next : clear(next, ['formOfTesting', 'formOfTestingComments']);
    case 'formOfTesting':
      return clear(next, ['formOfTestingComments']);
    case 'hasEnglishProvider':
      return value === true
        ? next
        : clear(next, [
            'englishProvider',
            'englishProviderName',
            'englishProviderStartDate',
            'englishProviderEndDate',
          ]);
    case 'englishProvider':
      return clear(next, ['englishProviderName']);
    case 'completedEnglishTest':
      return value === true
        ? next
        : clear(next, [
            'englishTestType',
            'englishTestDate',
            'englishTestCountry',
            'englishTestCity',
            'scoreType',
            ...ALL_SCORES,
          ]);
    case 'exemptFromProvidingEvidence':
      return value === true ? next : clear(next, ['exemptionReason']);
    default:
      return next;
  }
}

/** Adds an empty employment entry. */
export function addEmployment(form: QualificationsForm): QualificationsForm {
  return { ...form, employments: [...form.employments, emptyEmployment()] };
}

/** Removes an employment entry. */
export function removeEmployment(form: QualificationsForm, index: number): QualificationsForm {
  return { ...form, employments: form.employments.filter((_item, at) => at !== index) };
}

/**
 * The values a save keeps: the checkboxes are the entries' types, and every field hidden for these
 * answers is emptied, in the form and in each entry (a state outside Australia, the school fields of
 * a degree, the excluded details of a completed qualification, scores of another kind).
 */
export function clearHiddenValues(form: QualificationsForm, ctx: QualificationsContext): QualificationsForm {
  const cleared = clearHidden(qualificationsRules, form, ctx, emptyQualifications(form.applicationCategory));
  const itemCtx = (index: number) => ({ ...ctx, form: cleared, index });
  return {
    ...cleared,
    qualificationTypes: orderTypes(cleared.qualificationTypes),
    qualifications: cleared.qualifications.map((item, index) =>
      clearHidden(qualificationItemRules, item, itemCtx(index), emptyQualification(item.qualificationType)),
    ),
    employments: cleared.employments.map((item, index) =>
      clearHidden(employmentItemRules, item, itemCtx(index), emptyEmployment()),
    ),
  };
}
