import type { OtherDetailsForm } from '../../src/domain/other-details/form.ts';

/** Every question answered so that it opens its details, each filled (IELTS Academic, an agency). */
export const everyField = (): Omit<OtherDetailsForm, 'applicationId'> => ({
  englishIsFirstLanguage: false,
  firstLanguage: 5203, // Hindi (ASCL 2016)
  englishSecondaryStudy: true,
  englishSecondaryStudyCompletedDate: '2014-11-28',
  englishPostSecondaryStudy: true,
  englishPostSecondaryStudyCompletedDate: '2018-06-29',
  completedEnglishTest: true,
  englishTestType: 505,
  testDate: '2025-09-13',
  finalResult: '7.5',
  listening: '8',
  speaking: '7',
  reading: '7.5',
  writing: '6.5',
  useOfEnglish: 'I work in English every day.\nI studied my master’s degree in English.',
  studiedByAgent: true,
  agency: 9002,
});
