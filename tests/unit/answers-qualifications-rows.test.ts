import { describe, expect, it } from 'vitest';
import {
  QUALIFICATION_CHOICE_LISTS,
  qualificationSections,
} from '../../src/domain/answers/qualifications.ts';
import type { NameOf } from '../../src/domain/answers/types.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { emptyEmployment } from '../../src/domain/qualifications/defaults.ts';
import type { QualificationsForm } from '../../src/domain/qualifications/form.ts';
import { referenceLists } from '../../src/server/seed/reference/reference-lists.ts';
import { bachelor, secondary, validForm } from './qualifications-fixtures.ts';

/**
 * Check your answers' qualifications sections, whole (issue 23): each qualification numbered with its
 * type's name, then the English part, then each employment; every question the step asked (course
 * and qualifications spec §2–§6) by its label on the step's screen, its answer as a reader reads it —
 * a listed entry by its name in the seeded lists, Yes/No, a date in words.
 */
const lists = referenceLists as unknown as Record<string, readonly { id: number; name: string }[]>;
const nameOf: NameOf = (list, id) => lists[list]?.find((entry) => entry.id === id)?.name ?? null;

function sections(form: Partial<QualificationsForm> | null, mode: Mode = 'staff') {
  return qualificationSections(form, 'International', mode, nameOf, (text) => text).map(
    ({ title, step, rows }) => [title, step, rows.map(({ label, value }) => `${label}: ${value}`)],
  );
}
const english = (form: Partial<QualificationsForm>, mode: Mode = 'staff') =>
  sections({ ...form, qualifications: [], employments: [] }, mode).find(
    ([title]) => title === 'English Language',
  )?.[2];

describe('check your answers: the qualifications sections, row by row', () => {
  it('shows each qualification’s answers: secondary school with its IB score, a degree abroad', () => {
    const form = validForm({
      qualifications: [
        secondary({ studentNum: '4412345', score: '98.5', englishIsSoleLanguage: true }),
        bachelor({ studentNum: 'DU2018-77', score: '72', englishIsSoleLanguage: false }),
      ],
    });
    expect(sections(form).slice(0, 2)).toEqual([
      [
        'Qualification 1: Secondary education (Year 12 or equivalent)',
        'qualifications',
        [
          'Qualification Name: International Baccalaureate Diploma',
          'Have you completed this qualification?: Yes',
          'Start Date: 28 January 2015',
          'End Date: 30 November 2016',
          'Institution: Sydney Grammar School',
          'Country: Australia',
          'State: New South Wales',
          'Student Number: 4412345',
          'Score: 98.5',
          'Was English the only language of instruction?: Yes',
          'Year Left School: 2016',
          'Level Left School: Year 12 or equivalent',
          'Year 12 Results Type: International Baccalaureate (IB) Diploma',
          'International Baccalaureate Aggregate Score: 38',
        ],
      ],
      [
        'Qualification 2: Bachelor degree (including Honours)',
        'qualifications',
        [
          'Qualification Name: Bachelor of Commerce',
          'Have you completed this qualification?: Yes',
          'Start Date: 1 July 2018',
          'End Date: 31 May 2021',
          'Institution: University of Delhi',
          'Country: India',
          'Student Number: DU2018-77',
          'Score: 72',
          'Was English the only language of instruction?: No',
        ],
      ],
    ]);
  });

  it('shows a test’s overall score and skills, the requirements and the employments', () => {
    expect(sections(validForm()).slice(1)).toEqual([
      [
        'English Language',
        'qualifications',
        [
          'Have you studied English with an English language provider?: No',
          'Are you exempt from providing evidence of English proficiency?: No',
          'Have you completed an English test?: Yes',
          'English Test: IELTS Academic',
          'Test Date: 14 March 2026',
          'Test Country: India',
          'Test City: New Delhi',
          'Overall Score: 6.5',
          'Listening: 7',
          'Speaking: 6',
          'Reading: 6.5',
          'Writing: 6',
          'Do you meet the English language requirements of your course?: Yes',
          'Form of Testing: English test result (IELTS, TOEFL, PTE, Cambridge or OET)',
        ],
      ],
      [
        'Employment 1',
        'qualifications',
        [
          'Employer: Tata Consultancy Services',
          'Position: Analyst',
          'Do you still work there?: Yes',
          'Start Date: 1 July 2021',
        ],
      ],
    ]);
  });

  it('shows the provider, the exemption reason (staff’s), the OET’s grades and the comments', () => {
    expect(
      english({
        hasEnglishProvider: true,
        englishProvider: 1635,
        englishProviderName: 'Sydney English Academy',
        englishProviderStartDate: '2024-02-05',
        englishProviderEndDate: '2024-06-28',
        exemptFromProvidingEvidence: true,
        exemptionReason: 1641,
        completedEnglishTest: true,
        englishTestType: 2113,
        englishTestDate: '2025-11-08',
        englishTestCountry: 752,
        englishTestCity: 'Sydney',
        scoreType: 1864,
        listeningGrade: 1871,
        speakingGrade: 1872,
        readingGrade: 1873,
        writingGrade: 1874,
        englishLanguageRequirements: true,
        formOfTesting: 2105,
        formOfTestingComments: 'OET grades B or better in each skill',
      }),
    ).toEqual([
      'Have you studied English with an English language provider?: Yes',
      'English Provider: Other institution',
      'Institution Name: Sydney English Academy',
      'Start Date: 5 February 2024',
      'End Date: 28 June 2024',
      'Are you exempt from providing evidence of English proficiency?: Yes',
      'Exemption Reason: Completed secondary study in English',
      'Have you completed an English test?: Yes',
      'English Test: Occupational English Test (OET)',
      'Test Date: 8 November 2025',
      'Test Country: Australia',
      'Test City: Sydney',
      'Score Type: Grades (A to E)',
      'Listening Grade: A',
      'Speaking Grade: B',
      'Reading Grade: C+',
      'Writing Grade: C',
      'Do you meet the English language requirements of your course?: Yes',
      'Form of Testing: Another English test (describe it in the comments)',
      'Comments: OET grades B or better in each skill',
    ]);
  });

  it('shows the OET’s skills as scores when scores were chosen, and no overall score', () => {
    const rows = english({
      completedEnglishTest: true,
      englishTestType: 2113,
      scoreType: 1863,
      finalResult: '400',
      listening: '350',
      speaking: '360',
      reading: '370',
      writing: '380',
    });
    expect(rows).toEqual([
      'Have you completed an English test?: Yes',
      'English Test: Occupational English Test (OET)',
      'Score Type: Scores (0 to 500)',
      'Listening: 350',
      'Speaking: 360',
      'Reading: 370',
      'Writing: 380',
    ]);
  });

  it('leaves out a part with nothing to show: no English answers, no English Language section', () => {
    const form = { ...validForm(), completedEnglishTest: null, englishLanguageRequirements: null };
    const titles = sections({
      ...form,
      hasEnglishProvider: null,
      exemptFromProvidingEvidence: null,
      employments: [{ ...emptyEmployment() }],
    }).map(([title]) => title);
    expect(titles).toEqual(['Qualification 1: Bachelor degree (including Honours)']);
  });

  it('the history words a changed choice, an item’s included, from the lists check your answers uses', () => {
    expect(QUALIFICATION_CHOICE_LISTS).toEqual({
      englishProvider: 'englishProviders',
      exemptionReason: 'exemptionReasons',
      englishTestType: 'englishTest',
      englishTestCountry: 'countries',
      scoreType: 'englishScoreTypes',
      listeningGrade: 'englishGrades',
      speakingGrade: 'englishGrades',
      readingGrade: 'englishGrades',
      writingGrade: 'englishGrades',
      formOfTesting: 'formsOfTesting',
      'qualifications.country': 'countries',
      'qualifications.state': 'states',
      'qualifications.levelLeftSchool': 'levelsLeftSchool',
      'qualifications.year12ResultsType': 'year12ResultsTypes',
      'qualifications.qualificationType': 'qualificationTypes',
      qualificationTypes: 'qualificationTypes',
    });
  });
});
