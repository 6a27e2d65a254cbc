/** One entry of a reference list, as the load call returns it (spec §3: id, name, code). */
export interface RefItem {
  /** This system's id: the value a form stores and sends. */
  id: number;
  /** What the user sees, from the source standard where there is one. */
  name: string;
  /** The code in the source standard (ISO alpha-2, ASCL, ASCRG, TCSI, …). */
  code: string;
}

/** The reference lists of the personal details (spec §3, §7) and qualifications steps (course spec §3). */
export const REFERENCE_LIST_KEYS = [
  'titles',
  'genders',
  'countries',
  'nationalities',
  'languages',
  'religions',
  'aboriginalTypes',
  'visaTypes',
  'states',
  'citizenTypes',
  'disabilityTypes',
  'agencies',
  // the qualifications step (course spec §3 "the qualification dictionaries, englishTest")
  'qualificationTypes',
  'englishTest',
  'englishScoreTypes',
  'englishGrades',
  'englishProviders',
  'exemptionReasons',
  'year12ResultsTypes',
  'levelsLeftSchool',
  'formsOfTesting',
] as const;
export type ReferenceListKey = (typeof REFERENCE_LIST_KEYS)[number];

export type ReferenceLists = Record<ReferenceListKey, readonly RefItem[]>;
