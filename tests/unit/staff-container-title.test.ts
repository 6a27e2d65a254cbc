import { describe, expect, it } from 'vitest';
import { applicationTitle } from '../../src/domain/backoffice/container.ts';

// Issue 25 item 2: '<Given name> <Family name> — <reference>', 'Application <id>' before submission.
describe('the staff container’s heading', () => {
  it('names the applicant and the reference once submitted', () => {
    expect(
      applicationTitle({
        id: 52,
        reference: 'APP-2026-000052',
        firstGivenName: 'Priya',
        familyName: 'Sharma',
      }),
    ).toBe('Priya Sharma — APP-2026-000052');
  });

  it('is the application’s id before submission', () => {
    expect(applicationTitle({ id: 52, reference: null, firstGivenName: 'Priya', familyName: 'Sharma' })).toBe(
      'Application 52',
    );
  });
});
