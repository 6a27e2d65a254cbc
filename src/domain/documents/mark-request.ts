import { z } from 'zod';
import { DOCUMENT_MARKS, MARK_REASON_MAX, ReviewMsg } from './review.ts';

/**
 * The server's check of a document mark, apart from review.ts: the staff container imports that
 * module's labels and words, and a zod schema beside them put zod on its first load (issue 27).
 */
/** POST /staff/application/files/mark/{id}/{fileId}: a mark and its reason (required to ask for a new copy). */
export const markRequestSchema = z
  .object({
    mark: z.enum(DOCUMENT_MARKS, { error: ReviewMsg.markUnknown }),
    reason: z
      .string()
      .optional()
      .transform((value) => (value ?? '').replace(/\s+/g, ' ').trim())
      .pipe(z.string().max(MARK_REASON_MAX, ReviewMsg.reasonTooLong)),
  })
  .refine((value) => value.mark !== 'needsReplacing' || value.reason !== '', {
    path: ['reason'],
    message: ReviewMsg.reasonRequired,
  });
export type MarkRequest = z.input<typeof markRequestSchema>;
