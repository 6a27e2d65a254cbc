import type { RefItem } from '../../../domain/reference/types.ts';

/** Titles (salutations). No standard fixes their ids: 1 to 7, in this order. */
export const titles: readonly RefItem[] = [
  { id: 1, name: 'Mr', code: 'MR' },
  { id: 2, name: 'Mrs', code: 'MRS' },
  { id: 3, name: 'Ms', code: 'MS' },
  { id: 4, name: 'Miss', code: 'MISS' },
  { id: 5, name: 'Mx', code: 'MX' },
  { id: 6, name: 'Dr', code: 'DR' },
  { id: 7, name: 'Prof', code: 'PROF' },
];
