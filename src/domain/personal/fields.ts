import type { FieldTable, TextSpec } from '../steps/fields.ts';
import { MaxLength as L } from './constants.ts';
import type { PersonalDetailsForm } from './form.ts';

const text = (label: string, maxLength?: number, allowed?: TextSpec['allowed']): TextSpec => ({
  kind: 'text',
  label,
  ...(maxLength === undefined ? {} : { maxLength }),
  ...(allowed ? { allowed } : {}),
});
const digits = (label: string, maxLength: number) => text(label, maxLength, 'digits');
const code = (label: string, maxLength: number) => text(label, maxLength, 'lettersDigits');
const suburb = (label: string) => text(label, L.suburb, 'lettersDigitsSpaces');
const date = (label: string): TextSpec => ({ kind: 'date', label });
const choice = (label: string) => ({ kind: 'choice', label }) as const;
const answer = (label: string) => ({ kind: 'answer', label }) as const;

/**
 * The personal details step's field table (spec §3), in form order: its zod shape, empty form, labels
 * and typing filters are made from it. The rules of spec §5 are in rules-applicant.ts and rules-address.ts.
 */
export const personalFields = {
  // agent and study
  agentShow: answer('Do you have a nominated education agent?'),
  agentId: choice('Agency'),
  counselorName: text('Responsible Counselor Name', L.counselorName),
  applicationCategory: { kind: 'category' },
  studiedAtTopEducation: answer('Have you studied at TOP Education before?'),
  studentNum: digits('Student ID', L.studentNum),
  // name and identity
  title: choice('Title'),
  familyName: text('Family Name', L.name),
  firstGivenName: text('First Given Name', L.name),
  otherGivenName: text('Other Given Names', L.name),
  officialNameChanged: answer('Have you officially changed your name?'),
  previousFamilyName: text('Previous Family Name', L.name),
  previousGivenName: text('Previous Given Name', L.name),
  gender: choice('Gender'),
  birthDate: date('Date of Birth'),
  studentUsi: code('Unique Student Identifier (USI)', L.studentUsi),
  countryOfBirth: choice('Country of Birth'),
  dateArrivalAustralia: { kind: 'year', label: 'Year of Arrival in Australia' },
  // culture
  australianAboriginalType: choice('Aboriginal and Torres Strait Islander Origin'),
  englishIsFirstLanguage: answer('Is English your first language?'),
  firstLanguage: choice('First Language'),
  languageAtHome: choice('Language at Home'),
  religion: choice('Religion'),
  // citizenship and visa
  citizenType: choice('Citizen Type'),
  countryOfCitizenship: choice('Country of Citizenship'),
  passportNumber: code('Passport Number', L.passportNumber),
  hasVisa: answer('Do you hold an Australian visa?'),
  visaType: choice('Visa Type'),
  visaDetails: text('Please specify', L.visaDetails),
  visaNo: text('Visa Number', L.visaNo),
  visaSubclassNo: text('Visa Subclass Number', L.visaSubclassNo),
  visaExpiryDate: date('Visa Expiry Date'),
  // health cover (OSHC)
  hasHealthCare: answer('Have you arranged Overseas Student Health Cover (OSHC)?'),
  healthCareNo: code('Health Care Number', L.healthCareNo),
  healthCareExpiryDate: date('Health Care Expiry Date'),
  // contact
  mail: text('Primary Email', L.mail),
  mobileNumberCountryCode: digits('Mobile Country Code', L.countryCode),
  mobileNumber: digits('Mobile Number', L.mobileNumber),
  homeNumberCountryCode: digits('Home Phone Country Code', L.countryCode),
  homeNumberAreaCode: digits('Home Phone Area Code', L.areaCode),
  homeNumber: digits('Home Phone Number', L.phoneNumber),
  workNumberCountryCode: digits('Work Phone Country Code', L.countryCode),
  workNumberAreaCode: digits('Work Phone Area Code', L.areaCode),
  workNumber: digits('Work Phone Number', L.phoneNumber),
  // local address
  localAddressCountry: choice('Country'),
  localAddressState: choice('State or Territory'),
  localAddressSuburb: suburb('Suburb'),
  localAddressStreetLine1: text('Street Address Line 1', L.streetLine),
  localAddressStreetLine2: text('Street Address Line 2', L.streetLine),
  localAddressPostcode: digits('Postcode', L.localPostcode),
  // international address
  internationalAddressCountry: choice('Country'),
  internationalAddressState: choice('State or Territory'),
  internationalAddressSuburb: suburb('Suburb'),
  internationalAddressStreetLine1: text('Street Address Line 1', L.streetLine),
  internationalAddressStreetLine2: text('Street Address Line 2', L.streetLine),
  internationalAddressPostcode: digits('Postcode', L.postcode),
  // emergency contact
  contactTitle: choice('Title'),
  contactFamilyName: text('Family Name', L.name),
  contactFirstGivenName: text('First Given Name', L.name),
  contactRelationship: text('Relationship', L.relationship),
  contactMobileNumberCountryCode: digits('Mobile Country Code', L.countryCode),
  contactMobileNumber: digits('Mobile Number', L.mobileNumber),
  contactHomeNumberCountryCode: digits('Home Phone Country Code', L.countryCode),
  contactHomeNumberAreaCode: digits('Home Phone Area Code', L.areaCode),
  contactHomeNumber: digits('Home Phone Number', L.phoneNumber),
  contactWorkNumberCountryCode: digits('Work Phone Country Code', L.countryCode),
  contactWorkNumberAreaCode: digits('Work Phone Area Code', L.areaCode),
  contactWorkNumber: digits('Work Phone Number', L.phoneNumber),
  contactCountry: choice('Country'),
  contactState: choice('State or Territory'),
  contactSuburb: suburb('Suburb'),
  contactAddress1: text('Street Address Line 1', L.streetLine),
  contactAddress2: text('Street Address Line 2', L.streetLine),
  contactPostcode: digits('Postcode', L.postcode),
  // flags (their meaning is not shown in the spec: the questions are ours)
  communication: answer('May we send you news about your application and study options?'),
  pickupAllowed: answer('Would you like an airport pick-up when you arrive?'),
  resident: answer('Do you currently live in Australia?'),
  payAllFees: answer('Will you pay all of your tuition fees yourself?'),
  // special circumstances
  needAssistanceFromDisabilityServices: answer(
    'Do you have a disability, impairment or long-term medical condition for which you need assistance?',
  ),
  disabilityType: { kind: 'choices', label: 'Disability Type' },
  disabilityDescribe: { kind: 'multiline', label: 'Please describe your circumstances', maxLength: 100 },
  receiveAdviceOnDisabilityServices: answer(
    'Would you like to receive advice on disability support services?',
  ),
  applicationId: { kind: 'applicationId' },
} as const satisfies FieldTable<PersonalDetailsForm>;

/** Each shown field's visible label. */
export const personalLabels = Object.fromEntries(
  Object.entries(personalFields).flatMap(([field, spec]) => ('label' in spec ? [[field, spec.label]] : [])),
) as Record<Exclude<keyof typeof personalFields, 'applicationCategory' | 'applicationId'>, string>;
