import { describe, expect, it } from 'vitest';
import { emptyQualifications, formFromLoad, orderTypes } from '../../src/domain/qualifications/defaults.ts';
import { applyObtainedQualifications } from '../../src/domain/qualifications/prefill.ts';
import { overallCheck, skillCheck } from '../../src/domain/qualifications/scores.ts';
import { validForm } from './qualifications-fixtures.ts';

describe('a loaded qualifications form', () => {
  it('is the empty form for nothing saved, with the route’s id and the step’s category', () => {
    expect(formFromLoad(null, 'International', -1)).toEqual({
      ...emptyQualifications('International'),
      applicationId: -1,
    });
    expect(formFromLoad(undefined, 'Domestic').applicationId).toBe(-1);
    expect(formFromLoad({ applicationId: 77 }, 'Domestic').applicationId).toBe(77);
    expect(formFromLoad({ applicationId: '77' }, 'Domestic').applicationId).toBe(-1);
    expect(
      formFromLoad({ applicationId: 77, applicationCategory: 'International' }, 'Domestic', 12),
    ).toMatchObject({
      applicationId: 12,
      applicationCategory: 'Domestic',
    });
  });

  it('keeps the empty value for null or missing values, and for a value of the wrong shape', () => {
    const form = formFromLoad(
      {
        englishTestType: null,
        englishTestCity: 'Pune',
        employments: 'none',
        qualifications: { 0: 'x' },
        listening: ['7'],
      },
      'International',
    );
    expect(form).toMatchObject({
      englishTestType: null,
      englishTestCity: 'Pune',
      employments: [],
      qualifications: [],
      listening: '',
    });
  });

  it('reads an entry that is not an object as an empty one, and keeps saved employments when none are given beside', () => {
    const form = formFromLoad(
      { qualifications: [null], employments: [{ name: 'Cafe', startDate: null }] },
      'Domestic',
    );
    expect(form.qualifications[0]?.qualificationType).toBeNull();
    expect(form.qualificationTypes).toEqual([]);
    expect(form.employments[0]).toMatchObject({ name: 'Cafe', startDate: '', id: null });
  });

  it('orders the ticked types as the list does, each once, unknown ids last', () => {
    expect(orderTypes([1853, 500, 496, 500, 9999, 1849, 8888])).toEqual([496, 500, 1849, 1853, 8888, 9999]);
  });
});

describe('a pre-fill', () => {
  it('ignores found entries without a type, and keeps empty what the enrolment left empty', () => {
    const form = { ...validForm(), qualificationTypes: [], qualifications: [] };
    const next = applyObtainedQualifications(form, [
      { name: 'No type' },
      {
        qualificationType: 499,
        name: 'Diploma of IT',
        institution: null as unknown as string,
        bogus: 1,
      } as never,
    ]);
    expect(next.qualificationTypes).toEqual([499]);
    expect(next.qualifications).toHaveLength(1);
    expect(next.qualifications[0]).toMatchObject({
      qualificationType: 499,
      name: 'Diploma of IT',
      institution: '',
    });
    expect(next.qualifications[0]).not.toHaveProperty('bogus');
  });
});

describe('score checks per test', () => {
  it('know no range without a test, for an unknown test, or for the OET without a score type', () => {
    expect(overallCheck(null)).toBeUndefined();
    expect(skillCheck(null, null)).toBeUndefined();
    expect(overallCheck(9999)).toBeUndefined();
    expect(skillCheck(9999, null)).toBeUndefined();
    expect(skillCheck(2113, null)).toBeUndefined();
    expect(skillCheck(2113, 1864)).toBeUndefined();
    expect(overallCheck(2113)).toBeUndefined();
    expect(skillCheck(2113, 1863)?.('501', {}, {})).toBe('The score must be a whole number from 0 to 500.');
    expect(skillCheck(505, 1863)?.('6.5', {}, {})).toBeUndefined();
  });
});
