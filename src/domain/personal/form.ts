import type { Category } from '../user.ts';

/** A yes/no answer; null while unanswered. */
export type Answer = boolean | null;
/** A reference-list selection (a RefItem id); null while nothing is chosen. */
export type Choice = number | null;

/**
 * The personal details form (spec §3), with the spec's field names. Text is '' when empty; dates
 * are 'yyyy-MM-dd' and the arrival year 'yyyy'.
 */
export interface PersonalDetailsForm {
  // agent and study
  /** The "nominated agent" toggle; derived from agentId when the client leaves it out. */
  agentShow: Answer;
  agentId: Choice;
  counselorName: string;
  applicationCategory: Category;
  studiedAtTopEducation: Answer;
  studentNum: string;
  // name and identity
  title: Choice;
  familyName: string;
  firstGivenName: string;
  otherGivenName: string;
  officialNameChanged: Answer;
  previousFamilyName: string;
  previousGivenName: string;
  gender: Choice;
  birthDate: string;
  studentUsi: string;
  countryOfBirth: Choice;
  dateArrivalAustralia: string;
  // culture
  australianAboriginalType: Choice;
  englishIsFirstLanguage: Answer;
  firstLanguage: Choice;
  languageAtHome: Choice;
  religion: Choice;
  // citizenship and visa
  citizenType: Choice;
  countryOfCitizenship: Choice;
  passportNumber: string;
  hasVisa: Answer;
  visaType: Choice;
  visaDetails: string;
  visaNo: string;
  visaSubclassNo: string;
  visaExpiryDate: string;
  // health cover (OSHC)
  hasHealthCare: Answer;
  healthCareNo: string;
  healthCareExpiryDate: string;
  // contact
  mail: string;
  mobileNumberCountryCode: string;
  mobileNumber: string;
  homeNumberCountryCode: string;
  homeNumberAreaCode: string;
  homeNumber: string;
  workNumberCountryCode: string;
  workNumberAreaCode: string;
  workNumber: string;
  // local address
  localAddressCountry: Choice;
  localAddressState: Choice;
  localAddressSuburb: string;
  localAddressStreetLine1: string;
  localAddressStreetLine2: string;
  localAddressPostcode: string;
  // international address
  internationalAddressCountry: Choice;
  internationalAddressState: Choice;
  internationalAddressSuburb: string;
  internationalAddressStreetLine1: string;
  internationalAddressStreetLine2: string;
  internationalAddressPostcode: string;
  // emergency contact
  contactTitle: Choice;
  contactFamilyName: string;
  contactFirstGivenName: string;
  contactRelationship: string;
  contactMobileNumberCountryCode: string;
  contactMobileNumber: string;
  contactHomeNumberCountryCode: string;
  contactHomeNumberAreaCode: string;
  contactHomeNumber: string;
  contactWorkNumberCountryCode: string;
  contactWorkNumberAreaCode: string;
  contactWorkNumber: string;
  contactCountry: Choice;
  contactState: Choice;
  contactSuburb: string;
  contactAddress1: string;
  contactAddress2: string;
  contactPostcode: string;
  // flags (their labels' meaning is not shown in the spec)
  communication: Answer;
  pickupAllowed: Answer;
  resident: Answer;
  payAllFees: Answer;
  // special circumstances
  needAssistanceFromDisabilityServices: Answer;
  disabilityType: number[];
  disabilityDescribe: string;
  receiveAdviceOnDisabilityServices: Answer;
  applicationId: number;
}

export type PersonalField = keyof PersonalDetailsForm;

type FieldsOf<V> = { [K in PersonalField]: PersonalDetailsForm[K] extends V ? K : never }[PersonalField];
export type TextField = Exclude<FieldsOf<string>, 'applicationCategory'>;
export type ChoiceField = Exclude<FieldsOf<Choice>, 'applicationId'>;
export type AnswerField = FieldsOf<Answer>;
