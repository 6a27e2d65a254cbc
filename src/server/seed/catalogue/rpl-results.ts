import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * The result an applicant gained in a subject they ask recognition (RPL) for (resultId): the grades
 * of the Australian higher-education scale, and Competent for VET units. Ids 1801 on.
 */
export const rplResults: readonly RefItem[] = [
  { id: 1801, name: 'High Distinction', code: 'HD' },
  { id: 1802, name: 'Distinction', code: 'D' },
  { id: 1803, name: 'Credit', code: 'C' },
  { id: 1804, name: 'Pass', code: 'P' },
  { id: 1805, name: 'Competent', code: 'CY' },
];
