import { describe, expect, it } from 'vitest';
import { Shown } from '../../src/domain/course/visibility.ts';
import { context, validForm } from './course-fixtures.ts';

/** Spec §2, §9: an application of type 495 shows the home-institute notice, the first or the second. */
describe('course: the home-institute notice', () => {
  const ctx = context('applicant', 'Domestic');
  const form = validForm('Domestic');

  it.each([
    ['first application of type 495', { applicationType: 495 }, true],
    ['second application of type 495', { hasSecondApplication: true, applicationType2: 495 }, true],
    [
      'a type 495 left in a removed second application',
      { hasSecondApplication: false, applicationType2: 495 },
      false,
    ],
    ['no application of type 495', { applicationType: 491, applicationType2: 492 }, false],
  ] as const)('%s → %s', (_case, answers, shown) => {
    expect(Shown.homeInstituteNotice({ ...form, ...answers }, ctx)).toBe(shown);
  });
});
