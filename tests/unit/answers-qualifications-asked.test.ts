import { describe, expect, it } from 'vitest';
import {
  QUALIFICATION_CHOICE_LISTS,
  qualificationSections,
} from '../../src/domain/answers/qualifications.ts';
import type { QualificationsForm } from '../../src/domain/qualifications/form.ts';

/**
 * Check your answers for the qualifications step (issue 23): a section per qualification (numbered,
 * with its type's name), the English part, a section per employment; a question only when the step
 * asked it (course and qualifications spec §4: the completion questions only for one not completed,
 * the exclusion details only when excluded, the test's details only with a test, an employment's end
 * date only when the person no longer works there).
 */
const nameOf = (list: string, id: number) => `${list} ${id}`;
const shown = (saved: Partial<QualificationsForm> | null) =>
  qualificationSections(saved, 'International', 'applicant', nameOf, (text) => text).map(
    ({ title, step, rows }) => [title, step, rows.map(({ label, value }) => `${label}: ${value}`)] as const,
  );
const item = (change: Record<string, unknown>) =>
  ({
    qualificationType: 4,
    name: 'Bachelor of Science',
    ...change,
  }) as unknown as QualificationsForm['qualifications'][number];

describe('check your answers: the qualifications asked', () => {
  it('numbers each qualification and names its type; asks completion and exclusion only when not completed', () => {
    const sections = shown({
      qualifications: [
        item({
          completed: true,
          intendToComplete: true,
          excludedFromInstitution: true,
          excludedDetails: 'x',
        }),
        item({
          completed: false,
          intendToComplete: true,
          excludedFromInstitution: true,
          excludedDetails: 'Fees',
        }),
        item({
          qualificationType: null,
          completed: false,
          excludedFromInstitution: false,
          excludedDetails: 'x',
        }),
      ],
      employments: [],
    });
    expect(sections.slice(0, 3)).toEqual([
      [
        'Qualification 1: qualificationTypes 4',
        'qualifications',
        ['Qualification Name: Bachelor of Science', 'Have you completed this qualification?: Yes'],
      ],
      [
        'Qualification 2: qualificationTypes 4',
        'qualifications',
        [
          'Qualification Name: Bachelor of Science',
          'Have you completed this qualification?: No',
          'Do you intend to complete this qualification?: Yes',
          'Were you excluded from the institution?: Yes',
          'Exclusion Details: Fees',
        ],
      ],
      [
        'Qualification 3',
        'qualifications',
        [
          'Qualification Name: Bachelor of Science',
          'Have you completed this qualification?: No',
          'Were you excluded from the institution?: No',
        ],
      ],
    ]);
  });

  it('asks the test’s details only with a test', () => {
    const english = (completedEnglishTest: boolean) =>
      shown({
        qualifications: [],
        employments: [],
        completedEnglishTest,
        englishTestType: 2,
        englishTestCity: 'Pune',
      }).find(([title]) => title === 'English Language')?.[2];
    expect(english(true)).toEqual(
      expect.arrayContaining([
        'Have you completed an English test?: Yes',
        'English Test: englishTest 2',
        expect.stringMatching(/: Pune$/),
      ]),
    );
    expect(
      english(false)?.filter((row) => row.startsWith('English Test:') || row.endsWith(': Pune')),
    ).toEqual([]);
  });

  it('numbers each employment; its end date only when the person no longer works there', () => {
    const job = { name: 'City Hospital', position: 'Nurse', startDate: '2020-01-06', endDate: '2023-06-30' };
    const sections = shown({
      qualifications: [],
      employments: [
        { ...job, inService: false },
        { ...job, inService: true },
      ] as QualificationsForm['employments'],
    }).filter(([title]) => title.startsWith('Employment'));
    expect(sections).toEqual([
      [
        'Employment 1',
        'qualifications',
        [
          'Employer: City Hospital',
          'Position: Nurse',
          'Do you still work there?: No',
          'Start Date: 6 January 2020',
          'End Date: 30 June 2023',
        ],
      ],
      [
        'Employment 2',
        'qualifications',
        [
          'Employer: City Hospital',
          'Position: Nurse',
          'Do you still work there?: Yes',
          'Start Date: 6 January 2020',
        ],
      ],
    ]);
  });

  it('shows nothing for a step never saved', () => {
    expect(shown(null)).toEqual([]);
  });

  it('words a changed choice, an item’s included, from the list check your answers uses', () => {
    expect(QUALIFICATION_CHOICE_LISTS).toMatchObject({
      englishTestType: 'englishTest',
      'qualifications.country': 'countries',
      'qualifications.qualificationType': 'qualificationTypes',
      qualificationTypes: 'qualificationTypes',
    });
  });
});
