import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  canDelete,
  canEdit,
  STATUS_KEYS,
  STATUS_LABELS,
  showsReason,
  toStatusKey,
} from '../../src/domain/applications/status.ts';

// The table of docs/application-lifecycle.md; the spec's own words: Edit only for 'Editing', Delete
// only for 'editing', Confirm for editing or pending, the reason icon for Refused and Evidence Needed.
const table = [
  ['editing', 'Editing', { edit: true, remove: true, confirm: true, reason: false }],
  ['pending', 'Pending', { edit: false, remove: false, confirm: true, reason: false }],
  ['submitted', 'Submitted', { edit: false, remove: false, confirm: false, reason: false }],
  ['underReview', 'Under Review', { edit: false, remove: false, confirm: false, reason: false }],
  ['evidenceNeeded', 'Evidence Needed', { edit: false, remove: false, confirm: false, reason: true }],
  ['refused', 'Refused', { edit: false, remove: false, confirm: false, reason: true }],
  ['offered', 'Offered', { edit: false, remove: false, confirm: false, reason: false }],
  ['accepted', 'Accepted', { edit: false, remove: false, confirm: false, reason: false }],
  ['declined', 'Declined', { edit: false, remove: false, confirm: false, reason: false }],
  ['withdrawn', 'Withdrawn', { edit: false, remove: false, confirm: false, reason: false }],
] as const;

describe('application statuses', () => {
  it('are the ten of the lifecycle, in its order', () => {
    expect(STATUS_KEYS).toEqual(table.map(([key]) => key));
  });

  it.each(table)('%s reads %s and allows %j', (key, label, allows) => {
    expect(STATUS_LABELS[key]).toBe(label);
    expect({
      edit: canEdit(key),
      remove: canDelete(key),
      confirm: canConfirm(key),
      reason: showsReason(key),
    }).toEqual(allows);
  });
});

describe('toStatusKey reads any spelling of a status', () => {
  it.each([
    ['editing', 'editing'],
    ['Editing', 'editing'],
    ['pending', 'pending'],
    ['Refused', 'refused'],
    ['Evidence Needed', 'evidenceNeeded'],
    ['evidence needed', 'evidenceNeeded'],
    ['EvidenceNeeded', 'evidenceNeeded'],
    ['evidenceneeded', 'evidenceNeeded'],
    ['Evidence  Needed', 'evidenceNeeded'],
    ['underReview', 'underReview'],
    ['Under Review', 'underReview'],
    ['  Under Review ', 'underReview'],
    [' refused ', 'refused'],
    ['WITHDRAWN', 'withdrawn'],
  ])('%j → %s', (spelling, key) => {
    expect(toStatusKey(spelling)).toBe(key);
  });

  it.each([null, undefined, '', 'Edit', 'evidence', 'under_review', 'Needed Evidence'])(
    '%j is no status',
    (value) => {
      expect(toStatusKey(value)).toBeNull();
    },
  );
});
