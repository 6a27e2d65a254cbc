/** Business constants of the qualifications step (course spec §5, §9). */

/** Qualification type ids (spec §9: 496 to 500 and 1849 to 1853); 500 is secondary school. */
export const QUALIFICATION_TYPE_IDS = [496, 497, 498, 499, 500, 1849, 1850, 1851, 1852, 1853] as const;
/** Secondary education (Year 12 or equivalent): asks when and at what level school was left (§5). */
export const SECONDARY_SCHOOL = 500;

/** English test ids (spec §9). */
export const EnglishTest = {
  ieltsAcademic: 505,
  oet: 2113,
  cambridgeScale: 2112,
  toeflIbt: 1591,
  pteAcademic: 1587,
} as const;

/** The OET's score types (spec §9): scores 0–500, or grades A–E. */
export const ScoreType = { scores: 1863, grades: 1864 } as const;

/** English provider 1635 means another institution, named in a text box (spec §9). */
export const ENGLISH_PROVIDER_OTHER = 1635;
/** Year 12 results type 1861 is the International Baccalaureate: it asks for the IB score (§5, §9). */
export const YEAR12_INTERNATIONAL_BACCALAUREATE = 1861;
/** Form of testing values that need comments (spec §5, §9). */
export const FORMS_NEEDING_COMMENTS: readonly number[] = [2111, 2105];

/** International Baccalaureate aggregate score: 2 characters, 21 to 45 (spec §5). */
export const IB_SCORE = { min: 21, max: 45 } as const;

/** At most one entry per qualification type; employment entries are bounded so a form stays a form. */
export const MAX_EMPLOYMENTS = 10;

export const MaxLength = {
  /** Spec §5. */
  name: 500,
  institution: 100,
  studentNum: 18,
  excludedDetails: 100,
  employer: 100,
  position: 100,
  englishTestCity: 48,
  ibScore: 2,
  /** Not in the spec: a secondary score is at most 4 digits with one decimal ('9999.9'). */
  score: 20,
  /** Not in the spec: bounded like the other details boxes. */
  englishProviderName: 100,
  formOfTestingComments: 500,
  /** A test score as typed: '120', '6.5', 'A'. */
  testScore: 5,
} as const;
