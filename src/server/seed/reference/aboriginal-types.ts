import { DEFAULT_ABORIGINAL_TYPE } from '../../../domain/reference/codes.ts';
import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Aboriginal and Torres Strait Islander status: TCSI element E316, its codes and meanings.
 * Id scheme: 871 + the code, so code 2 (the default, "neither") is the spec's 873.
 */
export const aboriginalTypes: readonly RefItem[] = [
  {
    id: DEFAULT_ABORIGINAL_TYPE,
    name: 'Non indigenous – neither Aboriginal nor Torres Strait Islander origin',
    code: '2',
  },
  { id: 874, name: 'Of Aboriginal origin but not Torres Strait Islander', code: '3' },
  { id: 875, name: 'Of Torres Strait Islander origin but not Aboriginal', code: '4' },
  { id: 876, name: 'Both Aboriginal and Torres Strait Islander origin', code: '5' },
  { id: 880, name: 'No information', code: '9' },
];
