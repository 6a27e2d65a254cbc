import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Course types: what the Course Type field (applicationType) picks and each offering carries. 495 is
 * fixed by the spec (cross-institutional study: the home-institute notice); no standard fixes the
 * others, which sit beside it. Codes name the TCSI E310 course of study types each one covers.
 */
export const courseTypes: readonly RefItem[] = [
  { id: 491, name: 'Undergraduate', code: 'UG' },
  { id: 492, name: 'Postgraduate coursework', code: 'PG' },
  { id: 493, name: 'Higher degree by research', code: 'HDR' },
  { id: 494, name: 'Non-award study', code: 'NONAWARD' },
  { id: 495, name: 'Cross-institutional study', code: 'XINST' },
];
