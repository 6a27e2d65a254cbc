import { describe, expect, it } from 'vitest';
import { staffDecisionMachine, staffMoves } from '../../machines/staff-decision.ts';
import { STATUS_KEYS, STATUS_LABELS, type StatusKey } from '../../src/domain/applications/status.ts';
import { drive } from '../support/model/drive.ts';
import { underReviewHistory } from '../support/model/staff-queue-fixtures.ts';

/**
 * Issue 28: what the decision panel lets staff do, from each status, written out from
 * docs/application-lifecycle.md (not from src/domain/backoffice/lifecycle.ts): staff move submitted →
 * under review; under review → evidence needed, refused or offered; evidence needed → under review or
 * refused; and withdraw from submitted, under review, evidence needed or offered. The applicant's own
 * moves (accept or decline an offer) are never offered to staff, and final statuses offer nothing.
 * Each status is checked for what it must refuse as well as what it allows.
 */
const STAFF_OFFERS: Record<StatusKey, StatusKey[]> = {
  editing: [],
  pending: [],
  submitted: ['underReview', 'withdrawn'],
  underReview: ['evidenceNeeded', 'refused', 'offered', 'withdrawn'],
  evidenceNeeded: ['underReview', 'refused', 'withdrawn'],
  offered: ['withdrawn'],
  accepted: [],
  declined: [],
  refused: [],
  withdrawn: [],
};

const loadedIn = (status: StatusKey) => ({
  ...underReviewHistory,
  statusKey: status,
  status: STATUS_LABELS[status],
});

describe.each(STATUS_KEYS)('staff-decision from %s', (from) => {
  it('offers staff exactly the lifecycle documents’ moves', () => {
    expect(
      staffMoves(loadedIn(from))
        .map((move) => move.to)
        .sort(),
    ).toEqual([...STAFF_OFFERS[from]].sort());
  });

  it.each(STATUS_KEYS)(`DECIDE ${from} → %s opens its dialog only when offered`, async (to) => {
    const flow = drive(staffDecisionMachine, { id: 31 });
    await flow.resolve('loadHistory', loadedIn(from));
    flow.actor.send({ type: 'DECIDE', to });
    const opened = flow.snapshot().matches({ ready: 'deciding' });
    expect(opened).toBe(STAFF_OFFERS[from].includes(to));
    expect(flow.snapshot().context.move?.to ?? null).toBe(opened ? to : null);
  });
});
