import { z } from 'zod';
import { SUPPORT_CONTENT_MAX } from '../constants.ts';

export const SUPPORT_MESSAGES = {
  typeRequired: 'Support type is required.',
  typeUnknown: 'Please choose a support type from the list.',
  subjectRequired: 'Subject is required.',
  subjectTooLong: 'Subject must be no more than 100 characters.',
  contentTooLong: 'Content must be no more than 1000 characters.',
} as const;
export const SUBJECT_MAX = 100;

/** New support request (spec §3, §5): type and subject required, content optional up to 1000. */
export const supportRequestSchema = z.object({
  type: z
    .number({ error: SUPPORT_MESSAGES.typeRequired })
    .int(SUPPORT_MESSAGES.typeRequired)
    .positive(SUPPORT_MESSAGES.typeRequired),
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.subjectRequired)
    .max(SUBJECT_MAX, SUPPORT_MESSAGES.subjectTooLong),
  content: z.string().trim().max(SUPPORT_CONTENT_MAX, SUPPORT_MESSAGES.contentTooLong).default(''),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export const SUPPORT_STATUSES = ['Open', 'Answered', 'Closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** Support list row (spec §3: id, typeName, subject, content, status, insertTime). */
export interface SupportRow {
  id: number;
  type: number;
  typeName: string;
  subject: string;
  content: string;
  status: SupportStatus;
  /** ISO 8601. */
  insertTime: string;
}

/** The detail screen also shows the provider's reply, when there is one. */
export interface SupportDetail extends SupportRow {
  reply: string | null;
  updateTime: string;
}

export interface SupportType {
  id: number;
  name: string;
}

export interface SupportListResponse {
  list: SupportRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  /** The types the new-request dialog offers. */
  types: SupportType[];
}
