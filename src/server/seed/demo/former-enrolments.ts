import { emptyQualification } from '../../../domain/qualifications/defaults.ts';
import type { QualificationItem } from '../../../domain/qualifications/form.ts';
import { AUSTRALIA } from '../../../domain/reference/codes.ts';
import type { FormerEnrolment } from '../../services/former-enrolments.ts';
import { countryId } from '../reference/countries.ts';
import { levelsLeftSchool, year12ResultsTypes } from '../reference/qualification-lists.ts';
import { states } from '../reference/states.ts';

/** Seeded ids the demo entries use, looked up in the reference seed so they cannot drift from it. */
const idOf = (list: readonly { id: number; code: string }[], code: string) => {
  const found = list.find((item) => item.code === code);
  if (!found) throw new Error(`no reference item ${code}`);
  return found.id;
};
const VIC = idOf(states, 'VIC');
const NSW = idOf(states, 'NSW');
const INDIA = countryId('IN', '356');

/** An entry of a type: every field empty but the ones given. */
const entry = (type: number, fields: Partial<QualificationItem>): QualificationItem => ({
  ...emptyQualification(type),
  ...fields,
});

/** Enrolment codes of the demo's former enrolments: staff try the qualifications pre-fill with them. */
export const DEMO_ENROLMENT_CODES = ['ENR-2019-0001', 'ENR-2020-0107', 'ENR-2021-0042'] as const;

/**
 * Former enrolments for the staff pre-fill (course spec §4), each entry valid for the qualifications
 * step: a Bachelor degree completed in Victoria with the Year 12 (ATAR) before it; a Master's begun
 * in India and not completed; a Diploma completed in New South Wales.
 */
export const demoFormerEnrolments = (): FormerEnrolment[] => [
  {
    enrolmentCode: 'ENR-2019-0001',
    studentNum: '1000001',
    qualifications: [
      entry(497, {
        name: 'Bachelor of Commerce',
        completed: true,
        startDate: '2016-02-29',
        endDate: '2018-11-30',
        institution: 'Monash University',
        country: AUSTRALIA,
        state: VIC,
        studentNum: '27183456',
        score: 'GPA 5.8 of 7',
        englishIsSoleLanguage: true,
      }),
      entry(500, {
        name: 'Victorian Certificate of Education',
        completed: true,
        startDate: '2014-01-28',
        endDate: '2015-11-20',
        institution: 'Melbourne High School',
        country: AUSTRALIA,
        state: VIC,
        score: '85.5',
        englishIsSoleLanguage: true,
        yearLeftSchool: '2015',
        levelLeftSchool: idOf(levelsLeftSchool, '12'),
        year12ResultsType: idOf(year12ResultsTypes, 'ATAR'),
      }),
    ],
  },
  {
    enrolmentCode: 'ENR-2020-0107',
    studentNum: '1000002',
    qualifications: [
      entry(496, {
        name: 'Master of Computer Applications',
        completed: false,
        intendToComplete: true,
        excludedFromInstitution: false,
        startDate: '2018-07-16',
        endDate: '2020-05-29',
        institution: 'University of Delhi',
        country: INDIA,
        englishIsSoleLanguage: true,
      }),
    ],
  },
  {
    enrolmentCode: 'ENR-2021-0042',
    studentNum: null,
    qualifications: [
      entry(499, {
        name: 'Diploma of Business',
        completed: true,
        startDate: '2019-02-04',
        endDate: '2020-11-27',
        institution: 'TAFE NSW',
        country: AUSTRALIA,
        state: NSW,
        score: 'Competent',
      }),
    ],
  },
];
