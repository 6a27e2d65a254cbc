import { maxLengthMessage, requiredMessage, StepMsg } from '../steps/messages.ts';
import { MaxLength as L } from './constants.ts';
import { applicationDetailsFields as F, rplItemFields as R } from './fields.ts';

const required = (field: { label: string }) => requiredMessage(field.label);

/**
 * Every message of the course application step. Quoted ones are the spec's (§5, §8) word for word,
 * its spelling too; where the spec gives no wording: '<Label> is required.' from the field table, and the kit's messages.
 */
export const CourseMsg = {
  // spec §5 and §8, verbatim
  summary: StepMsg.summary,
  timeConflict: 'It cannot be selected because of time conflict.',
  rplDuplicateSubject: 'The same subject code cannot be selected repeatly in RPL item.',
  understandCosts: 'The costs of studying in Australia must be understood.',
  // required, in the spec's style
  courseTypeRequired: required(F.applicationType),
  campusRequired: required(F.campusId),
  offeringRequired: required(F.courseOfferingId),
  studyTermModeRequired: required(F.studyTermMode),
  examVenueRequired: required(F.examVenue),
  adjustmentFactorsRequired: required(F.adjustmentFactors),
  subjectPreferenceRequired: 'Subject Preference is required.',
  rplItemsRequired: 'Please add at least one RPL item.',
  institutionRequired: required(R.previousInstitutionName),
  courseCodeRequired: required(R.courseCode),
  completionYearRequired: required(R.completionYear),
  subjectRequired: required(R.moduleId),
  resultRequired: required(R.resultId),
  fundingDetailsRequired: required(F.fundingCostDetails),
  taxFileNumberRequired: required(F.taxFileNumber),
  // the other rules of spec §5
  subjectPreferenceDuplicate: 'The same subject cannot be selected more than once in Subject Preferences.',
  subjectPreferencesMax6: 'No more than 6 subject preferences can be chosen.',
  subjectNotInOffering: 'This subject is not part of the chosen course offering.',
  offeringNotAvailable: 'This course offering is not available for the chosen course type and campus.',
  lettersDigits: 'It must contain letters and numbers only.',
  max9: maxLengthMessage(L.taxFileNumber),
  max100: maxLengthMessage(L.rplText),
  max500: maxLengthMessage(L.fundingCostDetails),
  // the kit's, for every step
  choiceNotInList: StepMsg.choiceNotInList,
  yearFormat: StepMsg.yearFormat,
  yearRange: StepMsg.yearRange,
  invalid: StepMsg.invalid,
} as const;

export type CourseMsgKey = keyof typeof CourseMsg;
