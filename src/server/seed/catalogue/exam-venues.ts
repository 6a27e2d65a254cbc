import type { RefItem } from '../../../domain/reference/types.ts';

/** Where an applicant sits examinations (examVenue). Ids 1501 on, in this order. */
export const examVenues: readonly RefItem[] = [
  { id: 1501, name: 'Sydney City Campus', code: 'SYD' },
  { id: 1502, name: 'Melbourne Campus', code: 'MEL' },
  { id: 1503, name: 'Brisbane Campus', code: 'BNE' },
  { id: 1504, name: 'Online – remotely invigilated', code: 'ONLINE' },
  { id: 1505, name: 'Approved overseas examination centre', code: 'OVERSEAS' },
];
