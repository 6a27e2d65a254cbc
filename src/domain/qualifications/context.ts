import type { Mode } from '../mode.ts';
import type { ReferenceLists } from '../reference/types.ts';
import type { Category } from '../user.ts';

/** The lists the qualifications step chooses from (render/edit answers them, course spec §3, §7). */
export const QUALIFICATION_LIST_KEYS = [
  'qualificationTypes',
  'englishTest',
  'englishScoreTypes',
  'englishGrades',
  'englishProviders',
  'exemptionReasons',
  'year12ResultsTypes',
  'levelsLeftSchool',
  'formsOfTesting',
  'countries',
  'states',
] as const satisfies readonly (keyof ReferenceLists)[];

export type QualificationLists = Pick<ReferenceLists, (typeof QUALIFICATION_LIST_KEYS)[number]>;

/** What the qualifications step's rules see: the version (mode, category), the lists served, "now". */
export interface QualificationsContext {
  mode: Mode;
  category: Category;
  lists: QualificationLists;
  /** For dates that must not be in the future; injectable for tests. */
  now: () => Date;
}
