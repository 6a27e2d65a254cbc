import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * How an international applicant will pay for study and living costs (fundingStudyCosts,
 * howFundingCost). 1339 "Other" is fixed by the spec (it asks for details); the others sit before it.
 */
export const fundingOptions: readonly RefItem[] = [
  { id: 1331, name: 'Personal savings', code: 'SAVINGS' },
  { id: 1332, name: 'Family support', code: 'FAMILY' },
  { id: 1333, name: 'Government scholarship', code: 'GOVSCHOL' },
  { id: 1334, name: 'Employer sponsorship', code: 'EMPLOYER' },
  { id: 1335, name: 'Education loan', code: 'LOAN' },
  { id: 1336, name: 'Part-time work in Australia', code: 'WORK' },
  { id: 1339, name: 'Other', code: 'OTHER' },
];
