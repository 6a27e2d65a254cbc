import type { QualificationsLoad, QualificationsObtained } from '../../../machines/qualifications.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import {
  emptyEmployment,
  emptyQualification,
  emptyQualifications,
} from '../../../src/domain/qualifications/defaults.ts';
import type { QualificationItem, QualificationsForm } from '../../../src/domain/qualifications/form.ts';
import type { Category } from '../../../src/domain/user.ts';
import { referenceLists, SAVED_ID, SAVED_VERSION } from './application-fixtures.ts';

/**
 * The qualifications step's fixtures (course spec §3, §7): what render/edit answers, what a person
 * types, what staff obtain for an enrolment code, and the calls' refusals. Qualification types are the
 * spec's ids (§9): 497 a bachelor degree, 500 secondary school, 1849 another type.
 */

/** An enrolment code as staff type it (docs/api.md: 1–20 letters, digits and dashes). */
export const ENROLMENT_CODE = 'ENR-2019-0001';

/** Staff type `code` into the pre-fill box, then press Pre-Fill with the form showing `values`. */
export function pressPrefill(
  step: {
    actor: {
      send: (
        event: { type: 'PREFILL_CODE'; code: string } | { type: 'PREFILL'; values: QualificationsForm },
      ) => void;
    };
  },
  code: string,
  values: QualificationsForm,
): void {
  step.actor.send({ type: 'PREFILL_CODE', code });
  step.actor.send({ type: 'PREFILL', values });
}

/** A qualification of a type, with a name and where it was studied. */
export const entry = (
  type: number,
  name: string,
  over: Partial<QualificationItem> = {},
): QualificationItem => ({
  ...emptyQualification(type),
  name,
  completed: true,
  startDate: '2018-02-01',
  endDate: '2020-11-30',
  institution: 'University of Sydney',
  country: 752,
  state: 1,
  ...over,
});

const employment = (id: number | null, name: string, position: string) => ({
  ...emptyEmployment(),
  id,
  name,
  position,
  inService: true,
  startDate: '2021-07-01',
});

/** The saved step: the form without its entries (render/edit's qualificationsForm), IELTS 6.5. */
const savedRecord = {
  applicationId: SAVED_ID,
  applicationCategory: 'International',
  hasEnglishProvider: false,
  exemptFromProvidingEvidence: false,
  completedEnglishTest: true,
  englishTestType: 505,
  englishTestDate: '2026-03-14',
  englishTestCountry: 752,
  englishTestCity: 'Sydney',
  finalResult: '6.5',
  listening: '7',
  speaking: '6',
  reading: '6.5',
  writing: '6',
  englishLanguageRequirements: false,
};

export const qualificationsLoads = {
  /** render/edit/-1: the lists only. */
  fresh: {
    lists: referenceLists,
    qualificationsForm: null,
    qualifications: [],
    employments: [],
    status: null,
    applicationCategory: null,
    id: -1,
    version: 0,
  } satisfies QualificationsLoad,
  /** render/edit/12 of a saved international application: a degree, Year 12, IELTS and one job. */
  saved: {
    lists: referenceLists,
    qualificationsForm: savedRecord,
    qualifications: [entry(497, 'Bachelor of Commerce'), entry(500, 'Higher School Certificate')],
    employments: [employment(31, 'Tata Consultancy Services', 'Analyst')],
    status: 'Editing',
    applicationCategory: 'International',
    id: SAVED_ID,
    version: SAVED_VERSION,
  } satisfies QualificationsLoad,
};

/**
 * What a person has typed when they press Save & Continue or Pre-Fill: a bachelor degree and a
 * diploma (type 1849), TOEFL 100 and another job.
 */
export const typedQualifications = (category: Category, applicationId = -1): QualificationsForm => ({
  ...emptyQualifications(category),
  applicationId,
  qualificationTypes: [497, 1849],
  qualifications: [entry(497, 'Bachelor of Arts'), entry(1849, 'Diploma of Nursing')],
  hasEnglishProvider: false,
  exemptFromProvidingEvidence: false,
  completedEnglishTest: true,
  englishTestType: 1591,
  englishTestDate: '2026-01-20',
  englishTestCountry: 752,
  englishTestCity: 'Melbourne',
  finalResult: '100',
  listening: '25',
  speaking: '24',
  reading: '26',
  writing: '25',
  englishLanguageRequirements: false,
  employments: [employment(null, 'Royal Melbourne Hospital', 'Nurse')],
});

/** What staff obtain for an enrolment code: a degree (type 497) and Year 12 (500), or nothing. */
export const obtainedQualifications = {
  found: {
    enrolmentCode: ENROLMENT_CODE,
    qualifications: [
      entry(497, 'Bachelor of Science', { institution: 'Monash University' }),
      entry(500, 'Victorian Certificate of Education', { state: 2, yearLeftSchool: '2017' }),
    ],
  } satisfies QualificationsObtained,
  nothing: { enrolmentCode: ENROLMENT_CODE, qualifications: [] } satisfies QualificationsObtained,
};

export const qualificationsErrors = {
  /** A 406 from the save: the summary message and a message per field. */
  refused: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { 'qualifications.0.name': 'Name is required.' },
  }),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  network: new TypeError('Failed to fetch'),
  /** The obtain call's refusal of a code no former enrolment has (docs/api.md). */
  noEnrolment: new ApiError(Code.Refused, 'No former enrolment was found for this enrolment code.'),
};
