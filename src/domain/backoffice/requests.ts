import { z } from 'zod';
import { LIST_MESSAGES } from '../applications/list.ts';
import { type StatusKey, toStatusKey } from '../applications/status.ts';
import { parseDate } from '../steps/dates.ts';
import { CATEGORIES, type Category } from '../user.ts';
import { NOTE_MAX, QUEUE_PAGE_SIZE, REASON_MAX } from './lifecycle.ts';
import { DecisionMsg } from './messages.ts';

const statusKey = (message: string) =>
  z.string({ error: message }).transform((value, ctx): StatusKey => {
    const key = toStatusKey(value);
    if (!key) ctx.addIssue({ code: 'custom', message });
    return key as StatusKey;
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, LIST_MESSAGES.keywords)
    .optional()
    .transform((value) => value || undefined);

/** POST /staff/application/list (issue 11): filters, then a page of 20. */
export const queueRequestSchema = z.object({
  status: z
    .string()
    .optional()
    .transform((value, ctx): StatusKey | undefined => {
      if (!value) return undefined;
      const key = toStatusKey(value);
      if (!key) ctx.addIssue({ code: 'custom', message: LIST_MESSAGES.status });
      return key ?? undefined;
    }),
  applicationCategory: z
    .union([z.enum(CATEGORIES), z.literal('')], { error: LIST_MESSAGES.category })
    .optional()
    .transform((value): Category | undefined => value || undefined),
  campus: optionalText(100),
  course: optionalText(100),
  keywords: optionalText(100),
  pageNum: z
    .number({ error: LIST_MESSAGES.pageNum })
    .int(LIST_MESSAGES.pageNum)
    .min(1, LIST_MESSAGES.pageNum)
    .max(100_000, LIST_MESSAGES.pageNum)
    .default(1),
  pageSize: z
    .number({ error: LIST_MESSAGES.pageSize })
    .int(LIST_MESSAGES.pageSize)
    .min(1, LIST_MESSAGES.pageSize)
    .max(100, LIST_MESSAGES.pageSize)
    .default(QUEUE_PAGE_SIZE),
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
export const decisionRequestSchema = z.object({
  status: statusKey(DecisionMsg.statusUnknown),
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
});
