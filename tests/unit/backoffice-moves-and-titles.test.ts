import { describe, expect, it } from 'vitest';
import { fieldChanges } from '../../src/domain/backoffice/changes.ts';
import { applicationTitle } from '../../src/domain/backoffice/container.ts';
import { REASON_SHOWN, TRANSITIONS } from '../../src/domain/backoffice/lifecycle.ts';
import { queueRequestSchema } from '../../src/domain/backoffice/requests.ts';
import { STAFF_DASHBOARD } from '../../src/domain/backoffice/routes.ts';

/**
 * The back office's rules that its API and screen tests reach but the domain's unit tests did not
 * (mutation survivors, issue 29), each from docs/application-lifecycle.md or issue 25's wording.
 */
describe('the lifecycle: what each move asks for (docs/application-lifecycle.md)', () => {
  it('asks a reason and a due date for evidence, a reason to refuse or withdraw, nothing else', () => {
    const needs = Object.fromEntries(
      TRANSITIONS.map((move) => [`${move.by} ${move.from}→${move.to}`, move.needs]),
    );
    expect(needs).toEqual({
      'staff submitted→underReview': 'nothing',
      'staff submitted→withdrawn': 'reason',
      'staff underReview→evidenceNeeded': 'reasonAndDueDate',
      'staff underReview→refused': 'reason',
      'staff underReview→offered': 'nothing',
      'staff underReview→withdrawn': 'reason',
      'staff evidenceNeeded→underReview': 'nothing',
      'staff evidenceNeeded→refused': 'reason',
      'staff evidenceNeeded→withdrawn': 'reason',
      'staff offered→withdrawn': 'reason',
      'applicant evidenceNeeded→underReview': 'nothing',
      'applicant offered→accepted': 'nothing',
      'applicant offered→declined': 'nothing',
    });
  });

  it('shows the applicant the reason of an evidence request and of a refusal', () => {
    expect(REASON_SHOWN).toEqual(expect.arrayContaining(['evidenceNeeded', 'refused']));
  });
});

describe('the queue request: only possible duplicates (issue 25 item 5)', () => {
  it.each([
    ['possible', true],
    ['', false],
    [undefined, false],
  ])('reads duplicates %j as %s', (duplicates, only) => {
    expect(queueRequestSchema.parse({ duplicates }).duplicates).toBe(only);
  });

  it('refuses any other value', () => {
    expect(queueRequestSchema.safeParse({ duplicates: 'yes' }).success).toBe(false);
  });
});

describe('the back office addresses and titles (issue 25)', () => {
  it('links the intake overview at /staff/dashboard', () => {
    expect(STAFF_DASHBOARD).toBe('/staff/dashboard');
  });

  it.each([-1, 0])('titles an application not saved yet (id %i) New application', (id) => {
    expect(applicationTitle({ id, reference: null, firstGivenName: 'Priya', familyName: 'Sharma' })).toBe(
      'New application',
    );
  });

  it('titles a submitted one by the names it has, then its reference', () => {
    const submitted = { id: 31, reference: 'APP-2026-000031', firstGivenName: 'Priya', familyName: null };
    expect(applicationTitle(submitted)).toBe('Priya — APP-2026-000031');
    expect(applicationTitle({ ...submitted, firstGivenName: null, familyName: 'Sharma' })).toBe(
      'Sharma — APP-2026-000031',
    );
  });
});

describe('a save in the history: the fields it changed (issue 11, issue 23)', () => {
  it('names each changed field by its path', () => {
    expect(
      fieldChanges(
        { familyName: 'Ng', mobileNumber: '412345678' },
        { familyName: 'Nguyen', mobileNumber: '412345678' },
      ),
    ).toEqual([{ field: 'familyName', before: 'Ng', after: 'Nguyen' }]);
  });

  it('masks a Tax File Number wherever it is in the answers', () => {
    expect(fieldChanges({}, { items: [{ detail: { taxFileNumber: '123456782' } }] })).toEqual([
      { field: 'items.0.detail.taxFileNumber', before: null, after: '••••••782' },
    ]);
  });
});
