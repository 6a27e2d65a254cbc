import type { OtherDetailsLoad } from '../../../machines/other-details.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import type { OtherDetailsForm } from '../../../src/domain/other-details/form.ts';
import { StepSaveMsg } from '../../../src/domain/steps/messages.ts';
import { SAVED_ID, SAVED_VERSION } from './application-fixtures.ts';

/**
 * The older other-details step's fixtures (course spec §3 "Other details (older)", §7): what its load
 * answers, what a person types and the save's refusals. Ids are the seeded lists' (ASCL 1201 English,
 * 5203 Hindi; §9 test 505 IELTS, 2113 OET; a demo agency).
 */
export const otherDetailsLists: OtherDetailsLoad['lists'] = {
  languages: [
    { id: 1201, name: 'English', code: '1201' },
    { id: 5203, name: 'Hindi', code: '5203' },
  ],
  englishTest: [
    { id: 505, name: 'IELTS Academic', code: 'IELTS' },
    { id: 2113, name: 'Occupational English Test (OET)', code: 'OET' },
  ],
  agencies: [{ id: 9001, name: 'Harbour Education Agency (demo)', code: 'AG-DEMO-01' }],
};

/** The step as saved: English not the first language, an IELTS test, an agent. */
export const savedOtherDetails = {
  englishIsFirstLanguage: false,
  firstLanguage: 5203,
  englishSecondaryStudy: false,
  englishPostSecondaryStudy: false,
  completedEnglishTest: true,
  englishTestType: 505,
  testDate: '2025-10-04',
  finalResult: '7',
  listening: '7.5',
  speaking: '',
  reading: '',
  writing: '',
  useOfEnglish: 'At work.',
  studiedByAgent: true,
  agency: 9001,
};

/** Every field, as the form sends it for application `id`. */
export const otherDetailsValues = (id: number = SAVED_ID): OtherDetailsForm => ({
  applicationId: id,
  englishSecondaryStudyCompletedDate: '',
  englishPostSecondaryStudyCompletedDate: '',
  ...savedOtherDetails,
});

export const otherDetailsLoads = {
  /** A new application (-1): the lists only. */
  fresh: {
    lists: otherDetailsLists,
    otherDetails: null,
    status: null,
    applicationCategory: null,
    id: -1,
    version: 0,
  } satisfies OtherDetailsLoad,
  /** Application 12, its step saved. */
  saved: {
    lists: otherDetailsLists,
    otherDetails: savedOtherDetails,
    status: 'Editing',
    applicationCategory: 'International',
    id: SAVED_ID,
    version: SAVED_VERSION,
  } satisfies OtherDetailsLoad,
};

export const otherDetailsErrors = {
  /** A 406 with a message per field. */
  refused: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { agency: 'Agency is required.' },
  }),
  /** A 406: someone saved the application first. */
  stale: new ApiError(Code.Refused, StepSaveMsg.conflict),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  network: new TypeError('Failed to fetch'),
};
