import { parametersOf } from '../../bench/argon2-limit.ts';
import { formatTargets } from '../../bench/raw-sql.ts';
import { type StoredState, type SubmitOutcome, surgeTargets, verifySurge } from '../../bench/surge.ts';

/**
 * The surge bench's verification (issue 12 item 3): every acknowledged submit stored submitted (0
 * lost), one submission per application with unique references (0 duplicates), exactly one
 * confirmation mail each, in the outbox and at the SMTP sink.
 */

const applicants = [1, 2, 3].map((id) => ({ applicationId: id, email: `a${id}@example.com` }));
const ref = (id: number) => `APP-2026-00000${id}`;
const acked = (id: number): SubmitOutcome => ({ applicationId: id, acknowledged: true, reference: ref(id) });
const mailTo = (id: number) => ({ to: [`a${id}@example.com`], subject: `Application ${ref(id)} received` });

/** Everything as it should be after three acknowledged submits. */
function clean(): Omit<StoredState, 'type'> {
  return {
    stored: [1, 2, 3].map((id) => ({ id, status: 'submitted', reference: ref(id) })),
    outbox: [1, 2, 3].map((id) => ({ applicationId: id, sent: true, to: `a${id}@example.com` })),
    submitEvents: [1, 2, 3].map((id) => ({ applicationId: id, n: 1 })),
    unsentOutbox: 0,
  };
}

describe('the surge verification', () => {
  it('finds nothing wrong when each acknowledged submit is stored once with one mail', () => {
    const v = verifySurge([1, 2, 3].map(acked), applicants, clean(), [1, 2, 3].map(mailTo));
    expect(v).toMatchObject({ acknowledged: 3, storedSubmitted: 3, lost: 0, duplicates: 0 });
    expect(v.outbox).toEqual({ exactlyOne: 3, missing: 0, extra: 0, unsent: 0 });
    expect(v.mail).toEqual({ exactlyOne: 3, missing: 0, extra: 0 });
  });

  it('counts as lost an acknowledged submit whose application is not stored submitted, or under another reference', () => {
    const state = clean();
    state.stored = [
      { id: 1, status: 'editing', reference: null },
      { id: 2, status: 'submitted', reference: 'APP-2026-000099' },
      { id: 3, status: 'submitted', reference: ref(3) },
    ];
    expect(verifySurge([1, 2, 3].map(acked), applicants, state, []).lost).toBe(2);
  });

  it('counts an application submitted twice and a reference two applications share as duplicates', () => {
    const state = clean();
    state.submitEvents = [
      { applicationId: 1, n: 2 },
      { applicationId: 2, n: 1 },
      { applicationId: 3, n: 1 },
    ];
    state.stored = [
      { id: 1, status: 'submitted', reference: ref(1) },
      { id: 2, status: 'submitted', reference: ref(2) },
      { id: 3, status: 'submitted', reference: ref(2) },
    ];
    expect(verifySurge([1, 2].map(acked), applicants, state, []).duplicates).toBe(2);
  });

  it('does not count a failed submit as lost, and reports one stored without an acknowledgement', () => {
    const failed: SubmitOutcome = { applicationId: 3, acknowledged: false, reference: '' };
    const v = verifySurge([acked(1), acked(2), failed], applicants, clean(), [1, 2, 3].map(mailTo));
    expect(v).toMatchObject({ acknowledged: 2, lost: 0, unacknowledgedSubmitted: 1 });
  });

  it('counts missing and repeated confirmations, in the outbox and at the sink, only for its own reference', () => {
    const state = clean();
    state.outbox = [
      { applicationId: 1, sent: true, to: 'a1@example.com' },
      { applicationId: 1, sent: false, to: 'a1@example.com' },
      { applicationId: 3, sent: true, to: 'a3@example.com' },
    ];
    const mails = [
      mailTo(1),
      mailTo(1),
      { to: ['a2@example.com'], subject: 'Your verification code' },
      { to: ['A3@example.com'], subject: `Application ${ref(3)} received` },
    ];
    const v = verifySurge([1, 2, 3].map(acked), applicants, state, mails);
    expect(v.outbox).toEqual({ exactlyOne: 1, missing: 1, extra: 1, unsent: 1 });
    expect(v.mail).toEqual({ exactlyOne: 1, missing: 1, extra: 1 });
  });
});

describe('the surge targets', () => {
  const ok = verifySurge([1, 2, 3].map(acked), applicants, clean(), [1, 2, 3].map(mailTo));

  it('prints each figure with whether it holds: ≥ 870 submits/s, 0 errors, 0 lost, 0 duplicates, one mail each, sign-in ≥ 90%', () => {
    const table = formatTargets(surgeTargets({ submitsPerSecond: 912, errors: 0 }, ok, { share: 0.93 }));
    expect(table).toMatch(/submits\/s ≥ 870\/s +912\/s +yes/);
    expect(table).toMatch(/submit errors = 0 +0 +yes/);
    expect(table).toMatch(/lost submissions = 0 +0 +yes/);
    expect(table).toMatch(/duplicate submissions = 0 +0 +yes/);
    expect(table).toMatch(/one confirmation mail each \(outbox, sink\) +3\/3 +yes/);
    expect(table).toMatch(/sign-in\/s, share of the argon2id limit ≥ 90\.0% +93\.0% +yes/);
  });

  it('does not hold below the bars', () => {
    const lost = verifySurge([1, 2, 3].map(acked), applicants, { ...clean(), stored: [] }, [mailTo(1)]);
    const table = formatTargets(surgeTargets({ submitsPerSecond: 869, errors: 2 }, lost, { share: 0.899 }));
    expect(table).toMatch(/submits\/s ≥ 870\/s +869\/s +NO/);
    expect(table).toMatch(/submit errors = 0 +2 +NO/);
    expect(table).toMatch(/lost submissions = 0 +3 +NO/);
    expect(table).toMatch(/one confirmation mail each \(outbox, sink\) +1\/3 +NO/);
    expect(table).toMatch(/share of the argon2id limit ≥ 90\.0% +89\.9% +NO/);
  });

  it('reads the argon2 parameters back from an encoded hash', () => {
    expect(parametersOf('$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA')).toBe(
      'argon2id v=19 m=19456,t=2,p=1',
    );
  });
});
