import type { SupportType } from '../../../domain/support/support.ts';

/**
 * The kinds of support request, in the order the new-request dialog offers them. Ids are stable:
 * stored requests point at them. Upserted into support_types at every start (db/reference-data.ts).
 */
export const supportTypes: readonly SupportType[] = [
  { id: 1, name: 'Application enquiry' },
  { id: 2, name: 'Course information' },
  { id: 3, name: 'Documents and evidence' },
  { id: 4, name: 'Fees and payments' },
  { id: 5, name: 'Technical problem' },
  { id: 6, name: 'Other' },
];
