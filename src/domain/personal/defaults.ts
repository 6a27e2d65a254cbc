import {
  AUSTRALIA,
  AUSTRALIAN_CITIZENSHIP,
  DEFAULT_ABORIGINAL_TYPE,
  DOMESTIC_DEFAULT_CITIZEN_TYPE,
  INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
} from '../reference/codes.ts';
import { emptyForm } from '../steps/fields.ts';
import type { Category } from '../user.ts';
import { personalFields } from './fields.ts';
import type { PersonalDetailsForm, PersonalField } from './form.ts';

/** Every field empty (from the field table): '' for text, null for choices and answers, [] for disability types. */
export function emptyPersonalDetails(category: Category): PersonalDetailsForm {
  return emptyForm<PersonalDetailsForm>(personalFields, category);
}

/** The empty value of one field (what clearing a dependent field sets). */
export function emptyValue<K extends PersonalField>(field: K): PersonalDetailsForm[K] {
  const value = emptyPersonalDetails('Domestic')[field];
  return (Array.isArray(value) ? [] : value) as PersonalDetailsForm[K];
}

/**
 * A new form for a category (spec §4 defaults): citizen type 485 (Domestic) or 1840 (International);
 * country of citizenship 283 for a non-international applicant; Aboriginal type 873; the local address
 * in Australia (752, fixed); advice on disability services yes (as the disability answer resets it).
 */
export function defaultPersonalDetails(category: Category): PersonalDetailsForm {
  const international = category === 'International';
  return {
    ...emptyPersonalDetails(category),
    citizenType: international ? INTERNATIONAL_DEFAULT_CITIZEN_TYPE : DOMESTIC_DEFAULT_CITIZEN_TYPE,
    countryOfCitizenship: international ? null : AUSTRALIAN_CITIZENSHIP,
    australianAboriginalType: DEFAULT_ABORIGINAL_TYPE,
    localAddressCountry: AUSTRALIA,
    receiveAdviceOnDisabilityServices: true,
  };
}

/**
 * The form for a loaded application (spec §7): the category's defaults, overwritten by every saved
 * value that is present (null and undefined keep the default); agentShow derived from agentId; the
 * local address country fixed to 752; the category and id of the application.
 */
export function formFromLoad(
  details: Partial<Record<PersonalField, unknown>> | null | undefined,
  category: Category,
  applicationId?: number,
): PersonalDetailsForm {
  const form = defaultPersonalDetails(category) as unknown as Record<PersonalField, unknown>;
  for (const [field, value] of Object.entries(details ?? {})) {
    if (value !== null && value !== undefined && field in form) form[field as PersonalField] = value;
  }
  const merged = form as unknown as PersonalDetailsForm;
  return {
    ...merged,
    agentShow: merged.agentShow ?? merged.agentId != null,
    localAddressCountry: AUSTRALIA,
    applicationCategory: category,
    applicationId: applicationId ?? merged.applicationId,
  };
}
