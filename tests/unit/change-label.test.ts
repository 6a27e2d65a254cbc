import { describe, expect, it } from 'vitest';
import { changeLabel } from '@/domain/backoffice/change-words.ts';

describe('a saved change as staff read it in the history', () => {
  it('names a field by its label on the step', () => {
    expect(changeLabel('personal', 'personalDetails.familyName')).toBe('Family Name');
    expect(changeLabel('application', 'applicationDetails.needRpl')).toBe(
      'Do you apply for recognition of prior learning (RPL)?',
    );
  });

  it('numbers an item of a list from 1', () => {
    expect(changeLabel('qualifications', 'qualifications.qualifications.1.name')).toMatch(/ \(2\)$/);
    expect(changeLabel('qualifications', 'qualifications.employments.0.position')).toMatch(/ \(1\)$/);
  });

  it('shows a path no step names as it is', () => {
    expect(changeLabel('personal', 'personalDetails.noSuchField')).toBe('personalDetails.noSuchField');
    expect(changeLabel(null, 'personalDetails.familyName')).toBe('personalDetails.familyName');
  });
});
