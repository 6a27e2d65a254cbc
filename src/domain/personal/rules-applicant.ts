import { adult, date, digits, email, matches, maxLength, only, pastYear } from './checks.ts';
import { MaxLength as L } from './constants.ts';
import { PersonalMsg as M } from './messages.ts';
import type { FieldRule } from './rule.ts';
import { isPassportRequired, Shown } from './visibility.ts';

const name = () => [maxLength(L.name, M.max40)];

/** Spec §5 for the top questions, the person, culture, citizenship and visa, and contact details. */
export const applicantRules: readonly FieldRule[] = [
  // TOP information
  { field: 'agentId', shown: Shown.agency, required: M.agencyRequired },
  {
    field: 'counselorName',
    shown: Shown.counselorName,
    checks: [maxLength(L.counselorName, M.counselorNameTooLong)],
  },
  { field: 'studiedAtTopEducation', shown: Shown.studiedQuestion, required: M.required },
  {
    field: 'studentNum',
    shown: Shown.studentNum,
    required: M.studentNumRequired,
    checks: [only('digits', M.digitsOnly), maxLength(L.studentNum, M.max10)],
  },
  {
    field: 'healthCareNo',
    shown: Shown.healthCare,
    checks: [only('lettersDigits', M.lettersDigits), maxLength(L.healthCareNo, M.healthCareNoTooLong)],
  },
  { field: 'healthCareExpiryDate', shown: Shown.healthCare, checks: [date] },
  // personal information
  { field: 'title', required: M.titleRequired },
  { field: 'familyName', required: M.familyNameRequired, checks: name() },
  { field: 'firstGivenName', required: M.firstGivenNameRequired, checks: name() },
  { field: 'otherGivenName', checks: name() },
  { field: 'officialNameChanged', required: M.required },
  {
    field: 'previousFamilyName',
    shown: Shown.previousNames,
    required: M.previousFamilyNameRequired,
    checks: name(),
  },
  {
    field: 'previousGivenName',
    shown: Shown.previousNames,
    required: M.previousGivenNameRequired,
    checks: name(),
  },
  { field: 'gender', required: M.genderRequired },
  { field: 'birthDate', required: M.birthDateRequired, checks: [date, adult] },
  { field: 'studentUsi', checks: [matches(/^[A-Za-z0-9]{10}$/, M.usiLength)] },
  { field: 'countryOfBirth', required: M.countryOfBirthRequired },
  {
    field: 'dateArrivalAustralia',
    shown: Shown.arrivalYear,
    required: M.arrivalYearRequired,
    checks: [pastYear],
  },
  // cultural background
  { field: 'australianAboriginalType', required: M.aboriginalTypeRequired },
  { field: 'firstLanguage', shown: Shown.firstLanguage, required: M.firstLanguageRequired },
  { field: 'languageAtHome', required: M.languageAtHomeRequired },
  // citizenship and visa
  { field: 'citizenType', required: M.citizenTypeRequired },
  { field: 'countryOfCitizenship', required: M.citizenshipRequired },
  {
    field: 'passportNumber',
    required: (form) => (isPassportRequired(form) ? M.passportRequired : undefined),
    checks: [only('lettersDigits', M.lettersDigits), maxLength(L.passportNumber, M.max20)],
  },
  { field: 'hasVisa', required: M.required },
  { field: 'visaType', shown: Shown.visa, required: M.visaTypeRequired },
  { field: 'visaDetails', shown: Shown.visaDetails, checks: [maxLength(L.visaDetails, M.max45)] },
  { field: 'visaNo', shown: Shown.visa, checks: [maxLength(L.visaNo, M.max20)] },
  {
    field: 'visaSubclassNo',
    shown: Shown.visa,
    required: M.visaSubclassRequired,
    checks: [maxLength(L.visaSubclassNo, M.max20)],
  },
  { field: 'visaExpiryDate', shown: Shown.visa, required: M.visaExpiryRequired, checks: [date] },
  // contact details
  { field: 'mail', required: M.mailRequired, checks: [maxLength(L.mail, M.max45), email] },
  { field: 'mobileNumberCountryCode', required: M.mobileCodeRequired, checks: digits(L.countryCode, M.max5) },
  { field: 'mobileNumber', required: M.mobileNumberRequired, checks: digits(L.mobileNumber, M.max20) },
  { field: 'homeNumberCountryCode', checks: digits(L.countryCode, M.max5) },
  { field: 'homeNumberAreaCode', checks: digits(L.areaCode, M.max5) },
  { field: 'homeNumber', checks: digits(L.phoneNumber, M.max10) },
  { field: 'workNumberCountryCode', checks: digits(L.countryCode, M.max5) },
  { field: 'workNumberAreaCode', checks: digits(L.areaCode, M.max5) },
  { field: 'workNumber', checks: digits(L.phoneNumber, M.max10) },
];
