import type { RefItem } from '../../../domain/reference/types.ts';

/*
 * The qualifications step's lists (course spec §3, §9), with the spec's ids where it gives them.
 * Where each list comes from is in docs/reference-data.md.
 */

/** Qualification types (spec §9: 496–500, 1849–1853), by Australian Qualifications Framework level. */
export const qualificationTypes: readonly RefItem[] = [
  { id: 496, name: 'Postgraduate degree (Masters or Doctoral)', code: 'AQF9-10' },
  { id: 497, name: 'Bachelor degree (including Honours)', code: 'AQF7-8' },
  { id: 498, name: 'Advanced Diploma or Associate Degree', code: 'AQF6' },
  { id: 499, name: 'Diploma', code: 'AQF5' },
  { id: 500, name: 'Secondary education (Year 12 or equivalent)', code: 'SSCE' },
  { id: 1849, name: 'Graduate Certificate or Graduate Diploma', code: 'AQF8G' },
  { id: 1850, name: 'Certificate IV', code: 'AQF4' },
  { id: 1851, name: 'Certificate III', code: 'AQF3' },
  { id: 1852, name: 'Certificate I or II', code: 'AQF1-2' },
  { id: 1853, name: 'Foundation or bridging program', code: 'FDN' },
];

/** English tests (spec §9), as accepted for Australian student visas. */
export const englishTest: readonly RefItem[] = [
  { id: 505, name: 'IELTS Academic', code: 'IELTS' },
  { id: 1591, name: 'TOEFL iBT', code: 'TOEFL' },
  { id: 1587, name: 'PTE Academic', code: 'PTE' },
  { id: 2112, name: 'Cambridge English (C1 Advanced / C2 Proficiency)', code: 'CAE' },
  { id: 2113, name: 'Occupational English Test (OET)', code: 'OET' },
];

/** The OET's score types (spec §9). */
export const englishScoreTypes: readonly RefItem[] = [
  { id: 1863, name: 'Scores (0 to 500)', code: 'SCORE' },
  { id: 1864, name: 'Grades (A to E)', code: 'GRADE' },
];

/** OET grades, A (highest) to E. */
export const englishGrades: readonly RefItem[] = [
  { id: 1871, name: 'A', code: 'A' },
  { id: 1872, name: 'B', code: 'B' },
  { id: 1873, name: 'C+', code: 'C+' },
  { id: 1874, name: 'C', code: 'C' },
  { id: 1875, name: 'D', code: 'D' },
  { id: 1876, name: 'E', code: 'E' },
];

/** English language (ELICOS) providers in Australia; 1635 is another institution (spec §9). */
export const englishProviders: readonly RefItem[] = [
  { id: 1630, name: 'Navitas English', code: 'NAVITAS' },
  { id: 1631, name: 'Kaplan International Languages', code: 'KAPLAN' },
  { id: 1632, name: 'UNSW College', code: 'UNSWC' },
  { id: 1633, name: 'Monash College', code: 'MONASH' },
  { id: 1634, name: 'The University of Sydney Centre for English Teaching', code: 'CET' },
  { id: 1635, name: 'Other institution', code: 'OTHER' },
];

/** Why staff exempt someone from English evidence (spec §6: staff only). */
export const exemptionReasons: readonly RefItem[] = [
  { id: 1640, name: 'Citizen of a majority English-speaking country', code: 'PASSPORT' },
  { id: 1641, name: 'Completed secondary study in English', code: 'SECONDARY' },
  { id: 1642, name: 'Completed tertiary study in English', code: 'TERTIARY' },
  { id: 1643, name: 'Previously enrolled with this provider', code: 'PRIOR' },
  { id: 1644, name: 'Other (recorded in the notes)', code: 'OTHER' },
];

/** How year 12 was assessed; 1861 is the International Baccalaureate (spec §9). */
export const year12ResultsTypes: readonly RefItem[] = [
  { id: 1861, name: 'International Baccalaureate (IB) Diploma', code: 'IB' },
  { id: 1866, name: 'Australian Tertiary Admission Rank (ATAR)', code: 'ATAR' },
  { id: 1867, name: 'Overseas secondary results', code: 'OVERSEAS' },
  { id: 1868, name: 'Other', code: 'OTHER' },
];

/** Highest year of school completed (AVETMISS NAT00080 "Highest school level completed"). */
export const levelsLeftSchool: readonly RefItem[] = [
  { id: 1855, name: 'Year 12 or equivalent', code: '12' },
  { id: 1856, name: 'Year 11 or equivalent', code: '11' },
  { id: 1857, name: 'Year 10 or equivalent', code: '10' },
  { id: 1858, name: 'Year 9 or equivalent', code: '09' },
  { id: 1859, name: 'Year 8 or below', code: '08' },
  { id: 1860, name: 'Did not go to school', code: '02' },
];

/** How the English requirement is met; 2105 and 2111 need comments (spec §5, §9). */
export const formsOfTesting: readonly RefItem[] = [
  { id: 2104, name: 'English test result (IELTS, TOEFL, PTE, Cambridge or OET)', code: 'TEST' },
  { id: 2105, name: 'Another English test (describe it in the comments)', code: 'OTHERTEST' },
  { id: 2106, name: 'Secondary study completed in English', code: 'SECONDARY' },
  { id: 2107, name: 'Tertiary study completed in English', code: 'TERTIARY' },
  { id: 2108, name: 'English language (ELICOS) program completed', code: 'ELICOS' },
  { id: 2109, name: 'Citizen of a majority English-speaking country', code: 'PASSPORT' },
  { id: 2111, name: 'Other evidence (describe it in the comments)', code: 'OTHER' },
];
