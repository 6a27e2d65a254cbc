import { StepMsg } from '../steps/messages.ts';

/**
 * Every message of the course application step. Quoted ones are the spec's (§5, §8) word for word,
 * its spelling too; where the spec gives no wording: '<Label> is required.' and the kit's messages.
 */
export const CourseMsg = {
  // spec §5 and §8, verbatim
  summary: StepMsg.summary,
  timeConflict: 'It cannot be selected because of time conflict.',
  rplDuplicateSubject: 'The same subject code cannot be selected repeatly in RPL item.',
  understandCosts: 'The costs of studying in Australia must be understood.',
  // required, in the spec's style
  courseTypeRequired: 'Course Type is required.',
  campusRequired: 'Campus is required.',
  offeringRequired: 'Course Offering is required.',
  studyTermModeRequired: 'Study Term Mode is required.',
  examVenueRequired: 'Exam Venue is required.',
  adjustmentFactorsRequired: 'Adjustment Factors is required.',
  subjectPreferenceRequired: 'Subject Preference is required.',
  rplItemsRequired: 'Please add at least one RPL item.',
  institutionRequired: 'Previous Institution Name is required.',
  courseCodeRequired: 'Course Code is required.',
  completionYearRequired: 'Completion Year is required.',
  subjectRequired: 'Subject is required.',
  resultRequired: 'Result is required.',
  fundingDetailsRequired: 'Funding Details is required.',
  taxFileNumberRequired: 'Tax File Number is required.',
  // the other rules of spec §5
  subjectPreferenceDuplicate: 'The same subject cannot be selected more than once in Subject Preferences.',
  subjectPreferencesMax6: 'No more than 6 subject preferences can be chosen.',
  subjectNotInOffering: 'This subject is not part of the chosen course offering.',
  offeringNotAvailable: 'This course offering is not available for the chosen course type and campus.',
  lettersDigits: 'It must contain letters and numbers only.',
  max9: 'It must be no more than 9 characters.',
  max100: 'It must be no more than 100 characters.',
  max500: 'It must be no more than 500 characters.',
  // the kit's, for every step
  choiceNotInList: StepMsg.choiceNotInList,
  yearFormat: StepMsg.yearFormat,
  yearRange: StepMsg.yearRange,
  invalid: StepMsg.invalid,
} as const;

export type CourseMsgKey = keyof typeof CourseMsg;
