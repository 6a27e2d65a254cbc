import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Disability types: TCSI element E615 (Disability code), codes 11 to 19 and 99 with their meanings
 * (the same codes as the AVETMISS disability types). Id: the code as a number.
 */
export const disabilityTypes: readonly RefItem[] = [
  { id: 11, name: 'Hearing/deaf', code: '11' },
  { id: 12, name: 'Physical', code: '12' },
  { id: 13, name: 'Intellectual', code: '13' },
  { id: 14, name: 'Learning', code: '14' },
  { id: 15, name: 'Mental illness', code: '15' },
  { id: 16, name: 'Acquired brain impairment', code: '16' },
  { id: 17, name: 'Vision', code: '17' },
  { id: 18, name: 'Medical condition', code: '18' },
  { id: 19, name: 'Other', code: '19' },
  { id: 99, name: 'Disability not specified', code: '99' },
];
