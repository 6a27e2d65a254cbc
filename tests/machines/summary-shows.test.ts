import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type SummaryInput, summaryMachine, summaryShows } from '../../machines/summary.ts';
import type { StatusKey } from '../../src/domain/applications/status.ts';
import type { Mode } from '../../src/domain/mode.ts';
import { personalInput, SAVED_ID } from '../support/model/application-fixtures.ts';

/** A summary loaded with `status` for `mode`, in `ready.viewing` unless said otherwise. */
function shows(mode: Mode, status: StatusKey, state = 'viewing') {
  const input = personalInput('Domestic', mode, SAVED_ID) as SummaryInput;
  const { context } = createActor(summaryMachine, { input }).getSnapshot();
  return summaryShows(
    summaryMachine.resolveState({ value: { ready: state }, context: { ...context, status } }),
  );
}

/**
 * What the summary shows (spec §2 "Summary": Confirm while the application is editing or pending;
 * issue 11: an applicant or agent answers evidence and offers on it; issue 23: check your answers
 * with Change links; staff move between steps in their own container).
 */
describe('summaryShows: what the summary offers, per status and mode', () => {
  it.each(['applicant', 'agent'] as const)(
    '%s: Confirm and Change links while editing or pending',
    (mode) => {
      for (const status of ['editing', 'pending'] as const) {
        expect(shows(mode, status)).toEqual({
          submitted: false,
          confirmable: true,
          answering: false,
          changeable: true,
          statusLine: false,
        });
      }
    },
  );

  it('staff: Confirm while editing, but no Change links (their container moves between steps)', () => {
    expect(shows('staff', 'editing')).toMatchObject({ confirmable: true, changeable: false });
  });

  it.each(['applicant', 'agent'] as const)(
    '%s: the answer panel, not a status line, on evidence or an offer',
    (mode) => {
      for (const status of ['evidenceNeeded', 'offered'] as const) {
        expect(shows(mode, status)).toMatchObject({ answering: true, confirmable: false, statusLine: false });
      }
    },
  );

  it('staff never answer for the applicant: the status is said alone', () => {
    for (const status of ['evidenceNeeded', 'offered'] as const) {
      expect(shows('staff', status)).toMatchObject({ answering: false, statusLine: true });
    }
  });

  it('a status with nothing to do is said alone, with no Confirm and no Change links', () => {
    for (const status of [
      'submitted',
      'underReview',
      'refused',
      'accepted',
      'declined',
      'withdrawn',
    ] as const) {
      expect(shows('applicant', status)).toEqual({
        submitted: false,
        confirmable: false,
        answering: false,
        changeable: false,
        statusLine: true,
      });
    }
  });

  it('once submitted here: the submitted message stands alone (no Confirm, no status line)', () => {
    expect(shows('applicant', 'editing', 'submitted')).toEqual({
      submitted: true,
      confirmable: false,
      answering: false,
      changeable: false,
      statusLine: false,
    });
  });
  it('before the summary has loaded it offers nothing, not even a status line', () => {
    const input = personalInput('Domestic', 'applicant', SAVED_ID) as SummaryInput;
    const snapshot = createActor(summaryMachine, { input }).getSnapshot();
    expect(snapshot.context.status).toBeNull();
    expect(summaryShows(snapshot)).toEqual({
      submitted: false,
      confirmable: false,
      answering: false,
      changeable: false,
      statusLine: false,
    });
  });
});
