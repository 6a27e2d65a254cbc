import type { PersonalField } from '@/domain/personal/form.ts';

/** The fields the screen shows (the category and id travel with the form unseen). */
export type ShownField = Exclude<PersonalField, 'applicationCategory' | 'applicationId'>;

/** The groups of the screen, in order (spec §2). */
export const GroupTitle = {
  top: 'TOP Information',
  personal: 'Personal Information',
  culture: 'Cultural Background',
  citizenship: 'Citizenship/Visa Details',
  contact: 'Contact Details',
  localAddress: 'Local Address',
  internationalAddress: 'International Address',
  emergency: 'Emergency Contact',
  special: 'Special Circumstances',
} as const;

/**
 * Each field's visible label. The wording follows the spec's messages ('Family Name is required.'
 * → 'Family Name'); the four flags whose meaning the spec does not show carry our own questions.
 */
export const fieldLabels: Record<ShownField, string> = {
  agentShow: 'Do you have a nominated education agent?',
  agentId: 'Agency',
  counselorName: 'Responsible Counselor Name',
  studiedAtTopEducation: 'Have you studied at TOP Education before?',
  studentNum: 'Student ID',
  hasHealthCare: 'Have you arranged Overseas Student Health Cover (OSHC)?',
  healthCareNo: 'Health Care Number',
  healthCareExpiryDate: 'Health Care Expiry Date',
  title: 'Title',
  familyName: 'Family Name',
  firstGivenName: 'First Given Name',
  otherGivenName: 'Other Given Names',
  officialNameChanged: 'Have you officially changed your name?',
  previousFamilyName: 'Previous Family Name',
  previousGivenName: 'Previous Given Name',
  gender: 'Gender',
  birthDate: 'Date of Birth',
  studentUsi: 'Unique Student Identifier (USI)',
  countryOfBirth: 'Country of Birth',
  dateArrivalAustralia: 'Year of Arrival in Australia',
  australianAboriginalType: 'Aboriginal and Torres Strait Islander Origin',
  englishIsFirstLanguage: 'Is English your first language?',
  firstLanguage: 'First Language',
  languageAtHome: 'Language at Home',
  religion: 'Religion',
  citizenType: 'Citizen Type',
  countryOfCitizenship: 'Country of Citizenship',
  passportNumber: 'Passport Number',
  hasVisa: 'Do you hold an Australian visa?',
  visaType: 'Visa Type',
  visaDetails: 'Please specify',
  visaNo: 'Visa Number',
  visaSubclassNo: 'Visa Subclass Number',
  visaExpiryDate: 'Visa Expiry Date',
  resident: 'Do you currently live in Australia?',
  mail: 'Primary Email',
  mobileNumberCountryCode: 'Mobile Country Code',
  mobileNumber: 'Mobile Number',
  homeNumberCountryCode: 'Home Phone Country Code',
  homeNumberAreaCode: 'Home Phone Area Code',
  homeNumber: 'Home Phone Number',
  workNumberCountryCode: 'Work Phone Country Code',
  workNumberAreaCode: 'Work Phone Area Code',
  workNumber: 'Work Phone Number',
  communication: 'May we send you news about your application and study options?',
  localAddressCountry: 'Country',
  localAddressState: 'State or Territory',
  localAddressSuburb: 'Suburb',
  localAddressStreetLine1: 'Street Address Line 1',
  localAddressStreetLine2: 'Street Address Line 2',
  localAddressPostcode: 'Postcode',
  pickupAllowed: 'Would you like an airport pick-up when you arrive?',
  internationalAddressCountry: 'Country',
  internationalAddressState: 'State or Territory',
  internationalAddressSuburb: 'Suburb',
  internationalAddressStreetLine1: 'Street Address Line 1',
  internationalAddressStreetLine2: 'Street Address Line 2',
  internationalAddressPostcode: 'Postcode',
  contactTitle: 'Title',
  contactFamilyName: 'Family Name',
  contactFirstGivenName: 'First Given Name',
  contactRelationship: 'Relationship',
  contactMobileNumberCountryCode: 'Mobile Country Code',
  contactMobileNumber: 'Mobile Number',
  contactHomeNumberCountryCode: 'Home Phone Country Code',
  contactHomeNumberAreaCode: 'Home Phone Area Code',
  contactHomeNumber: 'Home Phone Number',
  contactWorkNumberCountryCode: 'Work Phone Country Code',
  contactWorkNumberAreaCode: 'Work Phone Area Code',
  contactWorkNumber: 'Work Phone Number',
  contactCountry: 'Country',
  contactState: 'State or Territory',
  contactSuburb: 'Suburb',
  contactAddress1: 'Street Address Line 1',
  contactAddress2: 'Street Address Line 2',
  contactPostcode: 'Postcode',
  payAllFees: 'Will you pay all of your tuition fees yourself?',
  needAssistanceFromDisabilityServices:
    'Do you have a disability, impairment or long-term medical condition for which you need assistance?',
  disabilityType: 'Disability Type',
  disabilityDescribe: 'Please describe your circumstances',
  receiveAdviceOnDisabilityServices: 'Would you like to receive advice on disability support services?',
};

/** Labels repeated in several groups are prefixed with their group in the error summary. */
const PREFIXED: readonly [RegExp, string][] = [
  [/^localAddress/, GroupTitle.localAddress],
  [/^internationalAddress/, GroupTitle.internationalAddress],
  [/^contact/, GroupTitle.emergency],
];

/** The group a field's label repeats in, for the fields whose label alone is ambiguous. */
function groupOf(field: ShownField): string | undefined {
  return PREFIXED.find(([pattern]) => pattern.test(field))?.[1];
}

/**
 * What precedes each message in the error summary: nothing (or just the group) when the message
 * names the field already ('Family Name is required.', 'Local Address: Postcode is required.'),
 * otherwise the label ('Have you officially changed your name?: This is required.').
 */
export function summaryLabels(messages: Record<string, string>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [name, message] of Object.entries(messages)) {
    if (!(name in fieldLabels)) continue;
    const field = name as ShownField;
    const group = groupOf(field);
    if (message.startsWith(fieldLabels[field])) labels[name] = group ?? '';
    else labels[name] = group ? `${group} ${fieldLabels[field]}` : fieldLabels[field];
  }
  return labels;
}
