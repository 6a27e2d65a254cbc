import { describe, expect, it } from 'vitest';
import {
  addEmployment,
  onQualificationsChange,
  removeEmployment,
} from '../../src/domain/qualifications/clearing.ts';
import { formFromLoad } from '../../src/domain/qualifications/defaults.ts';
import { applyObtainedQualifications, isEnrolmentCode } from '../../src/domain/qualifications/prefill.ts';
import { bachelor, secondary, validForm } from './qualifications-fixtures.ts';

const scored = {
  finalResult: '6.5',
  listening: '7',
  speaking: '6',
  reading: '6.5',
  writing: '6',
  listeningGrade: 1871,
  speakingGrade: 1872,
  readingGrade: 1873,
  writingGrade: 1874,
};
const noScores = {
  finalResult: '',
  listening: '',
  speaking: '',
  reading: '',
  writing: '',
  listeningGrade: null,
  speakingGrade: null,
  readingGrade: null,
  writingGrade: null,
};

describe('clearing rules of the qualifications step (course spec §4)', () => {
  it('changing the English test type clears all scores', () => {
    const form = { ...validForm(), ...scored };
    expect(onQualificationsChange(form, 'englishTestType', 1591)).toMatchObject({
      englishTestType: 1591,
      ...noScores,
    });
  });

  it('changing the score type (2113) clears the scores', () => {
    const form = { ...validForm(), englishTestType: 2113, scoreType: 1863, ...scored };
    expect(onQualificationsChange(form, 'scoreType', 1864)).toMatchObject({ scoreType: 1864, ...noScores });
  });

  it('changing the year 12 results type clears the International Baccalaureate score', () => {
    const form = { ...validForm(), qualificationTypes: [500], qualifications: [secondary()] };
    const next = onQualificationsChange(form, 'qualifications.0.year12ResultsType', 1866);
    expect(next.qualifications[0]).toMatchObject({
      year12ResultsType: 1866,
      internationalBaccalaureateAggregateScore: '',
    });
    expect(next.qualifications[0]?.name).toBe('International Baccalaureate Diploma');
  });

  it('changing the completed answer clears the excluded details', () => {
    const form = {
      ...validForm(),
      qualifications: [
        bachelor({ completed: false, excludedFromInstitution: true, excludedDetails: 'Unpaid fees' }),
      ],
    };
    const next = onQualificationsChange(form, 'qualifications.0.completed', true);
    expect(next.qualifications[0]).toMatchObject({
      completed: true,
      excludedFromInstitution: null,
      excludedDetails: '',
    });
  });

  it('answering no to the English requirements clears the form of testing and its comments', () => {
    const form = { ...validForm(), formOfTesting: 2111, formOfTestingComments: 'Letter from the school' };
    expect(onQualificationsChange(form, 'englishLanguageRequirements', false)).toMatchObject({
      englishLanguageRequirements: false,
      formOfTesting: null,
      formOfTestingComments: '',
    });
    // yes keeps them
    expect(onQualificationsChange(form, 'englishLanguageRequirements', true)).toMatchObject({
      formOfTesting: 2111,
    });
  });

  it('ticking a type adds its section, unticking removes it; the others keep what was typed', () => {
    const form = { ...validForm(), qualificationTypes: [497], qualifications: [bachelor()] };
    const added = onQualificationsChange(form, 'qualificationTypes', [497, 500]);
    expect(added.qualificationTypes).toEqual([497, 500]);
    expect(added.qualifications.map((item) => item.qualificationType)).toEqual([497, 500]);
    expect(added.qualifications[0]).toEqual(bachelor());
    expect(added.qualifications[1]?.name).toBe('');
    const removed = onQualificationsChange(added, 'qualificationTypes', [500]);
    expect(removed.qualifications.map((item) => item.qualificationType)).toEqual([500]);
  });

  it('a changed answer of one entry leaves the other entries alone', () => {
    const form = {
      ...validForm(),
      qualificationTypes: [497, 500],
      qualifications: [bachelor(), secondary()],
    };
    const next = onQualificationsChange(form, 'qualifications.1.country', 10356);
    expect(next.qualifications[0]).toEqual(bachelor());
    expect(next.qualifications[1]).toMatchObject({ country: 10356, state: null });
  });

  it('employment entries are added and removed; in service clears the end date', () => {
    const form = addEmployment(validForm());
    expect(form.employments).toHaveLength(2);
    const ended = onQualificationsChange(form, 'employments.1.endDate', '2024-01-01');
    expect(onQualificationsChange(ended, 'employments.1.inService', true).employments[1]?.endDate).toBe('');
    expect(removeEmployment(form, 0).employments).toEqual([form.employments[1]]);
  });
});

describe('loading and pre-filling', () => {
  it('a loaded form reads its entries field by field and ticks their types', () => {
    const form = formFromLoad(
      { englishTestType: 505, qualifications: [{ qualificationType: 500, name: 'HSC', bogus: 1 }, 'junk'] },
      'Domestic',
      42,
      [{ id: 3, name: 'Cafe', position: 'Barista' }],
    );
    expect(form.applicationId).toBe(42);
    expect(form.applicationCategory).toBe('Domestic');
    expect(form.qualificationTypes).toEqual([500]);
    expect(form.qualifications[0]).toMatchObject({ qualificationType: 500, name: 'HSC', country: null });
    expect(form.qualifications[0]).not.toHaveProperty('bogus');
    expect(form.employments[0]).toMatchObject({ id: 3, name: 'Cafe', inService: null });
  });

  it('a confirmed pre-fill replaces the entries of the found types and keeps everything else', () => {
    const form = {
      ...validForm(),
      qualificationTypes: [497, 500],
      qualifications: [bachelor(), secondary()],
    };
    const next = applyObtainedQualifications(form, [
      { qualificationType: 497, name: 'Bachelor of Science', institution: 'UNSW' },
      { qualificationType: 499, name: 'Diploma of Nursing' },
    ]);
    expect(next.qualificationTypes).toEqual([497, 499, 500]);
    expect(next.qualifications[0]).toMatchObject({
      name: 'Bachelor of Science',
      institution: 'UNSW',
      completed: null,
    });
    expect(next.qualifications[1]).toMatchObject({ qualificationType: 499, name: 'Diploma of Nursing' });
    expect(next.qualifications[2]).toEqual(secondary());
    expect(next.englishTestType).toBe(505);
    expect(next.employments).toEqual(form.employments);
  });

  it.each([
    ['ENR-2019-0001', true],
    ['abc123', true],
    ['', false],
    ['ENR 2019', false],
    ['x'.repeat(21), false],
  ])('enrolment code %j accepted: %s', (code, ok) => {
    expect(isEnrolmentCode(code)).toBe(ok);
  });
});

describe('answering no empties what the question opened (as a save would)', () => {
  const provider = {
    hasEnglishProvider: true,
    englishProvider: 1635,
    englishProviderName: 'Brisbane Language Centre',
    englishProviderStartDate: '2025-01-06',
    englishProviderEndDate: '2025-03-28',
  };

  it('the provider question', () => {
    const form = { ...validForm(), ...provider };
    expect(onQualificationsChange(form, 'hasEnglishProvider', false)).toMatchObject({
      hasEnglishProvider: false,
      englishProvider: null,
      englishProviderName: '',
      englishProviderStartDate: '',
      englishProviderEndDate: '',
    });
    expect(onQualificationsChange(form, 'hasEnglishProvider', true)).toMatchObject(provider);
  });

  it('another provider clears the other institution’s name', () => {
    const form = { ...validForm(), ...provider };
    expect(onQualificationsChange(form, 'englishProvider', 1630)).toMatchObject({
      englishProvider: 1630,
      englishProviderName: '',
      englishProviderStartDate: '2025-01-06',
    });
  });

  it('the test question: no test, no test details and no scores', () => {
    const form = { ...validForm(), englishTestType: 2113, scoreType: 1864, ...scored };
    expect(onQualificationsChange(form, 'completedEnglishTest', false)).toMatchObject({
      completedEnglishTest: false,
      englishTestType: null,
      englishTestDate: '',
      englishTestCountry: null,
      englishTestCity: '',
      scoreType: null,
      ...noScores,
    });
    expect(onQualificationsChange(form, 'completedEnglishTest', true)).toMatchObject({
      englishTestType: 2113,
      ...scored,
    });
  });

  it('a new test type clears the OET score type too', () => {
    const form = { ...validForm(), englishTestType: 2113, scoreType: 1863 };
    expect(onQualificationsChange(form, 'englishTestType', 505).scoreType).toBeNull();
  });

  it('another form of testing clears the comments', () => {
    const form = { ...validForm(), formOfTesting: 2111, formOfTestingComments: 'Letter' };
    expect(onQualificationsChange(form, 'formOfTesting', 2106)).toMatchObject({
      formOfTesting: 2106,
      formOfTestingComments: '',
    });
  });

  it('the exemption question', () => {
    const form = { ...validForm(), exemptFromProvidingEvidence: true, exemptionReason: 1641 };
    expect(onQualificationsChange(form, 'exemptFromProvidingEvidence', false).exemptionReason).toBeNull();
    expect(onQualificationsChange(form, 'exemptFromProvidingEvidence', true).exemptionReason).toBe(1641);
  });

  it('any other answer changes only its field', () => {
    const form = validForm();
    expect(onQualificationsChange(form, 'englishTestCity', 'Pune')).toEqual({
      ...form,
      englishTestCity: 'Pune',
    });
  });
});

describe('answers inside entries', () => {
  const two = () => ({
    ...validForm(),
    qualificationTypes: [497, 500],
    qualifications: [bachelor(), secondary()],
  });

  it('change only their own entry and field', () => {
    const next = onQualificationsChange(two(), 'qualifications.0.name', 'Bachelor of Arts');
    expect(next.qualifications).toEqual([bachelor({ name: 'Bachelor of Arts' }), secondary()]);
    expect(
      onQualificationsChange(two(), 'qualifications.1.yearLeftSchool', '2015').qualifications[1],
    ).toEqual(secondary({ yearLeftSchool: '2015' }));
  });

  it('the same answer again still clears (a change of completed always clears the exclusion)', () => {
    const form = {
      ...two(),
      qualifications: [bachelor({ completed: false, excludedFromInstitution: true, excludedDetails: 'x' })],
    };
    expect(onQualificationsChange(form, 'qualifications.0.completed', false).qualifications[0]).toMatchObject(
      {
        completed: false,
        excludedFromInstitution: null,
        excludedDetails: '',
      },
    );
  });

  it('other fields of an entry clear nothing', () => {
    const form = two();
    const next = onQualificationsChange(form, 'qualifications.1.score', '95.5');
    expect(next.qualifications[1]).toEqual(secondary({ score: '95.5' }));
  });

  it('an entry that does not exist is not made up', () => {
    const form = two();
    expect(onQualificationsChange(form, 'qualifications.5.name', 'x')).toBe(form);
    expect(onQualificationsChange(form, 'employments.3.name', 'x')).toBe(form);
  });

  it('an employment answer changes only its entry; not in service keeps the end date', () => {
    const form = addEmployment(addEmployment(validForm()));
    const next = onQualificationsChange(form, 'employments.1.position', 'Tutor');
    expect(next.employments.map((job) => job.position)).toEqual(['Analyst', 'Tutor', '']);
    const dated = onQualificationsChange(next, 'employments.2.endDate', '2024-01-01');
    expect(onQualificationsChange(dated, 'employments.2.inService', false).employments[2]?.endDate).toBe(
      '2024-01-01',
    );
    expect(onQualificationsChange(dated, 'employments.2.name', 'Cafe').employments[2]?.endDate).toBe(
      '2024-01-01',
    );
  });
});
