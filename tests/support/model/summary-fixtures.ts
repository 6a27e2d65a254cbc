import { ApiError } from '../../../src/domain/api-error.ts';
import type { StatusKey } from '../../../src/domain/applications/status.ts';
import { STATUS_LABELS } from '../../../src/domain/applications/status.ts';
import type { SummaryDetail } from '../../../src/domain/applications/summary.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import { SubmitMsg } from '../../../src/domain/submission/messages.ts';
import type { SubmitAnswer } from '../../../src/domain/submission/types.ts';
import type { Category } from '../../../src/domain/user.ts';
import { SAVED_ID } from './application-fixtures.ts';

/** The summary detail of a filled application (spec §3 "Summary detail"), in a status. */
export function summaryDetail(
  statusKey: StatusKey = 'editing',
  category: Category = 'Domestic',
  extra: Partial<SummaryDetail> = {},
): SummaryDetail {
  const submitted = !['editing', 'pending'].includes(statusKey);
  return {
    id: SAVED_ID,
    category,
    status: STATUS_LABELS[statusKey],
    statusKey,
    version: 3,
    titleName: 'Ms',
    firstGivenName: 'Amelia',
    familyName: 'Ng',
    birthDate: '2001-04-09',
    genderName: 'Female',
    countryOfBirth: 'Australia',
    mobileNumberCountryCode: '61',
    mobileNumber: '412345678',
    localAddressStreetLine1: '12 Wattle Street',
    localAddressSuburb: 'Carlton',
    localAddressStateName: 'VIC',
    localAddressPostcode: '3053',
    applicationType: 'Higher Education',
    courseName: 'Bachelor of Nursing',
    courseStartDate: '2026-02-23',
    courseEndDate: '2028-11-27',
    campusName: 'Melbourne',
    applicationType2: null,
    courseName2: null,
    courseStartDate2: null,
    courseEndDate2: null,
    campusName2: null,
    needRpl: true,
    applyScholarships: false,
    agentCode: null,
    agentName: null,
    term: { name: 'Semester 1, 2026' },
    reference: submitted ? REFERENCE : null,
    submittedAt: submitted ? SUBMITTED_AT : null,
    sections: [],
    missing: [],
    ...extra,
  };
}

export const REFERENCE = 'APP-2026-000012';
export const SUBMITTED_AT = '2026-03-03T03:05:00.000Z';
export const DECLARATION_HTML =
  '<h3>Declaration</h3><p>I declare that the information I have given is true and complete.</p>';

/** The parts the refusal of an incomplete application names. */
export const missingParts = [
  { step: 'personal' as const, message: SubmitMsg.personal },
  { step: 'documents' as const, message: SubmitMsg.documents('Passport') },
];

export const summaryLoads = {
  editing: { summary: summaryDetail('editing'), declaration: DECLARATION_HTML },
  submitted: { summary: summaryDetail('submitted'), declaration: DECLARATION_HTML },
  /** Issue 23: the detail says what the submission would still refuse. */
  incomplete: {
    summary: summaryDetail('editing', 'Domestic', { missing: missingParts }),
    declaration: DECLARATION_HTML,
  },
};

export const submitAnswer: SubmitAnswer = {
  id: SAVED_ID,
  reference: REFERENCE,
  submittedAt: SUBMITTED_AT,
  status: 'Submitted',
};

export const summaryErrors = {
  network: new TypeError('Failed to fetch'),
  incomplete: new ApiError(Code.Refused, SubmitMsg.incomplete, { missing: missingParts }),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
};
