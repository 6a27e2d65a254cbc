import { AUSTRALIA } from '../reference/codes.ts';
import type { Category } from '../user.ts';
import { emptyValue } from './defaults.ts';
import type { PersonalDetailsForm, PersonalField } from './form.ts';

/** Fields a pre-fill never overwrites: they belong to the application being edited. */
const KEPT: readonly PersonalField[] = ['applicationId', 'applicationCategory', 'studentNum'];

/** The Personal Information group, locked once a pre-fill is accepted (prefillStatus, spec §4). */
export const PREFILL_LOCKED_FIELDS: readonly PersonalField[] = [
  'title',
  'familyName',
  'firstGivenName',
  'otherGivenName',
  'officialNameChanged',
  'previousFamilyName',
  'previousGivenName',
  'gender',
  'birthDate',
  'studentUsi',
  'countryOfBirth',
];

/**
 * The Personal Information fields a confirmed pre-fill locks: those it filled. One it left empty
 * stays open, or a required one (a previous given name beside a previous family name) could never
 * be completed and the step never saved.
 */
export function prefillLockedFields(form: PersonalDetailsForm): PersonalField[] {
  return PREFILL_LOCKED_FIELDS.filter((field) => {
    const value = form[field];
    return value !== null && value !== '';
  });
}

export function isLockedByPrefill(field: PersonalField, lockedFields: readonly PersonalField[]): boolean {
  return lockedFields.includes(field);
}

/** A warning is shown when the found student's category differs from the form's (spec §4 step 2). */
export function prefillCategoryDiffers(formCategory: Category, obtainedCategory: Category | null): boolean {
  return obtainedCategory !== null && obtainedCategory !== formCategory;
}

/**
 * The flags a saved record implies (spec §4 step 3): name changed when a previous name is present,
 * English first language unless a first language is given, a visa when a visa type is given, health
 * cover arranged (OSHC yes) unless a health care number is given.
 */
export function derivedFlags(
  details: PersonalDetailsForm,
): Pick<PersonalDetailsForm, 'officialNameChanged' | 'englishIsFirstLanguage' | 'hasVisa' | 'hasHealthCare'> {
  return {
    officialNameChanged: details.previousFamilyName !== '' || details.previousGivenName !== '',
    englishIsFirstLanguage: details.firstLanguage === null,
    hasVisa: details.visaType !== null,
    hasHealthCare: details.healthCareNo === '',
  };
}

/**
 * The form after a confirmed staff pre-fill (spec §4 step 3): every field the obtained details carry
 * overwrites the form (a null empties it), except the application's own id, category and the student
 * number typed; then studiedAtTopEducation is yes, the local country Australia and the flags derived.
 */
export function applyPrefill(
  form: PersonalDetailsForm,
  obtained: Partial<Record<PersonalField, unknown>>,
): PersonalDetailsForm {
  const next: Record<string, unknown> = { ...form };
  for (const [field, value] of Object.entries(obtained)) {
    if (!(field in form) || KEPT.includes(field as PersonalField)) continue;
    next[field] = value ?? emptyValue(field as PersonalField);
  }
  const merged = next as unknown as PersonalDetailsForm;
  return {
    ...merged,
    ...derivedFlags(merged),
    studiedAtTopEducation: true,
    localAddressCountry: AUSTRALIA,
  };
}
