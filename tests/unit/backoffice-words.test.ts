import { describe, expect, it } from 'vitest';
import { nextStatus, stepName } from '../../src/domain/backoffice/container.ts';
import { DASHBOARD_TITLE } from '../../src/domain/backoffice/dashboard.ts';
import { NOT_A_DUPLICATE, POSSIBLE_DUPLICATE } from '../../src/domain/backoffice/duplicates.ts';
import { REASON_SHOWN } from '../../src/domain/backoffice/lifecycle.ts';
import { answeredAs, DecisionMsg } from '../../src/domain/backoffice/messages.ts';
import { notDuplicateRequestSchema } from '../../src/domain/backoffice/not-duplicate-request.ts';

/**
 * The back office's words that its screen tests read but the domain's unit tests did not (issue 29):
 * the container's step names and status line (the spec's breadcrumb numbers: Documents is step 6 for
 * Domestic, 5 for International), the decision and answer confirmations, the duplicates' words and
 * request (issue 25 item 5), the dashboard's title (item 7), whose reasons the applicant reads
 * (docs/application-lifecycle.md).
 */
describe('the staff container’s step names and status line', () => {
  it.each([
    ['Domestic', 'application', 'Application (step 3)'],
    ['Domestic', 'documents', 'Documents (step 6)'],
    ['International', 'documents', 'Documents (step 5)'],
    ['International', 'summary', 'Summary (step 6)'],
  ] as const)('%s %s is %j', (category, step, name) => {
    expect(stepName(category, step)).toBe(name);
    expect(nextStatus(category, step)).toBe(`Saved. Next: ${name}`);
  });
});

describe('a decision’s and an answer’s confirmation', () => {
  it('names the new status by its label, to staff and to the applicant', () => {
    expect(DecisionMsg.decided('offered')).toBe('The application is now Offered.');
    expect(DecisionMsg.decided('evidenceNeeded')).toBe('The application is now Evidence Needed.');
    expect(answeredAs('Under Review')).toBe('Your application is now Under Review.');
  });
});

describe('possible duplicates (issue 25 item 5)', () => {
  it('words the flag and the mark as the issue does', () => {
    expect([POSSIBLE_DUPLICATE, NOT_A_DUPLICATE]).toEqual(['Possible duplicate', 'Not a duplicate']);
  });

  it.each([{}, { otherId: 0 }, { otherId: -3 }, { otherId: '12' }])(
    'asks for the other application when the mark names none: %j',
    (body) => {
      const result = notDuplicateRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose the other application.']);
    },
  );

  it('takes the other application’s id', () => {
    expect(notDuplicateRequestSchema.parse({ otherId: 12 })).toEqual({ otherId: 12 });
  });
});

describe('the dashboard and the reasons shown', () => {
  it('titles the dashboard Dashboard (issue 25 item 7)', () => {
    expect(DASHBOARD_TITLE).toBe('Dashboard');
  });

  it('shows the applicant the reason of an evidence request, a refusal and a withdrawal, no other', () => {
    expect([...REASON_SHOWN].sort()).toEqual(['evidenceNeeded', 'refused', 'withdrawn']);
  });
});
