import { z } from 'zod';
import { listFields } from '../applications/list.ts';
import { type StatusKey, toStatusKey } from '../applications/status.ts';
import { parseDate } from '../steps/dates.ts';
import { NOTE_MAX, QUEUE_PAGE_SIZE, REASON_MAX } from './lifecycle.ts';
import { DecisionMsg } from './messages.ts';

const QUEUE_MESSAGES = {
  campus: 'The campus must be no more than 100 characters.',
  course: 'The course must be no more than 100 characters.',
} as const;

const statusKey = (message: string) =>
  z.string({ error: message }).transform((value, ctx): StatusKey => {
    const key = toStatusKey(value);
    if (!key) ctx.addIssue({ code: 'custom', message });
    return key as StatusKey;
  });

/** POST /staff/application/list (issue 11): the list's filters, campus and course, then a page of 20. */
export const queueRequestSchema = z.object({
  status: listFields.status,
  applicationCategory: listFields.applicationCategory,
  campus: listFields.optionalText(100, QUEUE_MESSAGES.campus),
  course: listFields.optionalText(100, QUEUE_MESSAGES.course),
  keywords: listFields.keywords,
  /** 'possible': only applications flagged as possible duplicates (issue 25); '' or absent: any. */
  duplicates: z
    .enum(['', 'possible'])
    .optional()
    .transform((value) => value === 'possible'),
  pageNum: listFields.pageNum,
  pageSize: listFields.pageSize(QUEUE_PAGE_SIZE),
});
export type QueueRequest = z.input<typeof queueRequestSchema>;
export type QueueQuery = z.output<typeof queueRequestSchema>;

const reason = z
  .string()
  .max(REASON_MAX, DecisionMsg.reasonTooLong)
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .optional();

/**
 * POST /staff/application/status/{id} (issue 11): the new status, and the reason and due date the
 * move asks for (src/domain/backoffice/lifecycle.ts); checked against the lifecycle by the route.
 */
/**
 * The application's version the move was made from (the one its page loaded, as step saves send):
 * a move made from an older one, or without one, is refused as changed meanwhile (issue 24).
 */
const version = z.number().int().nonnegative().optional();

export const decisionRequestSchema = z.object({
  status: statusKey(DecisionMsg.statusUnknown),
  version,
  reason,
  /** yyyy-MM-dd; whether it is after today is the route's check (the server's clock). */
  dueDate: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || parseDate(value) !== null, DecisionMsg.dueDateInvalid),
});
export type DecisionRequest = z.input<typeof decisionRequestSchema>;

/** POST /staff/application/note/{id}: an internal note (staff only, never shown to applicants or agents). */
export const noteRequestSchema = z.object({
  content: z
    .string({ error: DecisionMsg.noteRequired })
    .trim()
    .min(1, DecisionMsg.noteRequired)
    .max(NOTE_MAX, DecisionMsg.noteTooLong),
});

/** POST …/offer/{id}: the applicant's answer to an offer. */
export const offerAnswerSchema = z.object({
  answer: z.enum(['accept', 'decline'], { error: DecisionMsg.statusUnknown }),
  version,
});

/** POST …/evidence/{id}: the evidence sent back, from the version the summary loaded. */
export const evidenceAnswerSchema = z.object({ version });
