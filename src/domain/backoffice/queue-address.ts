import { STATUS_KEYS, type StatusKey } from '../applications/status.ts';
import { CATEGORIES, type Category } from '../user.ts';

/** The queue's filters; '' is "any" (any status but editing, for the status). */
export interface QueueFilters {
  status: StatusKey | '';
  applicationCategory: Category | '';
  campus: string;
  course: string;
  keywords: string;
  /** 'possible': only the applications flagged as possible duplicates (issue 25 item 5). */
  duplicates: '' | 'possible';
}

export interface QueuePlace {
  filters: QueueFilters;
  pageNum: number;
}

export const NO_QUEUE_FILTERS: QueueFilters = {
  status: '',
  applicationCategory: '',
  campus: '',
  course: '',
  keywords: '',
  duplicates: '',
};

/** The queue address's parameter for each filter, and for the page. */
const PARAM = {
  status: 'status',
  applicationCategory: 'category',
  campus: 'campus',
  course: 'course',
  keywords: 'keywords',
  duplicates: 'duplicates',
} as const satisfies Record<keyof QueueFilters, string>;
const PAGE_PARAM = 'page';
/** Past this a page is certainly empty: an address naming more is read as page 1. */
const PAGE_MAX = 1_000_000;

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' =>
  options.find((option) => option === value) ?? '';
const text = (value: string | null) => (value ?? '').trim();

/**
 * Where an address puts the queue (issue 25: '/staff/queue?status=evidenceNeeded&page=2' can be
 * shared): what it does not name, or names wrongly (an unknown status, page 0), is the default.
 */
export function queuePlaceOf(search: string): QueuePlace {
  const params = new URLSearchParams(search);
  const page = Number(params.get(PAGE_PARAM));
  return {
    filters: {
      status: oneOf(STATUS_KEYS, params.get(PARAM.status)),
      applicationCategory: oneOf(CATEGORIES, params.get(PARAM.applicationCategory)),
      campus: text(params.get(PARAM.campus)),
      course: text(params.get(PARAM.course)),
      keywords: text(params.get(PARAM.keywords)),
      duplicates: oneOf(['possible'] as const, params.get(PARAM.duplicates)),
    },
    pageNum: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The address of a queue place: only what differs from the defaults ('' for the whole queue). */
export function queueAddressOf({ filters, pageNum }: QueuePlace): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof QueueFilters)[]) {
    const value = filters[key].trim();
    if (value) params.set(PARAM[key], value);
  }
  if (pageNum > 1) params.set(PAGE_PARAM, String(pageNum));
  const search = params.toString();
  return search ? `?${search}` : '';
}
