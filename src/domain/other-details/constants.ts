import type { ReferenceLists } from '../reference/types.ts';

/** English in the languages list (ASCL 1201): not offered as the first language of someone whose first language is not English. */
export const ENGLISH_LANGUAGE = 1201;

/** The reference lists the older other-details step chooses from (its load answers them). */
export const OTHER_DETAILS_LIST_KEYS = [
  'languages',
  'englishTest',
  'agencies',
] as const satisfies readonly (keyof ReferenceLists)[];

export type OtherDetailsLists = Pick<ReferenceLists, (typeof OTHER_DETAILS_LIST_KEYS)[number]>;

/** Text limits (not in the spec, which shows no field rules for this step: what a user expects). */
export const MaxLength = {
  /** How the applicant uses English: a paragraph. */
  useOfEnglish: 500,
  /** A test score as typed: '120', '6.5', '500'. */
  score: 5,
  /** yyyy-MM-dd. */
  date: 10,
} as const;
