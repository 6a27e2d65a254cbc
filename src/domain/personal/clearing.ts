import { AUSTRALIA, VISA_TYPE_OTHER } from '../reference/codes.ts';
import { clearFields } from '../steps/clearing.ts';
import { emptyPersonalDetails } from './defaults.ts';
import type { PersonalDetailsForm, PersonalField } from './form.ts';
import { Shown, type StepContext } from './visibility.ts';

/** A controlling answer and the values shown only for some of its answers (spec §4). */
export interface Dependency {
  control: PersonalField;
  dependents: readonly PersonalField[];
  /** The answers for which the dependents stay shown. */
  keeps: (value: unknown) => boolean;
  /** Whether the controlling question is asked in this version of the step (default: always). */
  asked?: (form: PersonalDetailsForm, ctx: StepContext) => boolean;
}

export const DEPENDENCIES: readonly Dependency[] = [
  {
    control: 'agentShow',
    dependents: ['agentId', 'counselorName'],
    keeps: (v) => v === true,
    asked: Shown.agentQuestion,
  },
  {
    control: 'hasHealthCare',
    dependents: ['healthCareNo', 'healthCareExpiryDate'],
    keeps: (v) => v === false,
    asked: Shown.oshcQuestion,
  },
  {
    control: 'studiedAtTopEducation',
    dependents: ['studentNum'],
    keeps: (v) => v === true,
    asked: Shown.studiedQuestion,
  },
  {
    control: 'officialNameChanged',
    dependents: ['previousFamilyName', 'previousGivenName'],
    keeps: (v) => v === true,
  },
  { control: 'englishIsFirstLanguage', dependents: ['firstLanguage'], keeps: (v) => v === false },
  {
    control: 'hasVisa',
    dependents: ['visaType', 'visaDetails', 'visaNo', 'visaSubclassNo', 'visaExpiryDate'],
    keeps: (v) => v === true,
  },
  { control: 'visaType', dependents: ['visaDetails'], keeps: (v) => v === VISA_TYPE_OTHER },
  {
    control: 'internationalAddressCountry',
    dependents: ['internationalAddressState'],
    keeps: (v) => v === AUSTRALIA,
  },
  { control: 'contactCountry', dependents: ['contactState'], keeps: (v) => v === AUSTRALIA },
  {
    control: 'needAssistanceFromDisabilityServices',
    dependents: ['disabilityType', 'disabilityDescribe'],
    keeps: (v) => v === true,
  },
];

/**
 * The year of arrival, the international address and the airport pick-up question exist only outside
 * the Domestic version (ADR 018 for the pick-up).
 */
const NOT_DOMESTIC: readonly PersonalField[] = [
  'dateArrivalAustralia',
  'pickupAllowed',
  'internationalAddressCountry',
  'internationalAddressState',
  'internationalAddressSuburb',
  'internationalAddressStreetLine1',
  'internationalAddressStreetLine2',
  'internationalAddressPostcode',
];

/** What an International applicant living abroad is not asked (ADR 018): the country goes too. */
const IN_AUSTRALIA: readonly PersonalField[] = [
  'dateArrivalAustralia',
  'localAddressCountry',
  'localAddressState',
  'localAddressSuburb',
  'localAddressStreetLine1',
  'localAddressStreetLine2',
  'localAddressPostcode',
];

function clear(form: PersonalDetailsForm, fields: readonly PersonalField[]): PersonalDetailsForm {
  return clearFields(form, fields, emptyPersonalDetails(form.applicationCategory));
}

/**
 * The form after the user answers `field` with `value` (spec §4): the dependents that the new answer
 * hides are cleared. Answering the disability question resets the types to none, the advice to yes
 * and the description to empty, whatever the answer.
 */
export function onAnswerChange<K extends PersonalField>(
  form: PersonalDetailsForm,
  field: K,
  value: PersonalDetailsForm[K],
): PersonalDetailsForm {
  let next: PersonalDetailsForm = { ...form, [field]: value };
  if (field === 'needAssistanceFromDisabilityServices') {
    return { ...next, disabilityType: [], disabilityDescribe: '', receiveAdviceOnDisabilityServices: true };
  }
  for (const dependency of DEPENDENCIES) {
    if (dependency.control === field && !dependency.keeps(value)) next = clear(next, dependency.dependents);
  }
  return next;
}

/**
 * The values a save keeps: dependents of asked questions whose answer hides them are emptied, the
 * Domestic version drops the arrival year, pick-up and international address, and an International
 * applicant living abroad the arrival year and local address. Values of questions this version does
 * not ask (an agent chosen by staff, say) are kept as loaded. Answering `resident` No on the screen
 * only hides the Australian part (a slip back to Yes finds it as typed); the save empties it.
 */
export function clearHiddenValues(form: PersonalDetailsForm, ctx: StepContext): PersonalDetailsForm {
  let next = form;
  for (const dependency of DEPENDENCIES) {
    const asked = dependency.asked?.(next, ctx) ?? true;
    if (asked && !dependency.keeps(next[dependency.control])) next = clear(next, dependency.dependents);
  }
  if (ctx.category === 'Domestic') return clear(next, NOT_DOMESTIC);
  return Shown.localAddress(next, ctx) ? next : clear(next, IN_AUSTRALIA);
}
