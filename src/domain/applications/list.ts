import { z } from 'zod';
import { PAGE_SIZE } from '../constants.ts';
import { CATEGORIES, type Category } from '../user.ts';
import { type StatusKey, toStatusKey } from './status.ts';

export const ORDER_FIELDS = ['update_time', 'insert_time'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export const LIST_MESSAGES = {
  status: 'Please choose a status from the list.',
  category: 'Please choose International or Domestic.',
  orderField: 'Applications can be sorted by update_time or insert_time.',
  orderDirection: 'The order must be asc or desc.',
  pageNum: 'The page number must be a whole number from 1.',
  pageSize: 'The page size must be a whole number from 1 to 100.',
  keywords: 'Keywords must be no more than 100 characters.',
} as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => value || undefined);

/** The filter and paging fields every list request shares (the applications home, the staff queue). */
export const listFields = {
  keywords: optionalText(100, LIST_MESSAGES.keywords),
  /** Any spelling of a status (key or label); '' or missing: any. */
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
  // A safe integer (zod's int): a page past the end is simply empty.
  pageNum: z
    .number({ error: LIST_MESSAGES.pageNum })
    .int(LIST_MESSAGES.pageNum)
    .min(1, LIST_MESSAGES.pageNum)
    .default(1),
  /** Pages of `size` unless asked otherwise, at most 100. */
  pageSize: (size: number) =>
    z
      .number({ error: LIST_MESSAGES.pageSize })
      .int(LIST_MESSAGES.pageSize)
      .min(1, LIST_MESSAGES.pageSize)
      .max(100, LIST_MESSAGES.pageSize)
      .default(size),
  optionalText,
};

/** The list/all request (spec §3 "List request"); every field optional with the spec's defaults. */
export const listRequestSchema = z.object({
  keywords: listFields.keywords,
  status: listFields.status,
  applicationCategory: listFields.applicationCategory,
  orderField: z.enum(ORDER_FIELDS, { error: LIST_MESSAGES.orderField }).default('update_time'),
  orderDirection: z.enum(['desc', 'asc'], { error: LIST_MESSAGES.orderDirection }).default('desc'),
  pageNum: listFields.pageNum,
  pageSize: listFields.pageSize(PAGE_SIZE),
});
export type ListRequest = z.input<typeof listRequestSchema>;
export type ListQuery = z.output<typeof listRequestSchema>;

/** A row of 'My Applications' (spec §3 "Application list row"); status is the display label. */
export interface ApplicationRow {
  id: number;
  firstGivenName: string | null;
  familyName: string | null;
  mail: string | null;
  courseName: string | null;
  applicationTypeName: string | null;
  campusName: string | null;
  /** Display label, e.g. 'Editing', 'Evidence Needed' (the spec's spelling). */
  status: string;
  statusKey: StatusKey;
  rejectedReason: string | null;
  /** yyyy-MM-dd while evidence is needed (issue 23: the home's banner); the server always sends it. */
  evidenceDueDate?: string | null;
  /** The reference once submitted (APP-2026-000123), else null (issue 23: the list shows it). */
  reference: string | null;
  /** ISO 8601 timestamp. */
  updateTime: string;
  category: Category;
}

export interface FilterOption<T extends string> {
  value: T;
  label: string;
  count: number;
}

/** list/all answer (spec §3 "List response") plus the paging a table needs. */
export interface ListResponse {
  list: ApplicationRow[];
  total: number;
  pageNum: number;
  pageSize: number;
  statusCondition: FilterOption<StatusKey>[];
  studentCategoryCondition: FilterOption<Category>[];
}
