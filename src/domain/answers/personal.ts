import type { Mode } from '../mode.ts';
import { emptyPersonalDetails } from '../personal/defaults.ts';
import { personalFields } from '../personal/fields.ts';
import type { PersonalDetailsForm } from '../personal/form.ts';
import { Shown, type StepContext } from '../personal/visibility.ts';
import type { Category } from '../user.ts';
import { choiceLists, type RowSpec, rowsOf } from './rows.ts';
import type { AnswerSection, NameOf } from './types.ts';

type Spec = RowSpec<PersonalDetailsForm>;
type Asked = (form: PersonalDetailsForm, ctx: StepContext) => boolean;

const address = (prefix: 'localAddress' | 'internationalAddress', shown?: Asked) =>
  (['Country', 'State', 'StreetLine1', 'StreetLine2', 'Suburb', 'Postcode'] as const).map((part) => ({
    field: `${prefix}${part}` as Spec['field'],
    list: part === 'Country' ? 'countries' : part === 'State' ? 'states' : undefined,
    shown,
  }));

/**
 * The personal step's answers beyond the spec's Personal Details section, grouped as the step asks
 * them; `shown` is the step's own visibility rule (src/domain/personal/visibility.ts), in either
 * version of the step, so a question the applicant was never asked has no row whatever its value.
 */
const SECTIONS: ReadonlyArray<{
  title: string;
  rows: ReadonlyArray<Omit<Spec, 'shown'> & { shown?: Asked }>;
}> = [
  {
    title: 'Background',
    rows: [
      { field: 'otherGivenName' },
      { field: 'officialNameChanged' },
      { field: 'previousFamilyName', shown: Shown.previousNames },
      { field: 'previousGivenName', shown: Shown.previousNames },
      { field: 'studentUsi' },
      { field: 'dateArrivalAustralia', shown: Shown.arrivalYear },
      { field: 'australianAboriginalType', list: 'aboriginalTypes' },
      { field: 'englishIsFirstLanguage' },
      { field: 'firstLanguage', list: 'languages', shown: Shown.firstLanguage },
      { field: 'languageAtHome', list: 'languages' },
      { field: 'religion', list: 'religions' },
    ],
  },
  {
    title: 'Study and Preferences',
    rows: [
      { field: 'agentShow', shown: Shown.agentQuestion },
      { field: 'agentId', list: 'agencies', shown: Shown.agency },
      { field: 'counselorName', shown: Shown.counselorName },
      { field: 'hasHealthCare', shown: Shown.oshcQuestion },
      { field: 'healthCareNo', shown: Shown.healthCare },
      { field: 'healthCareExpiryDate', shown: Shown.healthCare },
      { field: 'studiedAtTopEducation', shown: Shown.studiedQuestion },
      { field: 'studentNum', shown: Shown.studentNum },
      { field: 'communication' },
      { field: 'pickupAllowed', shown: Shown.pickupQuestion },
      { field: 'payAllFees' },
    ],
  },
  {
    title: 'Citizenship and Visa',
    rows: [
      { field: 'citizenType', list: 'citizenTypes' },
      { field: 'countryOfCitizenship', list: 'nationalities' },
      { field: 'passportNumber' },
      { field: 'hasVisa' },
      { field: 'visaType', list: 'visaTypes', shown: Shown.visa },
      { field: 'visaDetails', shown: Shown.visaDetails },
      { field: 'visaNo', shown: Shown.visa },
      { field: 'visaSubclassNo', shown: Shown.visa },
      { field: 'visaExpiryDate', shown: Shown.visa },
      { field: 'resident' },
    ],
  },
  {
    title: 'Contact Details',
    rows: (
      [
        'mail',
        'mobileNumberCountryCode',
        'mobileNumber',
        'homeNumberCountryCode',
        'homeNumberAreaCode',
        'homeNumber',
        'workNumberCountryCode',
        'workNumberAreaCode',
        'workNumber',
      ] as const
    ).map((field) => ({ field })),
  },
  { title: 'Local Address', rows: address('localAddress', Shown.localAddress) },
  { title: 'International Address', rows: address('internationalAddress', Shown.internationalAddress) },
  {
    title: 'Emergency Contact',
    rows: [
      { field: 'contactTitle', list: 'titles' },
      { field: 'contactRelationship' },
      { field: 'contactFamilyName' },
      { field: 'contactFirstGivenName' },
      ...(
        [
          'contactMobileNumberCountryCode',
          'contactMobileNumber',
          'contactHomeNumberCountryCode',
          'contactHomeNumberAreaCode',
          'contactHomeNumber',
          'contactWorkNumberCountryCode',
          'contactWorkNumberAreaCode',
          'contactWorkNumber',
        ] as const
      ).map((field) => ({ field })),
      { field: 'contactCountry', list: 'countries' },
      { field: 'contactState', list: 'states', shown: Shown.contactState },
      { field: 'contactAddress1' },
      { field: 'contactAddress2' },
      { field: 'contactSuburb' },
      { field: 'contactPostcode' },
    ],
  },
  {
    title: 'Disability',
    rows: [
      { field: 'needAssistanceFromDisabilityServices' },
      { field: 'disabilityType', list: 'disabilityTypes', shown: Shown.disabilityDetails },
      { field: 'disabilityDescribe', shown: Shown.disabilityDetails },
      { field: 'receiveAdviceOnDisabilityServices', shown: Shown.disabilityDetails },
    ],
  },
];

/** The personal step's further sections (empty ones left out), for whoever reads them (`mode`). */
export function personalSections(
  saved: Partial<PersonalDetailsForm> | null,
  category: Category,
  mode: Mode,
  nameOf: NameOf,
  word: (text: string) => string,
): AnswerSection[] {
  if (!saved) return [];
  const form: PersonalDetailsForm = { ...emptyPersonalDetails(category), ...saved };
  const ctx: StepContext = { mode, category };
  return SECTIONS.map(({ title, rows }) => ({
    title,
    step: 'personal' as const,
    rows: rowsOf(
      personalFields,
      form,
      rows.map(({ shown, ...row }) => ({
        ...row,
        // Whether an offer is being edited is the session's, not the application's, and what one
        // version of the step does not ask is kept as saved: a question of either version (OSHC and
        // the agent question are asked while an offer is edited) shows once answered.
        shown: shown && ((f: PersonalDetailsForm) => shown(f, ctx) || shown(f, { ...ctx, editOffer: true })),
      })),
      nameOf,
      word,
    ),
  })).filter((section) => section.rows.length > 0);
}

/** The lists the step's choices name, by field: the sections' and the spec section's own three. */
export const PERSONAL_CHOICE_LISTS: Readonly<Record<string, string>> = {
  ...choiceLists(SECTIONS.flatMap((section) => section.rows)),
  title: 'titles',
  gender: 'genders',
  countryOfBirth: 'countries',
};
