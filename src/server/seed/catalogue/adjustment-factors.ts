import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Law-school adjustment factors (adjustmentFactors): circumstances a law applicant asks to be
 * considered, as Australian law schools' alternative entry schemes name them. Ids 1701 on.
 */
export const adjustmentFactors: readonly RefItem[] = [
  { id: 1701, name: 'Aboriginal or Torres Strait Islander applicant', code: 'ATSI' },
  { id: 1702, name: 'Educational disadvantage', code: 'EDU' },
  { id: 1703, name: 'Financial hardship', code: 'FIN' },
  { id: 1704, name: 'Rural or regional background', code: 'RURAL' },
  { id: 1705, name: 'Disability or long-term medical condition', code: 'DIS' },
  { id: 1706, name: 'Carer or family responsibilities', code: 'CARER' },
  { id: 1707, name: 'Refugee or humanitarian background', code: 'REFUGEE' },
  { id: 1708, name: 'Elite athlete or performer', code: 'ELITE' },
];
