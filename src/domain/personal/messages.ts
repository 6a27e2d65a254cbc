import { Msg } from '../messages.ts';
import { StepMsg } from '../steps/messages.ts';

/**
 * Every message of the personal details step. Quoted ones are the spec's (§5) word for word; where
 * the spec gives no wording: '<Label> is required.' and 'It must be no more than N characters.'.
 */
export const PersonalMsg = {
  // spec §5, verbatim
  summary: Msg.correctEditInformation,
  required: StepMsg.required,
  ageOver18: 'Age must be greater than 18 years old.',
  usiLength: 'It must fill in 10 characters.',
  passportRequired: 'Passport Number is required.',
  visaSubclassRequired: 'Visa Subclass Number is required.',
  postcodeRequired: 'Postcode is required.',
  postcode4Digits: 'It must fill in 4 digits, ranging from 0000 to 9999.',
  postcodeMax10: 'Postcode must be no more than 10 digits.',
  counselorNameTooLong: 'Responsible Counselor Name must be no more than 60 characters.',
  healthCareNoTooLong: 'Health Care Number must be no more than 45 characters.',
  titleRequired: 'Title is required.',
  // required, in the spec's style
  agencyRequired: 'Agency is required.',
  studentNumRequired: 'Student ID is required.',
  familyNameRequired: 'Family Name is required.',
  firstGivenNameRequired: 'First Given Name is required.',
  previousFamilyNameRequired: 'Previous Family Name is required.',
  previousGivenNameRequired: 'Previous Given Name is required.',
  genderRequired: 'Gender is required.',
  birthDateRequired: 'Date of Birth is required.',
  countryOfBirthRequired: 'Country of Birth is required.',
  arrivalYearRequired: 'Year of Arrival in Australia is required.',
  aboriginalTypeRequired: 'Aboriginal and Torres Strait Islander Origin is required.',
  firstLanguageRequired: 'First Language is required.',
  languageAtHomeRequired: 'Language at Home is required.',
  citizenshipRequired: 'Country of Citizenship is required.',
  citizenTypeRequired: 'Citizen Type is required.',
  visaTypeRequired: 'Visa Type is required.',
  visaExpiryRequired: 'Visa Expiry Date is required.',
  mailRequired: 'Primary Email is required.',
  mobileCodeRequired: 'Mobile Country Code is required.',
  mobileNumberRequired: 'Mobile Number is required.',
  countryRequired: 'Country is required.',
  stateRequired: 'State or Territory is required.',
  suburbRequired: 'Suburb is required.',
  streetLine1Required: 'Street Address Line 1 is required.',
  relationshipRequired: 'Relationship is required.',
  disabilityTypeRequired: 'Disability Type is required.',
  // lengths
  max5: 'It must be no more than 5 characters.',
  max10: 'It must be no more than 10 characters.',
  max20: 'It must be no more than 20 characters.',
  max40: 'It must be no more than 40 characters.',
  max45: 'It must be no more than 45 characters.',
  max48: 'It must be no more than 48 characters.',
  max100: 'It must be no more than 100 characters.',
  // formats
  digitsOnly: 'It must contain digits only.',
  lettersDigits: 'It must contain letters and numbers only.',
  lettersDigitsSpaces: 'It must contain letters, numbers and spaces only.',
  emailInvalid: Msg.emailInvalid,
  dateFormat: StepMsg.dateFormat,
  dateBefore1900: StepMsg.dateBefore1900,
  yearFormat: StepMsg.yearFormat,
  yearRange: StepMsg.yearRange,
  internationalAddressInAustralia: 'The international address must be outside Australia.',
  invalid: StepMsg.invalid,
  controlCharacters: StepMsg.controlCharacters,
  unstorable: StepMsg.unstorable,
  choiceNotInList: StepMsg.choiceNotInList,
} as const;

export type PersonalMsgKey = keyof typeof PersonalMsg;
