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

/** The year of arrival and the international address exist only outside the Domestic version. */
const NOT_DOMESTIC: readonly PersonalField[] = [
  'dateArrivalAustralia',
  'internationalAddressCountry',
  'internationalAddressState',
  'internationalAddressSuburb',
  'internationalAddressStreetLine1',
  'internationalAddressStreetLine2',
  'internationalAddressPostcode',
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
 * The values a save keeps: dependents of asked questions whose answer hides them are emptied, and the
 * Domestic version drops the arrival year and international address. Values of questions this version
 * does not ask (an agent chosen by staff, say) are kept as loaded.
 */
export function clearHiddenValues(form: PersonalDetailsForm, ctx: StepContext): PersonalDetailsForm {
  let next = form;
  for (const dependency of DEPENDENCIES) {
    const asked = dependency.asked?.(next, ctx) ?? true;
    if (asked && !dependency.keeps(next[dependency.control])) next = clear(next, dependency.dependents);
  }
  return ctx.category === 'Domestic' ? clear(next, NOT_DOMESTIC) : next;
}
