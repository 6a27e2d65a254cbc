import type { QualificationLists } from '../../src/domain/qualifications/context.ts';
import {
  emptyEmployment,
  emptyQualification,
  emptyQualifications,
} from '../../src/domain/qualifications/defaults.ts';
import type { QualificationItem, QualificationsForm } from '../../src/domain/qualifications/form.ts';
import type { Category } from '../../src/domain/user.ts';
import * as seeded from '../../src/server/seed/reference/qualification-lists.ts';

/** The seeded qualification lists (their ids are the spec's), with a few countries and states. */
export const lists: QualificationLists = {
  ...seeded,
  countries: [
    { id: 752, name: 'Australia', code: 'AU' },
    { id: 10356, name: 'India', code: 'IN' },
  ],
  states: [
    { id: 1, name: 'New South Wales', code: 'NSW' },
    { id: 2, name: 'Victoria', code: 'VIC' },
  ],
};

/** 2026-11-24, noon, local time. */
export const now = () => new Date(2026, 10, 24, 12);

export const ctx = (
  mode: 'applicant' | 'agent' | 'staff' = 'applicant',
  category: Category = 'International',
) => ({
  mode,
  category,
  lists,
  now,
});

/** A completed bachelor degree in India: every required field filled. */
export function bachelor(over: Partial<QualificationItem> = {}): QualificationItem {
  return {
    ...emptyQualification(497),
    name: 'Bachelor of Commerce',
    completed: true,
    startDate: '2018-07-01',
    endDate: '2021-05-31',
    institution: 'University of Delhi',
    country: 10356,
    ...over,
  };
}

/** Secondary school in Australia with an IB diploma. */
export function secondary(over: Partial<QualificationItem> = {}): QualificationItem {
  return {
    ...emptyQualification(500),
    name: 'International Baccalaureate Diploma',
    completed: true,
    startDate: '2015-01-28',
    endDate: '2016-11-30',
    institution: 'Sydney Grammar School',
    country: 752,
    state: 1,
    yearLeftSchool: '2016',
    levelLeftSchool: 1855,
    year12ResultsType: 1861,
    internationalBaccalaureateAggregateScore: '38',
    ...over,
  };
}

/** A valid form: a bachelor degree, IELTS 6.5 with its skills, requirements met by a test, one job. */
export function validForm(over: Partial<QualificationsForm> = {}): QualificationsForm {
  return {
    ...emptyQualifications('International'),
    qualificationTypes: [497],
    qualifications: [bachelor()],
    hasEnglishProvider: false,
    exemptFromProvidingEvidence: false,
    completedEnglishTest: true,
    englishTestType: 505,
    englishTestDate: '2026-03-14',
    englishTestCountry: 10356,
    englishTestCity: 'New Delhi',
    finalResult: '6.5',
    listening: '7',
    speaking: '6',
    reading: '6.5',
    writing: '6',
    englishLanguageRequirements: true,
    formOfTesting: 2104,
    employments: [
      {
        ...emptyEmployment(),
        name: 'Tata Consultancy Services',
        position: 'Analyst',
        inService: true,
        startDate: '2021-07-01',
      },
    ],
    ...over,
  };
}
