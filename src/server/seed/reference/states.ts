import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Australian states and territories. Id: the ABS ASGS state/territory (STE) code; code: the usual
 * abbreviation.
 */
export const states: readonly RefItem[] = [
  { id: 1, name: 'New South Wales', code: 'NSW' },
  { id: 2, name: 'Victoria', code: 'VIC' },
  { id: 3, name: 'Queensland', code: 'QLD' },
  { id: 4, name: 'South Australia', code: 'SA' },
  { id: 5, name: 'Western Australia', code: 'WA' },
  { id: 6, name: 'Tasmania', code: 'TAS' },
  { id: 7, name: 'Northern Territory', code: 'NT' },
  { id: 8, name: 'Australian Capital Territory', code: 'ACT' },
];
