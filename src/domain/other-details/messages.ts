import { maxLengthMessage, requiredMessage, StepMsg } from '../steps/messages.ts';
import { MaxLength as L } from './constants.ts';
import { otherDetailsFields as F } from './fields.ts';

const required = (field: { label: string }) => requiredMessage(field.label);

/**
 * Every message of the older other-details step. The spec words only the summary (§8) and shows no
 * field rules for this step (§5): required fields read '<Label> is required.' as on every step,
 * lengths and dates say the limit in the user's terms; the score ranges are the qualifications
 * step's (src/domain/qualifications/scores.ts), the same tests on the same scales.
 */
export const OtherDetailsMsg = {
  /** Spec §8, word for word. */
  summary: StepMsg.summary,
  firstLanguageRequired: required(F.firstLanguage),
  secondaryDateRequired: required(F.englishSecondaryStudyCompletedDate),
  postSecondaryDateRequired: required(F.englishPostSecondaryStudyCompletedDate),
  englishTestRequired: required(F.englishTestType),
  testDateRequired: required(F.testDate),
  overallRequired: required(F.finalResult),
  listeningRequired: required(F.listening),
  speakingRequired: required(F.speaking),
  readingRequired: required(F.reading),
  writingRequired: required(F.writing),
  agencyRequired: required(F.agency),
  completedDateFuture: 'The completion date must not be in the future.',
  testDateFuture: 'The test date must not be in the future.',
  max500: maxLengthMessage(L.useOfEnglish),
  // the kit's, for every step
  choiceNotInList: StepMsg.choiceNotInList,
  dateFormat: StepMsg.dateFormat,
  dateBefore1900: StepMsg.dateBefore1900,
} as const;
