import type { StatusKey } from '../applications/status.ts';
import type { Category } from '../user.ts';

/** Possible duplicates (issue 25 item 5, ADR 025): staff only, never in an applicant's or agent's answer. */
export const POSSIBLE_DUPLICATE = 'Possible duplicate';
export const NOT_A_DUPLICATE = 'Not a duplicate';

/** What two applicants share, as staff read it. */
export const DUPLICATE_MATCHES = {
  name: 'Family name, first given name and date of birth',
  passport: 'Passport number',
  mail: 'Email',
} as const;
export type DuplicateMatch = keyof typeof DUPLICATE_MATCHES;

export const DuplicateMsg = {
  notPaired: 'These applications are not marked as possible duplicates.',
  marked: 'Marked as not a duplicate.',
  otherRequired: 'Choose the other application.',
  notChecked: 'Possible duplicates could not be checked just now. Reload the page to try again.',
} as const;

/** One application that may be the same applicant's (GET /staff/application/duplicates/{id}). */
export interface DuplicateOf {
  id: number;
  category: Category;
  reference: string | null;
  firstGivenName: string | null;
  familyName: string | null;
  status: string;
  statusKey: StatusKey;
  /** What the two applicants share, in DUPLICATE_MATCHES order. */
  matches: DuplicateMatch[];
}

export interface DuplicatesAnswer {
  id: number;
  list: DuplicateOf[];
}
