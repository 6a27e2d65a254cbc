import { ApiError } from '../../../src/domain/api-error.ts';
import type { ApplicationRow, ListResponse } from '../../../src/domain/applications/list.ts';
import { STATUS_LABELS, type StatusKey } from '../../../src/domain/applications/status.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import {
  SUPPORT_MESSAGES,
  type SupportDetail,
  type SupportListResponse,
} from '../../../src/domain/support/support.ts';

/** Rows, pages and refusals of the applications home, shared by the registry and the focused tests. */
export function applicationRow(id: number, statusKey: StatusKey, extra: Partial<ApplicationRow> = {}) {
  return {
    id,
    firstGivenName: 'Ann',
    familyName: `Lee ${id}`,
    mail: 'ann.lee@example.com',
    courseName: 'Bachelor of Nursing',
    applicationTypeName: 'Undergraduate',
    campusName: 'City',
    status: STATUS_LABELS[statusKey],
    statusKey,
    rejectedReason: statusKey === 'refused' ? 'Missing transcript.\nPlease apply again.' : null,
    reference: null,
    updateTime: '2025-03-04T05:06:07.000Z',
    category: 'Domestic',
    ...extra,
  } satisfies ApplicationRow;
}

export const editingRow = applicationRow(11, 'editing');
export const refusedRow = applicationRow(12, 'refused');

/** A page of a list of 45: three pages of 20. */
export function applicationsPage(
  total = 45,
  list: ApplicationRow[] = [editingRow, refusedRow],
): ListResponse {
  return {
    list,
    total,
    pageNum: 1,
    pageSize: 20,
    statusCondition: [
      { value: 'editing', label: 'Editing', count: 30 },
      { value: 'refused', label: 'Refused', count: 15 },
    ],
    studentCategoryCondition: [{ value: 'Domestic', label: 'Domestic', count: 45 }],
  };
}

export function supportPage(total = 25): SupportListResponse {
  return {
    list: [
      {
        id: 3,
        type: 1,
        typeName: 'Technical',
        subject: 'Cannot upload',
        content: 'The upload fails.\nTwice.',
        status: 'Open',
        insertTime: '2025-03-04T05:06:07.000Z',
      },
    ],
    total,
    pageNum: 1,
    pageSize: 20,
    types: [
      { id: 1, name: 'Technical' },
      { id: 2, name: 'Application' },
    ],
  };
}

/** One support request with its reply (the support detail call). */
export const supportDetail: SupportDetail = {
  ...(supportPage().list[0] as SupportDetail),
  status: 'Answered',
  reply: 'Please try a PDF.\nThanks.',
  updateTime: '2025-03-05T05:06:07.000Z',
};

export const supportValues = { type: 1, subject: 'Cannot upload', content: 'The upload fails.' };

export const homeErrors = {
  supportNotFound: new ApiError(Code.Refused, Msg.supportNotFound),
  onlyEditing: new ApiError(Code.Refused, Msg.onlyEditingDeleted),
  subjectMissing: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { subject: SUPPORT_MESSAGES.subjectRequired },
  }),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
};
