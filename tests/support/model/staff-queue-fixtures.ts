import type { DecisionValues } from '../../../machines/staff-decision.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import { DecisionMsg } from '../../../src/domain/backoffice/messages.ts';
import type { HistoryAnswer, QueueResponse, QueueRow } from '../../../src/domain/backoffice/types.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';

/** A submitted application waiting in the queue. */
export const submittedRow: QueueRow = {
  id: 31,
  reference: 'APP-2026-000031',
  firstGivenName: 'Priya',
  familyName: 'Sharma',
  mail: 'priya@example.com',
  courseName: 'Bachelor of Business',
  campusName: 'Sydney City Campus',
  category: 'International',
  status: 'Submitted',
  statusKey: 'submitted',
  submittedAt: '2026-03-02T09:00:00.000Z',
  updateTime: '2026-03-02T09:00:00.000Z',
  evidenceDueDate: null,
  possibleDuplicate: false,
};

/** One whose evidence is due. */
export const evidenceRow: QueueRow = {
  ...submittedRow,
  id: 32,
  reference: 'APP-2026-000032',
  firstGivenName: 'Linh',
  familyName: 'Nguyen',
  category: 'Domestic',
  status: 'Evidence Needed',
  statusKey: 'evidenceNeeded',
  evidenceDueDate: '2026-04-01',
};

/** A page of the queue: `total` applications, two of them on this page. */
export function queuePage(total = 45): QueueResponse {
  return {
    list: [submittedRow, evidenceRow],
    total,
    pageNum: 1,
    pageSize: 20,
    statusCondition: [
      { value: 'submitted', label: 'Submitted', count: 30 },
      { value: 'evidenceNeeded', label: 'Evidence Needed', count: 15 },
    ],
  };
}

export const queueErrors = {
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
};

/** The decision panel's load: an application under review, with one save and one decision recorded. */
export const underReviewHistory: HistoryAnswer = {
  id: 31,
  status: 'Under Review',
  statusKey: 'underReview',
  version: 4,
  reference: 'APP-2026-000031',
  firstGivenName: 'Priya',
  familyName: 'Sharma',
  entries: [
    {
      id: 2,
      kind: 'decision',
      at: '2026-03-03T10:00:00.000Z',
      by: { id: 9, role: 'staff', name: 'Sam Staff' },
      step: null,
      changes: [],
      detail: { from: 'submitted', to: 'underReview', reason: null, dueDate: null },
    },
    {
      id: 1,
      kind: 'save',
      at: '2026-03-01T10:00:00.000Z',
      by: { id: 4, role: 'applicant', name: 'Priya Sharma' },
      step: 'personal',
      changes: [{ field: 'personalDetails.familyName', label: 'Family Name', before: null, after: 'Sharma' }],
      detail: {},
    },
  ],
  // A document marked 'Needs replacing' (issue 25 item 6): an evidence request starts from it.
  evidenceReason: 'Please upload a new copy of:\n- Passport (passport.pdf): The photo page is cut off.',
};

export const decisionValues: DecisionValues = {
  to: 'evidenceNeeded',
  reason: 'Your transcript is missing its second page.\nPlease upload the whole transcript.',
  dueDate: '2026-04-01',
};

export const decisionErrors = {
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  changedMeanwhile: new ApiError(Code.Refused, DecisionMsg.changedMeanwhile),
  noteRequired: new ApiError(Code.Refused, DecisionMsg.noteRequired),
  evidenceMissing: new ApiError(Code.Refused, DecisionMsg.evidenceMissing),
};
