import { describe, expect, it } from 'vitest';
import { breadcrumbSummary } from '../../src/domain/applications/breadcrumb-summary.ts';
import { evidenceRequestOf, evidenceTitle, UPLOAD_EVIDENCE } from '../../src/domain/applications/evidence.ts';
import { cardShowsPerson } from '../../src/domain/applications/home-cards.ts';
import { canEditAs, canUpload, STAFF_EDITABLE, STATUS_KEYS } from '../../src/domain/applications/status.ts';
import { breadcrumb } from '../../src/domain/applications/steps.ts';
import { referenceOf } from '../../src/domain/submission/constants.ts';

/**
 * src/domain/applications' rules that the screens and the API reach but the unit tests did not
 * (mutation survivors, issue 29): who may change an application in which status (issue 11), when
 * files may be added, the evidence banner (issue 23), the phone's one-line breadcrumb and cards, the
 * reference's format (issue 10).
 */
describe('who may change an application, and add files, in which status', () => {
  it('applicants and agents while editing; staff also while submitted, under review or evidence needed (issue 11)', () => {
    const editable = (role: string) => STATUS_KEYS.filter((status) => canEditAs(role, status));
    expect(editable('applicant')).toEqual(['editing']);
    expect(editable('agent')).toEqual(['editing']);
    expect(editable('staff')).toEqual(['editing', 'submitted', 'underReview', 'evidenceNeeded']);
    expect([...STAFF_EDITABLE].sort()).toEqual(['editing', 'evidenceNeeded', 'submitted', 'underReview']);
  });

  it('files may be added while editing and while evidence is needed, never otherwise', () => {
    expect(STATUS_KEYS.filter(canUpload)).toEqual(['editing', 'evidenceNeeded']);
  });
});

describe('the evidence banner (issue 23)', () => {
  const source = { id: 31, category: 'Domestic' as const, statusKey: 'evidenceNeeded' as const };

  it('says what was asked, by when, for an application whose evidence is needed', () => {
    expect(
      evidenceRequestOf({
        ...source,
        rejectedReason: '  Page 2 is missing.\n',
        evidenceDueDate: '2026-12-04',
      }),
    ).toEqual({
      id: 31,
      category: 'Domestic',
      title: 'Evidence needed by 4 December 2026',
      reason: 'Page 2 is missing.',
    });
    expect(evidenceRequestOf({ ...source, rejectedReason: '  ', evidenceDueDate: null })).toEqual({
      id: 31,
      category: 'Domestic',
      title: 'Evidence needed',
      reason: null,
    });
    expect(evidenceRequestOf(source)).toMatchObject({ title: 'Evidence needed', reason: null });
  });

  it('shows nothing in any other status', () => {
    for (const statusKey of STATUS_KEYS.filter((key) => key !== 'evidenceNeeded'))
      expect(
        evidenceRequestOf({ ...source, statusKey, rejectedReason: 'x', evidenceDueDate: '2026-12-04' }),
      ).toBeNull();
  });

  it('words its link and title', () => {
    expect(UPLOAD_EVIDENCE).toBe('Upload evidence');
    expect(evidenceTitle('2027-01-09')).toBe('Evidence needed by 9 January 2027');
  });
});

describe('the phone’s one-line breadcrumb and cards (issue 23)', () => {
  it('says the step with the spec’s numbers: a domestic Documents is step 6 of 8', () => {
    expect(breadcrumbSummary(breadcrumb('Domestic', 12, 'documents'))).toBe('Step 6 of 8: Documents');
    expect(breadcrumbSummary(breadcrumb('International', 12, 'documents'))).toBe('Step 5 of 7: Documents');
    expect(
      breadcrumbSummary(breadcrumb('Domestic', 12, 'documents').map((item) => ({ ...item, current: false }))),
    ).toBeNull();
    expect(breadcrumbSummary([])).toBeNull();
  });

  it('shows the person on an agent’s and staff’s cards, not on an applicant’s own', () => {
    expect([cardShowsPerson('applicant'), cardShowsPerson('agent'), cardShowsPerson('staff')]).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('the reference (issue 10)', () => {
  it('reads APP-<year of submission>-<id in six digits>', () => {
    expect(referenceOf(12, new Date('2026-03-03T03:05:00Z'))).toBe('APP-2026-000012');
    expect(referenceOf(1234567, new Date('2027-12-31T23:59:59Z'))).toBe('APP-2027-1234567');
  });
});
