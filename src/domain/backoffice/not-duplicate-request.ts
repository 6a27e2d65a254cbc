import { z } from 'zod';
import { DuplicateMsg } from './duplicates.ts';

/**
 * The server's check of a 'Not a duplicate' mark, apart from duplicates.ts: the web app imports that
 * module's words on the staff queue and container, and a zod schema beside them put zod on both
 * routes' first load (issue 27).
 */
/** POST /staff/application/not-duplicate/{id}: the other application of the pair. */
export const notDuplicateRequestSchema = z.object({
  otherId: z.number({ error: DuplicateMsg.otherRequired }).int().positive(DuplicateMsg.otherRequired),
});
export type NotDuplicateRequest = z.input<typeof notDuplicateRequestSchema>;
