import { maxLengthMessage, requiredMessage, StepMsg } from '../steps/messages.ts';
import { IB_SCORE, MaxLength as L, MAX_EMPLOYMENTS } from './constants.ts';
import {
  employmentItemFields as E,
  qualificationsFields as F,
  qualificationItemFields as Q,
} from './fields.ts';

const required = (field: { label: string }) => requiredMessage(field.label);

/**
 * Every message of the qualifications step. The spec (§5) gives the rules but words only the summary
 * (§8); required fields read '<Label> is required.' as on the other steps, lengths and ranges say
 * the limit in the user's terms.
 */
export const QualificationsMsg = {
  /** Spec §8, word for word. */
  summary: StepMsg.summary,
  // required
  typeRequired: required(Q.qualificationType),
  nameRequired: required(Q.name),
  completedRequired: 'Please say whether you have completed this qualification.',
  startDateRequired: required(Q.startDate),
  endDateRequired: required(Q.endDate),
  institutionRequired: required(Q.institution),
  countryRequired: required(Q.country),
  stateRequired: required(Q.state),
  excludedDetailsRequired: required(Q.excludedDetails),
  yearLeftSchoolRequired: required(Q.yearLeftSchool),
  levelLeftSchoolRequired: required(Q.levelLeftSchool),
  year12ResultsTypeRequired: required(Q.year12ResultsType),
  ibScoreRequired: required(Q.internationalBaccalaureateAggregateScore),
  employerRequired: required(E.name),
  positionRequired: required(E.position),
  englishProviderRequired: required(F.englishProvider),
  englishProviderNameRequired: required(F.englishProviderName),
  exemptionReasonRequired: required(F.exemptionReason),
  englishTestRequired: required(F.englishTestType),
  testDateRequired: required(F.englishTestDate),
  testCountryRequired: required(F.englishTestCountry),
  scoreTypeRequired: required(F.scoreType),
  overallRequired: required(F.finalResult),
  listeningRequired: required(F.listening),
  speakingRequired: required(F.speaking),
  readingRequired: required(F.reading),
  writingRequired: required(F.writing),
  listeningGradeRequired: required(F.listeningGrade),
  speakingGradeRequired: required(F.speakingGrade),
  readingGradeRequired: required(F.readingGrade),
  writingGradeRequired: required(F.writingGrade),
  formOfTestingRequired: required(F.formOfTesting),
  commentsRequired: 'Comments are required for this form of testing.',
  // scores (spec §5)
  ieltsScore: 'The score must be from 0 to 9 in steps of 0.5.',
  cambridgeScore: 'The score must be a whole number from 142 to 210.',
  toeflOverall: 'The score must be a whole number from 0 to 120.',
  toeflSkill: 'The score must be a whole number from 0 to 30.',
  pteScore: 'The score must be a whole number from 10 to 90.',
  oetScore: 'The score must be a whole number from 0 to 500.',
  secondaryScore: 'The score must be a number of up to 4 digits with at most one decimal place.',
  ibScore: `The score must be a whole number from ${IB_SCORE.min} to ${IB_SCORE.max}.`,
  // dates and lists
  endBeforeStart: 'The end date must not be before the start date.',
  testDateFuture: 'The test date must not be in the future.',
  yearLeftSchoolRange: StepMsg.yearRange,
  typeTwice: 'Each qualification type can be chosen only once.',
  employmentsMax: `No more than ${MAX_EMPLOYMENTS} employment entries can be added.`,
  lettersDigitsSpaces: 'It must contain letters, numbers and spaces only.',
  // lengths (spec §5)
  max500: maxLengthMessage(L.name),
  max100: maxLengthMessage(100),
  max48: maxLengthMessage(L.englishTestCity),
  max18: maxLengthMessage(L.studentNum),
  max20: maxLengthMessage(L.score),
  // the kit's, for every step
  choiceNotInList: StepMsg.choiceNotInList,
  dateFormat: StepMsg.dateFormat,
  dateBefore1900: StepMsg.dateBefore1900,
  yearFormat: StepMsg.yearFormat,
  invalid: StepMsg.invalid,
} as const;
