import { describe, expect, it } from 'vitest';
import { STATUS_KEYS, type StatusKey } from '../../src/domain/applications/status.ts';
import { fieldChanges } from '../../src/domain/backoffice/changes.ts';
import { movesFrom, transitionOf } from '../../src/domain/backoffice/lifecycle.ts';

describe('the lifecycle (docs/application-lifecycle.md, issue 11)', () => {
  /** Every move the doc draws, by who makes it; nothing else. */
  const DRAWN: Record<'staff' | 'applicant', Array<[StatusKey, StatusKey[]]>> = {
    staff: [
      ['submitted', ['underReview', 'withdrawn']],
      ['underReview', ['evidenceNeeded', 'refused', 'offered', 'withdrawn']],
      ['evidenceNeeded', ['underReview', 'refused', 'withdrawn']],
      ['offered', ['withdrawn']],
    ],
    applicant: [
      ['evidenceNeeded', ['underReview']],
      ['offered', ['accepted', 'declined']],
    ],
  };
  it.each(['staff', 'applicant'] as const)('%s may make exactly the drawn moves', (by) => {
    for (const from of STATUS_KEYS) {
      const drawn = DRAWN[by].find(([status]) => status === from)?.[1] ?? [];
      expect(
        movesFrom(from, by)
          .map((move) => move.to)
          .sort(),
        `${by} from ${from}`,
      ).toEqual([...drawn].sort());
    }
  });
  it('asks a reason to refuse or withdraw, a reason and a due date for evidence, nothing to offer', () => {
    expect(transitionOf('underReview', 'refused', 'staff')?.needs).toBe('reason');
    expect(transitionOf('offered', 'withdrawn', 'staff')?.needs).toBe('reason');
    expect(transitionOf('underReview', 'evidenceNeeded', 'staff')?.needs).toBe('reasonAndDueDate');
    expect(transitionOf('underReview', 'offered', 'staff')?.needs).toBe('nothing');
    expect(transitionOf('refused', 'offered', 'staff')).toBeUndefined();
    expect(transitionOf('offered', 'accepted', 'staff')).toBeUndefined();
  });
});

describe('fieldChanges', () => {
  it('lists each changed leaf with its path, before and after as text; unchanged fields are left out', () => {
    const before = {
      personalDetails: { familyName: 'Nguyen', title: 3, tags: ['a'], address: { street: '1 A St' } },
    };
    const after = {
      personalDetails: {
        familyName: 'Tran',
        title: 3,
        tags: ['a', 'b'],
        address: { street: '' },
        agent: true,
      },
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'personalDetails.familyName', before: 'Nguyen', after: 'Tran' },
      { field: 'personalDetails.tags.1', before: null, after: 'b' },
      { field: 'personalDetails.address.street', before: '1 A St', after: null },
      { field: 'personalDetails.agent', before: null, after: 'true' },
    ]);
  });
  it('treats a first save as every answered field changing from nothing', () => {
    expect(fieldChanges({ step: null }, { step: { a: 1, b: '' } })).toEqual([
      { field: 'step.a', before: null, after: '1' },
    ]);
  });
  it('shows a Tax File Number by its last three digits only (issue 23)', () => {
    expect(fieldChanges({ taxFileNumber: '123456782' }, { taxFileNumber: '876543219' })).toEqual([
      { field: 'taxFileNumber', before: '••••••782', after: '••••••219' },
    ]);
    expect(fieldChanges({ a: { taxFileNumber: '' } }, { a: { taxFileNumber: '123456782' } })).toEqual([
      { field: 'a.taxFileNumber', before: null, after: '••••••782' },
    ]);
  });
  it('lists a removed field', () => {
    expect(fieldChanges({ s: { gone: 'x' } }, { s: {} })).toEqual([
      { field: 's.gone', before: 'x', after: null },
    ]);
  });
});
