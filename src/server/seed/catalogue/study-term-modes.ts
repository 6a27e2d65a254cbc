import type { RefItem } from '../../../domain/reference/types.ts';

/** How the study year is divided for the applicant (studyTermMode). Ids 1401 on, in this order. */
export const studyTermModes: readonly RefItem[] = [
  { id: 1401, name: 'Standard – two semesters a year', code: 'SEM' },
  { id: 1402, name: 'Accelerated – three trimesters a year', code: 'TRI' },
  { id: 1403, name: 'Intensive – block delivery', code: 'BLOCK' },
];
