import { AUSTRALIA, INTERNATIONAL_DEFAULT_CITIZEN_TYPE } from '../reference/codes.ts';
import type { Category } from '../user.ts';
import { defaultPersonalDetails } from './defaults.ts';
import type { PersonalDetailsForm } from './form.ts';

/** Seeded ids the samples use (src/server/seed/reference; checked by the reference tests). */
export const SampleIds = {
  titleMs: 3,
  titleMrs: 2,
  genderFemale: 2,
  english: 1201,
  hindi: 5203,
  nsw: 1,
  india: 10356,
  studentVisa: 2500,
} as const;

const domestic = (): PersonalDetailsForm => ({
  ...defaultPersonalDetails('Domestic'),
  studiedAtTopEducation: false,
  title: SampleIds.titleMs,
  familyName: 'Nguyen',
  firstGivenName: 'Linh',
  officialNameChanged: false,
  gender: SampleIds.genderFemale,
  birthDate: '1999-05-14',
  countryOfBirth: AUSTRALIA,
  englishIsFirstLanguage: true,
  languageAtHome: SampleIds.english,
  hasVisa: false,
  mail: 'linh.nguyen@example.com',
  mobileNumberCountryCode: '61',
  mobileNumber: '0412345678',
  localAddressState: SampleIds.nsw,
  localAddressSuburb: 'Parramatta',
  localAddressStreetLine1: '10 Church Street',
  localAddressPostcode: '2150',
  contactTitle: SampleIds.titleMrs,
  contactFamilyName: 'Nguyen',
  contactFirstGivenName: 'Mai',
  contactRelationship: 'Mother',
  contactMobileNumberCountryCode: '61',
  contactMobileNumber: '0498765432',
  contactCountry: AUSTRALIA,
  contactState: SampleIds.nsw,
  contactSuburb: 'Parramatta',
  contactAddress1: '10 Church Street',
  contactPostcode: '2150',
  needAssistanceFromDisabilityServices: false,
});

const international = (): PersonalDetailsForm => ({
  ...domestic(),
  applicationCategory: 'International',
  citizenType: INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
  familyName: 'Sharma',
  firstGivenName: 'Priya',
  birthDate: '2001-09-30',
  countryOfBirth: SampleIds.india,
  dateArrivalAustralia: '2024',
  englishIsFirstLanguage: false,
  firstLanguage: SampleIds.hindi,
  languageAtHome: SampleIds.hindi,
  countryOfCitizenship: SampleIds.india,
  passportNumber: 'N1234567',
  hasVisa: true,
  visaType: SampleIds.studentVisa,
  visaSubclassNo: '500',
  visaExpiryDate: '2028-03-31',
  mail: 'priya.sharma@example.com',
  internationalAddressCountry: SampleIds.india,
  internationalAddressSuburb: 'Bandra West',
  internationalAddressStreetLine1: '12 Hill Road',
  internationalAddressPostcode: '400050',
  contactFamilyName: 'Sharma',
  contactFirstGivenName: 'Anita',
  contactCountry: SampleIds.india,
  contactState: null,
  contactSuburb: 'Bandra West',
  contactAddress1: '12 Hill Road',
  contactPostcode: '400050',
  needAssistanceFromDisabilityServices: false,
});

/** A complete, valid form for a category (demo data and tests). */
export function samplePersonalDetails(category: Category): PersonalDetailsForm {
  return category === 'Domestic' ? domestic() : international();
}
