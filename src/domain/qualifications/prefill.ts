import type { Mode } from '../mode.ts';
import { emptyQualification, orderTypes } from './defaults.ts';
import type { QualificationItem, QualificationsForm } from './form.ts';

/** Whether the step offers the pre-fill (course spec §6): to staff only, never while an offer is edited. */
export const offersPrefill = ({ mode, editOffer }: { mode: Mode; editOffer: boolean }) =>
  mode === 'staff' && !editOffer;

/** An enrolment code as the staff obtain call takes it: letters, digits and dashes, at most 20. */
export const ENROLMENT_CODE = /^[A-Za-z0-9-]{1,20}$/;
export const isEnrolmentCode = (value: string) => ENROLMENT_CODE.test(value);
/** What typing may put in an enrolment code box: letters, digits and dashes. */
export const enrolmentCodeCharacters = (typed: string) => typed.replace(/[^A-Za-z0-9-]/g, '');
/** Said under the box when Pre-Fill is pressed with no valid code (ADR 012: the spec is silent). */
export const ENROLMENT_CODE_INVALID =
  'Please enter an enrolment code of letters, digits and dashes, for example ENR-2019-0001.';

/** An obtained entry as the form holds it: the fields the form knows, each over an empty entry. */
function entryOf(obtained: Partial<QualificationItem>): QualificationItem {
  const empty = emptyQualification(obtained.qualificationType ?? null);
  const item = { ...empty } as Record<string, unknown>;
  for (const [field, value] of Object.entries(obtained)) {
    if (field in item && value !== null && value !== undefined) item[field] = value;
  }
  return item as unknown as QualificationItem;
}

/**
 * The form after staff confirm a pre-fill (course spec §4 "Staff pre-fill of qualifications"): each
 * obtained qualification replaces the entry of its type (or adds it, ticking the type); entries of
 * other types, the English answers and the employments stay as they were.
 */
export function applyObtainedQualifications(
  form: QualificationsForm,
  obtained: readonly Partial<QualificationItem>[],
): QualificationsForm {
  const found = obtained.filter((item) => typeof item.qualificationType === 'number').map(entryOf);
  const types = orderTypes([
    ...form.qualificationTypes,
    ...found.map((item) => item.qualificationType as number),
  ]);
  const qualifications = types.map(
    (type) =>
      found.find((item) => item.qualificationType === type) ??
      form.qualifications.find((item) => item.qualificationType === type) ??
      emptyQualification(type),
  );
  return { ...form, qualificationTypes: types, qualifications };
}
