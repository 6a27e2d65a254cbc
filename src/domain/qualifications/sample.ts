import { AUSTRALIA } from '../reference/codes.ts';
import type { Category } from '../user.ts';
import { EnglishTest, SECONDARY_SCHOOL } from './constants.ts';
import { emptyQualification, emptyQualifications } from './defaults.ts';
import type { QualificationsForm } from './form.ts';

/** India (ISO 3166 numeric 356, the seeded countries' id) and New South Wales, as the personal sample has them. */
const INDIA = 10356;
const NSW = 1;
/** Bachelor degree (spec §9 type 497); ATAR results (seeded year 12 results type 1866); Year 12 left (1855). */
const BACHELOR = 497;
const ATAR = 1866;
const YEAR_12 = 1855;

/**
 * A filled-in qualifications form that an applicant of `category` can save: a domestic applicant's
 * Higher School Certificate in New South Wales; an international applicant's bachelor degree in India
 * with IELTS Academic 7. The demo seed's applications use it (any other valid form would do).
 */
export function sampleQualifications(category: Category): QualificationsForm {
  if (category === 'Domestic') {
    return {
      ...emptyQualifications(category),
      qualificationTypes: [SECONDARY_SCHOOL],
      qualifications: [
        {
          ...emptyQualification(SECONDARY_SCHOOL),
          name: 'Higher School Certificate',
          completed: true,
          startDate: '2016-01-27',
          endDate: '2017-11-30',
          institution: 'Parramatta High School',
          country: AUSTRALIA,
          state: NSW,
          yearLeftSchool: '2017',
          levelLeftSchool: YEAR_12,
          year12ResultsType: ATAR,
        },
      ],
      hasEnglishProvider: false,
      exemptFromProvidingEvidence: false,
      completedEnglishTest: false,
    };
  }
  return {
    ...emptyQualifications(category),
    qualificationTypes: [BACHELOR],
    qualifications: [
      {
        ...emptyQualification(BACHELOR),
        name: 'Bachelor of Commerce',
        completed: true,
        startDate: '2018-07-01',
        endDate: '2021-05-31',
        institution: 'University of Delhi',
        country: INDIA,
      },
    ],
    hasEnglishProvider: false,
    exemptFromProvidingEvidence: false,
    completedEnglishTest: true,
    englishTestType: EnglishTest.ieltsAcademic,
    englishTestDate: '2024-03-09',
    englishTestCountry: INDIA,
    englishTestCity: 'New Delhi',
    finalResult: '7',
    listening: '7.5',
    speaking: '6.5',
    reading: '7',
    writing: '6.5',
  };
}
