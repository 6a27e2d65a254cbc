import { describe, expect, it } from 'vitest';
import { qualificationsSchema } from '../../src/domain/qualifications/schema.ts';
import { EmploymentShown, ItemShown, Shown } from '../../src/domain/qualifications/visibility.ts';
import { bachelor, ctx, secondary, validForm } from './qualifications-fixtures.ts';

const shownFor = (over: Record<string, unknown>, mode: 'applicant' | 'agent' | 'staff' = 'applicant') => {
  const form = { ...validForm(), ...over };
  return Object.fromEntries(Object.entries(Shown).map(([part, rule]) => [part, rule(form, ctx(mode))]));
};

describe('what the qualifications step shows (course spec §2, §6)', () => {
  it('the exemption: the reason to staff, the evidence notice to everyone else, once exemption is asked', () => {
    for (const mode of ['applicant', 'agent'] as const) {
      expect(shownFor({ exemptFromProvidingEvidence: true }, mode)).toMatchObject({
        evidenceNotice: true,
        exemptionReason: false,
      });
      expect(shownFor({ exemptFromProvidingEvidence: false }, mode)).toMatchObject({ evidenceNotice: false });
      expect(shownFor({ exemptFromProvidingEvidence: null }, mode)).toMatchObject({ evidenceNotice: false });
    }
    expect(shownFor({ exemptFromProvidingEvidence: true }, 'staff')).toMatchObject({
      evidenceNotice: false,
      exemptionReason: true,
    });
    expect(shownFor({ exemptFromProvidingEvidence: false }, 'staff')).toMatchObject({
      exemptionReason: false,
    });
  });

  it('the test: its details once a test was taken; overall for every test but the OET; skills as scores or grades', () => {
    expect(shownFor({ completedEnglishTest: false })).toMatchObject({
      englishTest: false,
      finalResult: false,
      skillScores: false,
      skillGrades: false,
      scoreType: false,
    });
    expect(shownFor({ completedEnglishTest: true, englishTestType: null })).toMatchObject({
      englishTest: true,
      finalResult: false,
      skillScores: false,
    });
    expect(shownFor({ englishTestType: 505 })).toMatchObject({
      finalResult: true,
      skillScores: true,
      skillGrades: false,
      scoreType: false,
    });
    expect(shownFor({ englishTestType: 2113, scoreType: null })).toMatchObject({
      scoreType: true,
      finalResult: false,
      skillScores: false,
      skillGrades: false,
    });
    expect(shownFor({ englishTestType: 2113, scoreType: 1863 })).toMatchObject({
      skillScores: true,
      skillGrades: false,
    });
    expect(shownFor({ englishTestType: 2113, scoreType: 1864 })).toMatchObject({
      skillScores: false,
      skillGrades: true,
    });
    // a type left over from an earlier "yes" shows nothing once the answer is no
    expect(shownFor({ completedEnglishTest: false, englishTestType: 2113, scoreType: 1864 })).toMatchObject({
      scoreType: false,
      skillGrades: false,
    });
  });

  it('the provider, its name for 1635, the form of testing and its comments', () => {
    expect(shownFor({ hasEnglishProvider: true, englishProvider: 1635 })).toMatchObject({
      englishProvider: true,
      englishProviderName: true,
    });
    expect(shownFor({ hasEnglishProvider: true, englishProvider: 1630 })).toMatchObject({
      englishProviderName: false,
    });
    expect(shownFor({ hasEnglishProvider: false, englishProvider: 1635 })).toMatchObject({
      englishProvider: false,
      englishProviderName: false,
    });
    expect(shownFor({ englishLanguageRequirements: true, formOfTesting: 2105 })).toMatchObject({
      formOfTesting: true,
      formOfTestingComments: true,
    });
    expect(shownFor({ englishLanguageRequirements: true, formOfTesting: null })).toMatchObject({
      formOfTestingComments: false,
    });
    expect(shownFor({ englishLanguageRequirements: false, formOfTesting: 2111 })).toMatchObject({
      formOfTesting: false,
      formOfTestingComments: false,
    });
  });

  it('inside an entry', () => {
    expect(ItemShown.excludedDetails(bachelor({ completed: false, excludedFromInstitution: true }))).toBe(
      true,
    );
    expect(ItemShown.excludedDetails(bachelor({ completed: false, excludedFromInstitution: false }))).toBe(
      false,
    );
    expect(ItemShown.excludedDetails(bachelor({ completed: true, excludedFromInstitution: true }))).toBe(
      false,
    );
    expect(ItemShown.notCompleted(bachelor({ completed: null }))).toBe(false);
    expect(ItemShown.ibScore(secondary({ year12ResultsType: 1866 }))).toBe(false);
    expect(ItemShown.ibScore(bachelor({ year12ResultsType: 1861 }))).toBe(false);
    expect(EmploymentShown.endDate({ ...validForm().employments[0], inService: false } as never)).toBe(true);
    expect(EmploymentShown.endDate({ ...validForm().employments[0], inService: null } as never)).toBe(true);
    expect(EmploymentShown.endDate({ ...validForm().employments[0], inService: true } as never)).toBe(false);
  });
});

describe('a save keeps only what is shown', () => {
  const save = (over: Record<string, unknown>) =>
    qualificationsSchema(ctx()).parse({ ...validForm(), ...over });

  it('no test: no test details', () => {
    expect(save({ completedEnglishTest: false })).toMatchObject({
      englishTestType: null,
      englishTestDate: '',
      englishTestCountry: null,
      englishTestCity: '',
      finalResult: '',
      listening: '',
    });
  });

  it('requirements not met: no form of testing', () => {
    expect(
      save({ englishLanguageRequirements: false, formOfTesting: 2111, formOfTestingComments: 'x' }),
    ).toMatchObject({
      formOfTesting: null,
      formOfTestingComments: '',
    });
    expect(save({ formOfTesting: 2106, formOfTestingComments: 'x' }).formOfTestingComments).toBe('');
  });

  it('in service: no end date; ten entries are fine', () => {
    const job = { ...validForm().employments[0], inService: true, endDate: '2025-01-01' };
    expect(save({ employments: [job] }).employments[0]?.endDate).toBe('');
    expect(save({ employments: Array.from({ length: 10 }, () => job) }).employments).toHaveLength(10);
  });

  it('an entry’s hidden fields are emptied with the entry’s own answers', () => {
    const parsed = save({
      qualifications: [
        secondary({ year12ResultsType: 1866, internationalBaccalaureateAggregateScore: '40' }),
      ],
    });
    expect(parsed.qualifications[0]?.internationalBaccalaureateAggregateScore).toBe('');
  });
});
