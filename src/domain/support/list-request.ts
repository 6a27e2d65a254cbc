import type { z } from 'zod';
import { listRequestSchema } from '../applications/list.ts';

/** The support list request: the applications list's paging (pageNum from 1, pageSize 20 by default). */
export const supportListRequestSchema = listRequestSchema.pick({ pageNum: true, pageSize: true });
export type SupportListRequest = z.input<typeof supportListRequestSchema>;
