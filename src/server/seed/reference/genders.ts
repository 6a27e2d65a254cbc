import type { RefItem } from '../../../domain/reference/types.ts';

/** Genders: TCSI element E315 (Gender code), its codes and meanings. Ids 1 to 3. */
export const genders: readonly RefItem[] = [
  { id: 1, name: 'Male', code: 'M' },
  { id: 2, name: 'Female', code: 'F' },
  { id: 3, name: 'Indeterminate/Intersex/Unspecified', code: 'X' },
];
