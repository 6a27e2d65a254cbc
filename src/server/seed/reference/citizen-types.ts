import {
  DOMESTIC_DEFAULT_CITIZEN_TYPE,
  INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
} from '../../../domain/reference/codes.ts';
import type { RefItem } from '../../../domain/reference/types.ts';

/**
 * Citizen types: TCSI element E358 (Citizen resident code), its codes and meanings. Codes 1, 2, 3
 * and 8 are domestic, 4 and 5 overseas (TCSI E942). The newer code P (Pacific Engagement visa) is
 * not offered: the spec's domestic list is 1, 2, 3, 8.
 * Ids: the spec fixes 485 (code 1, domestic default) and 1840 (code 4, international default); the
 * other domestic codes follow 485 (486, 487, 488) and the other overseas code follows 1840 (1841).
 */
export const citizenTypes: readonly RefItem[] = [
  {
    id: DOMESTIC_DEFAULT_CITIZEN_TYPE,
    name: 'Australian citizen (including Australian citizens with dual citizenship)',
    code: '1',
  },
  {
    id: 486,
    name:
      'New Zealand citizen or a diplomatic or consular representative of New Zealand, a member of the ' +
      'staff of such a representative or the spouse or dependent relative of such a representative, ' +
      'excluding those with Australian citizenship (includes any such persons who have Permanent ' +
      'Resident status)',
    code: '2',
  },
  {
    id: 487,
    name: 'Students/Applicants with permanent visa other than permanent humanitarian visa',
    code: '3',
  },
  {
    id: INTERNATIONAL_DEFAULT_CITIZEN_TYPE,
    name:
      'Student/Applicant has a temporary entry permit or is a diplomat or a dependent of a diplomat ' +
      '(except New Zealand) and resides in Australia during the unit of study',
    code: '4',
  },
  {
    id: 1841,
    name:
      'Not one of the above categories and student/applicant is residing outside Australia during ' +
      'the unit of study/time of application',
    code: '5',
  },
  { id: 488, name: 'Students/Applicants with permanent humanitarian visa', code: '8' },
];
