import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { ListResponse } from '../../src/domain/applications/list.ts';
import type { StatusKey } from '../../src/domain/applications/status.ts';
import { DecisionMsg } from '../../src/domain/backoffice/messages.ts';
import type { DecisionAnswer, HistoryAnswer, QueueResponse } from '../../src/domain/backoffice/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import type { SubmitAnswer } from '../../src/domain/submission/types.ts';
import { applications, mailOutbox } from '../../src/server/db/schema.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { moveApplication } from '../../src/server/services/decisions.ts';
import { answeredApplication } from '../support/complete-application.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';

const DAY = 86_400_000;
const TWO_LINES = 'Your transcript is missing its second page.\nPlease upload the whole transcript.';

describe.each(engines)('the back office on $name', (engine) => {
  let server: TestServer;
  let staff: FixtureUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = await createUser(server, { role: 'staff' });
  });
  afterAll(() => server?.close());

  /** The version a page shows (the staff panel's load): what a decision or answer is made from. */
  const versionOf = async (id: number) =>
    (
      await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
        token: staff.token,
        method: 'GET',
      })
    ).body.result.version;
  /** A decision made from the version just loaded, unless the body names one. */
  const decide = async (id: number, body: object, token = staff.token) =>
    server.call<DecisionAnswer>(
      `${ApiPath.staffDecision}${id}`,
      { version: await versionOf(id), ...body },
      { token },
    );
  /** The applicant's answer (…/evidence/ or …/offer/) made from the version just loaded. */
  const answerAs = async (path: string, id: number, body: object, token: string) =>
    server.call<DecisionAnswer>(`${path}${id}`, { version: await versionOf(id), ...body }, { token });
  const queue = (body: object, token = staff.token) =>
    server.call<QueueResponse>(ApiPath.staffQueue, body, { token });
  const history = (id: number, token = staff.token) =>
    server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, { token, method: 'GET' });
  const inFuture = (days: number) =>
    new Date(server.app.now().getTime() + days * DAY).toISOString().slice(0, 10);

  /** An application of a new applicant, in `status`. */
  async function inStatus(status: StatusKey, extra: object = {}) {
    const owner = await createUser(server, { category: 'Domestic' });
    const now = server.app.now();
    const [made] = await createApplications(server, owner.user, [
      {
        status,
        submittedAt: status === 'editing' ? null : now,
        statusChangedAt: now,
        reference: null,
        ...extra,
      },
    ]);
    if (!made) throw new Error('no application');
    return { owner, id: made.id };
  }

  describe('decisions follow docs/application-lifecycle.md', () => {
    const allowed: Array<[StatusKey, StatusKey, object]> = [
      ['submitted', 'underReview', {}],
      ['underReview', 'evidenceNeeded', { reason: 'Transcript', dueDate: 'FUTURE' }],
      ['underReview', 'refused', { reason: 'Entry requirements not met.' }],
      ['underReview', 'offered', {}],
      ['underReview', 'withdrawn', { reason: 'Asked by the applicant by phone.' }],
      ['evidenceNeeded', 'refused', { reason: 'No evidence.' }],
      ['offered', 'withdrawn', { reason: 'Asked by email.' }],
    ];
    it.each(allowed)('staff move %s → %s', async (from, to, extra) => {
      const { id } = await inStatus(from);
      const body = { status: to, ...extra, ...('dueDate' in extra ? { dueDate: inFuture(14) } : {}) };
      const answer = await decide(id, body);
      expect(answer.body).toMatchObject({ code: Code.Success, result: { id, statusKey: to } });
    });

    const refusedMoves: Array<[StatusKey, StatusKey]> = [
      ['refused', 'offered'],
      ['editing', 'underReview'],
      ['submitted', 'offered'],
      ['offered', 'accepted'],
      ['accepted', 'refused'],
      ['withdrawn', 'underReview'],
    ];
    it.each(refusedMoves)('staff cannot move %s → %s', async (from, to) => {
      const { id } = await inStatus(from);
      const answer = await decide(id, { status: to, reason: 'x', dueDate: inFuture(3) });
      expect(answer.body).toMatchObject({
        code: Code.Refused,
        msg: DecisionMsg.notAllowed(from, to),
        result: null,
      });
    });

    it('asks for a reason to refuse, and a reason and a due date after today for evidence', async () => {
      const { id } = await inStatus('underReview');
      expect((await decide(id, { status: 'refused' })).body.msg).toBe(DecisionMsg.reasonRequired);
      expect((await decide(id, { status: 'refused', reason: '   ' })).body.msg).toBe(
        DecisionMsg.reasonRequired,
      );
      expect((await decide(id, { status: 'evidenceNeeded', reason: 'x' })).body.msg).toBe(
        DecisionMsg.dueDateRequired,
      );
      const today = server.app.now().toISOString().slice(0, 10);
      expect((await decide(id, { status: 'evidenceNeeded', reason: 'x', dueDate: today })).body.msg).toBe(
        DecisionMsg.dueDateInvalid,
      );
      expect(
        (await decide(id, { status: 'evidenceNeeded', reason: 'x', dueDate: '2027-02-30' })).body.code,
      ).toBe(Code.Refused);
      expect((await decide(id, { status: 'nonsense' })).body.code).toBe(Code.Refused);
    });

    it('of two racing decisions one wins and the other is told', async () => {
      const { id } = await inStatus('underReview');
      const answers = await Promise.all([
        decide(id, { status: 'offered' }),
        decide(id, { status: 'refused', reason: 'No places left.' }),
      ]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([Code.Success, Code.Refused].sort());
    });
  });

  describe('a move is made from the version its page loaded (issue 24)', () => {
    const PAIRS = 20;
    const decisionsOf = async (id: number) =>
      (await history(id)).body.result.entries.filter((entry) => entry.kind === 'decision');
    const mailsOf = async (id: number) =>
      (await server.app.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, id))).length;

    it('of 20 pairs of staff racing from one version (Under Review, Withdrawn), one move each applies', async () => {
      const staffB = await createUser(server, { role: 'staff' });
      const apps = await Promise.all(Array.from({ length: PAIRS }, () => inStatus('submitted')));
      const pairs = await Promise.all(
        apps.map(async ({ id }) => {
          const version = await versionOf(id);
          return Promise.all([
            decide(id, { status: 'underReview', version }),
            decide(id, { status: 'withdrawn', reason: 'Asked by phone.', version }, staffB.token),
          ]);
        }),
      );
      for (const [index, answers] of pairs.entries()) {
        const id = apps[index]?.id ?? 0;
        const won = answers.filter((answer) => answer.body.code === Code.Success);
        const lost = answers.filter((answer) => answer.body.code === Code.Refused);
        expect(won).toHaveLength(1);
        expect(lost.map((answer) => answer.body.msg)).toEqual([DecisionMsg.changedMeanwhile]);
        expect(await decisionsOf(id)).toHaveLength(1);
        expect(await mailsOf(id)).toBe(1);
      }
    }, 120_000); // 40 decisions and their checks: generous for a busy machine

    it('evidence sent back racing a refusal from one version: one applies', async () => {
      const { owner, id } = await inStatus('evidenceNeeded');
      expect(
        (await upload(server, owner.token, id, { type: 'TRANSCRIPT', name: 't.pdf', bytes: samplePdf('t') }))
          .code,
      ).toBe(Code.Success);
      const version = await versionOf(id);
      const answers = await Promise.all([
        server.call(`${ApiPath.sendEvidence}${id}`, { version }, { token: owner.token }),
        decide(id, { status: 'refused', reason: 'No evidence.', version }),
      ]);
      expect(answers.map((answer) => answer.body.code).sort()).toEqual([Code.Success, Code.Refused].sort());
      expect(answers.find((answer) => answer.body.code === Code.Refused)?.body.msg).toBe(
        DecisionMsg.changedMeanwhile,
      );
      expect(await decisionsOf(id)).toHaveLength(1);
    });

    it('refuses a move from an older version, or without one, and changes nothing', async () => {
      const { owner, id } = await inStatus('offered');
      const version = await versionOf(id);
      const stale = await decide(id, {
        status: 'withdrawn',
        reason: 'Asked by email.',
        version: version - 1,
      });
      expect(stale.body).toEqual({ code: Code.Refused, msg: DecisionMsg.changedMeanwhile, result: null });
      const none = await server.call(
        `${ApiPath.staffDecision}${id}`,
        { status: 'withdrawn', reason: 'x' },
        { token: staff.token },
      );
      expect(none.body).toEqual({ code: Code.Refused, msg: DecisionMsg.changedMeanwhile, result: null });
      const unversioned = await server.call(
        `${ApiPath.answerOffer}${id}`,
        { answer: 'accept' },
        { token: owner.token },
      );
      expect(unversioned.body).toEqual({
        code: Code.Refused,
        msg: DecisionMsg.changedMeanwhile,
        result: null,
      });
      expect((await history(id)).body.result).toMatchObject({ statusKey: 'offered', version, entries: [] });
    });
  });

  it('evidence needed: the applicant sees the two-line reason, gets the mail, uploads and sends it back; staff offer; the applicant accepts', async () => {
    const { owner, id } = await inStatus('underReview', { reference: 'APP-2026-990001' });
    const due = inFuture(10);
    expect((await decide(id, { status: 'evidenceNeeded', reason: TWO_LINES, dueDate: due })).body.code).toBe(
      Code.Success,
    );

    const list = await server.call<ListResponse>(ApiPath.listApplications, {}, { token: owner.token });
    const row = list.body.result.list.find((item) => item.id === id);
    expect(row).toMatchObject({ status: 'Evidence Needed', rejectedReason: TWO_LINES });
    const mail = await server.smtp.waitForMail(owner.email, (m) => m.subject.includes('APP-2026-990001'));
    expect(mail.subject).toBe('Application APP-2026-990001: Evidence Needed');
    expect(mail.text).toContain(TWO_LINES);
    expect(mail.text).toContain(due);

    const early = await answerAs(ApiPath.sendEvidence, id, {}, owner.token);
    expect(early.body).toMatchObject({ code: Code.Refused, msg: DecisionMsg.evidenceMissing });
    const uploaded = await upload(server, owner.token, id, {
      type: 'TRANSCRIPT',
      name: 'transcript-full.pdf',
      bytes: samplePdf('t'),
    });
    expect(uploaded.code).toBe(Code.Success);
    const sent = await answerAs(ApiPath.sendEvidence, id, {}, owner.token);
    expect(sent.body).toMatchObject({ code: Code.Success, result: { statusKey: 'underReview' } });
    const after = await server.call<ListResponse>(ApiPath.listApplications, {}, { token: owner.token });
    expect(after.body.result.list.find((item) => item.id === id)).toMatchObject({
      status: 'Under Review',
      rejectedReason: null,
    });

    expect((await decide(id, { status: 'offered' })).body.code).toBe(Code.Success);
    const stranger = await createUser(server);
    const theirs = await answerAs(ApiPath.answerOffer, id, { answer: 'accept' }, stranger.token);
    expect(theirs.body).toMatchObject({ code: Code.Refused, msg: Msg.applicationNotFound });
    const staffAccepts = await answerAs(ApiPath.answerOffer, id, { answer: 'accept' }, staff.token);
    expect(staffAccepts.body).toMatchObject({ code: Code.Refused, msg: Msg.notAllowed });
    const accepted = await answerAs(ApiPath.answerOffer, id, { answer: 'accept' }, owner.token);
    expect(accepted.body).toMatchObject({ code: Code.Success, result: { statusKey: 'accepted' } });
    const again = await answerAs(ApiPath.answerOffer, id, { answer: 'decline' }, owner.token);
    expect(again.body).toMatchObject({
      code: Code.Refused,
      msg: DecisionMsg.notAllowed('accepted', 'declined'),
    });

    const { body } = await history(id);
    const kinds = body.result.entries.map((entry) => `${entry.kind}:${entry.by.role}`);
    expect(kinds).toEqual([
      'decision:applicant',
      'decision:staff',
      'decision:applicant',
      'upload:applicant',
      'decision:staff',
    ]);
    const [acceptedEntry, , , , evidence] = body.result.entries;
    // In words (issue 25): the statuses' labels, the due date as people read it.
    expect(acceptedEntry?.detail).toMatchObject({ from: 'Offered', to: 'Accepted' });
    expect(acceptedEntry?.by.name).toBe(owner.user.username);
    expect(evidence?.detail).toMatchObject({
      from: 'Under Review',
      to: 'Evidence Needed',
      reason: TWO_LINES,
      dueDate: new Date(`${due}T00:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    });
  });

  describe('what a move carries and who is told (docs/api.md Decision, docs/application-lifecycle.md)', () => {
    const outboxOf = (id: number) =>
      server.app.db.select().from(mailOutbox).where(eq(mailOutbox.applicationId, id));

    it('a move from a page loaded before another decision, or without a version, is told the application changed, whatever it asks', async () => {
      const { id } = await inStatus('underReview');
      const seen = await versionOf(id);
      expect((await decide(id, { status: 'refused', reason: 'No places left.' })).body.code).toBe(
        Code.Success,
      );
      const changed = { code: Code.Refused, msg: DecisionMsg.changedMeanwhile, result: null };
      expect((await decide(id, { status: 'offered', version: seen })).body).toEqual(changed);
      expect((await decide(id, { status: 'withdrawn', version: seen })).body).toEqual(changed);
      const none = await server.call(
        `${ApiPath.staffDecision}${id}`,
        { status: 'offered' },
        { token: staff.token },
      );
      expect(none.body).toEqual(changed);
      expect(
        (await history(id)).body.result.entries.filter((entry) => entry.kind === 'decision'),
      ).toHaveLength(1);
    });

    it('a decision whose loaded row went stale just before its update is told, and changes nothing', async () => {
      const { id } = await inStatus('underReview');
      const [stale] = await server.app.db.select().from(applications).where(eq(applications.id, id));
      if (!stale) throw new Error('no application');
      expect((await decide(id, { status: 'offered' })).body.code).toBe(Code.Success);
      const outcome = await moveApplication(
        server.app.db,
        staff.user,
        stale,
        { to: 'refused', reason: 'No places left.', version: stale.version },
        { now: server.app.now(), publicUrl: server.url },
      );
      expect(outcome).toEqual({ kind: 'refused', message: DecisionMsg.changedMeanwhile });
      expect((await history(id)).body.result).toMatchObject({
        statusKey: 'offered',
        version: stale.version + 1,
      });
      expect(await outboxOf(id)).toHaveLength(1);
    });

    it('the applicant accepts or declines an offer no evidence was asked for; their own answer mails no one', async () => {
      for (const answer of ['accept', 'decline'] as const) {
        const { owner, id } = await inStatus('offered');
        const moved = await answerAs(ApiPath.answerOffer, id, { answer }, owner.token);
        expect(moved.body).toMatchObject({
          code: Code.Success,
          result: { statusKey: answer === 'accept' ? 'accepted' : 'declined' },
        });
        expect(await outboxOf(id)).toEqual([]);
      }
    });

    it('back under review clears the reason and due date, whatever the move sends; the mail is a decision mail linking the applications page', async () => {
      const { owner, id } = await inStatus('underReview', { reference: 'APP-2026-990002' });
      const due = inFuture(10);
      expect(
        (await decide(id, { status: 'evidenceNeeded', reason: 'The transcript.', dueDate: due })).body.code,
      ).toBe(Code.Success);
      const back = await decide(id, { status: 'underReview', reason: 'Left over.', dueDate: inFuture(20) });
      expect(back.body).toMatchObject({ code: Code.Success, result: { statusKey: 'underReview' } });
      const list = await server.call<ListResponse>(ApiPath.listApplications, {}, { token: owner.token });
      expect(list.body.result.list.find((item) => item.id === id)).toMatchObject({
        status: 'Under Review',
        rejectedReason: null,
      });
      const [latest] = (await history(id)).body.result.entries;
      expect(latest?.detail).toMatchObject({
        from: 'Evidence Needed',
        to: 'Under Review',
        reason: null,
        dueDate: null,
      });
      const mail = await server.smtp.waitForMail(owner.email, (m) => m.subject.endsWith('Under Review'));
      expect(mail.subject).toBe('Application APP-2026-990002: Under Review');
      expect(mail.text).not.toContain('Left over.');
      expect(mail.text).toContain('/potential/home');
      // Operators see what waits by kind (docs/operations.md).
      expect((await outboxOf(id)).map((row) => row.kind)).toEqual(['decision', 'decision']);
    });
  });

  it('records a submitted application’s whole history with field changes; staff may correct its answers; notes stay with staff', async () => {
    const owner = await createUser(server, { category: 'International' });
    const { id } = await answeredApplication(server, owner.token, 'International');
    for (const type of ['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST'])
      await upload(server, owner.token, id, {
        type,
        name: `${type.toLowerCase()}.pdf`,
        bytes: samplePdf(type),
      });
    const submitted = await server.call<SubmitAnswer>(`${ApiPath.submit}${id}`, undefined, {
      token: owner.token,
    });
    expect(submitted.body.code).toBe(Code.Success);

    const render = await server.call<{ version: number }>(`${ApiPath.renderEdit}${id}`, undefined, {
      token: staff.token,
    });
    const fixed = {
      ...samplePersonalDetails('International'),
      familyName: 'Sharma-Rao',
      applicationId: id,
      version: render.body.result.version,
    };
    expect((await server.call(ApiPath.savePersonalDetails, fixed, { token: owner.token })).body.msg).toBe(
      StepSaveMsg.notEditable,
    );
    const byStaff = await server.call(ApiPath.savePersonalDetails, fixed, { token: staff.token });
    expect(byStaff.body.code).toBe(Code.Success);
    const note = await server.call(
      `${ApiPath.staffNote}${id}`,
      { content: 'Called the applicant: passport scan is fine.' },
      { token: staff.token },
    );
    expect(note.body.code).toBe(Code.Success);
    expect(
      (await server.call(`${ApiPath.staffNote}${id}`, { content: '  ' }, { token: staff.token })).body.code,
    ).toBe(Code.Refused);

    const { body } = await history(id);
    // The container's heading (issue 25): the applicant's names as staff last saved them, the reference.
    expect(body.result).toMatchObject({
      firstGivenName: 'Priya',
      familyName: 'Sharma-Rao',
      reference: submitted.body.result.reference,
    });
    const entries = body.result.entries;
    expect(entries.map((entry) => entry.kind)).toEqual([
      'note',
      'save',
      'submit',
      'upload',
      'upload',
      'upload',
      'save',
      'save',
      'save',
    ]);
    const [noteEntry, correction, submit] = entries;
    expect(noteEntry).toMatchObject({
      by: { role: 'staff', id: staff.user.id },
      detail: { note: 'Called the applicant: passport scan is fine.' },
    });
    expect(correction?.step).toBe('personal');
    expect(correction?.changes).toEqual([
      {
        field: 'personalDetails.familyName',
        label: 'Family Name',
        before: samplePersonalDetails('International').familyName,
        after: 'Sharma-Rao',
      },
    ]);
    expect(submit?.detail.reference).toBe(submitted.body.result.reference);
    const firstSave = entries.at(-1);
    expect(firstSave).toMatchObject({
      kind: 'save',
      step: 'personal',
      by: { role: 'applicant', id: owner.user.id },
    });
    expect(firstSave?.changes.length).toBeGreaterThan(10);

    // Notes and history are staff's: the applicant and an agent get 'not allowed', never data.
    for (const token of [owner.token, (await createUser(server, { role: 'agent' })).token]) {
      const refused = await history(id, token);
      expect(refused.body).toMatchObject({ code: Code.Refused, msg: Msg.notAllowed, result: null });
      expect((await server.call(`${ApiPath.staffNote}${id}`, { content: 'x' }, { token })).body.msg).toBe(
        Msg.notAllowed,
      );
      expect((await queue({}, token)).body).toMatchObject({ code: Code.Refused, result: null });
      expect((await decide(id, { status: 'underReview' }, token)).body.msg).toBe(Msg.notAllowed);
    }
    const summary = await server.call(`${ApiPath.summaryDetail}${id}`, undefined, {
      token: owner.token,
      method: 'GET',
    });
    expect(JSON.stringify(summary.body)).not.toContain('Called the applicant');
  });

  describe('the queue and its export', () => {
    let marker: string;
    beforeAll(async () => {
      marker = `q${Date.now().toString(36)}`;
      const owner = await createUser(server, { category: 'International' });
      const start = server.app.now().getTime() - 40 * DAY;
      const statuses: StatusKey[] = ['submitted', 'underReview', 'offered', 'evidenceNeeded', 'editing'];
      await createApplications(
        server,
        owner.user,
        Array.from({ length: 30 }, (_, n) => {
          const status = statuses[n % statuses.length] as StatusKey;
          return {
            status,
            category: n % 3 === 0 ? 'International' : 'Domestic',
            campusName: n % 2 === 0 ? 'Sydney City Campus' : 'Melbourne Campus',
            courseName: `Bachelor of ${marker} ${n % 4 === 0 ? 'Business' : 'Nursing'}`,
            familyName: `${marker}Family${n}`,
            submittedAt: status === 'editing' ? null : new Date(start + (30 - n) * DAY),
            reference: status === 'editing' ? null : `APP-2026-${marker}${n}`,
          };
        }),
      );
    });

    it('lists submitted first, then by submission time, 20 a page, with counts per status; editing only when asked', async () => {
      const first = await queue({ keywords: marker });
      expect(first.body.code).toBe(Code.Success);
      const { list, total, statusCondition } = first.body.result;
      expect(total).toBe(24);
      expect(list).toHaveLength(20);
      const count = (status: StatusKey) => statusCondition.find((option) => option.value === status)?.count;
      expect([
        count('submitted'),
        count('underReview'),
        count('offered'),
        count('evidenceNeeded'),
        count('editing'),
      ]).toEqual([6, 6, 6, 6, 6]);
      expect(list.slice(0, 6).every((row) => row.statusKey === 'submitted')).toBe(true);
      const times = (rows: typeof list) => rows.map((row) => row.submittedAt ?? '');
      expect(times(list.slice(0, 6))).toEqual([...times(list.slice(0, 6))].sort());
      expect(times(list.slice(6))).toEqual([...times(list.slice(6))].sort());
      expect(list.some((row) => row.statusKey === 'editing')).toBe(false);
      const second = await queue({ keywords: marker, pageNum: 2 });
      expect(second.body.result.list).toHaveLength(4);
      const editing = await queue({ keywords: marker, status: 'Editing' });
      expect(editing.body.result.list.every((row) => row.statusKey === 'editing')).toBe(true);
      expect(editing.body.result.total).toBe(6);
    });

    it('filters by status, category, campus, course and keywords (the reference too)', async () => {
      const filtered = await queue({
        keywords: marker,
        status: 'offered',
        applicationCategory: 'Domestic',
        campus: 'sydney',
        course: 'nursing',
      });
      const rows = filtered.body.result.list;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row).toMatchObject({
          statusKey: 'offered',
          category: 'Domestic',
          campusName: 'Sydney City Campus',
        });
        expect(row.courseName).toContain('Nursing');
      }
      const byReference = await queue({ keywords: `APP-2026-${marker}7` });
      expect(byReference.body.result.list.map((row) => row.reference)).toEqual([`APP-2026-${marker}7`]);
      expect((await queue({ pageSize: 101 })).body.code).toBe(Code.Refused);
      // A page far past the end is an empty page, never a database error.
      const far = await queue({ pageNum: 2_147_483_648 });
      expect(far.body).toMatchObject({ code: Code.Success, result: { list: [] } });
    });

    it('exports the filtered queue as CSV and as an Excel workbook, row for row', async () => {
      const filters = { keywords: marker, applicationCategory: 'Domestic' };
      const all = await queue({ ...filters, pageSize: 100 });
      const expected = all.body.result.list.map((row) => row.reference);
      const query = new URLSearchParams(filters);
      const csv = await fetch(`${server.url}/api${ApiPath.staffExport}?format=csv&${query}`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toMatch(
        /attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      const lines = (await csv.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Id,Reference,First Given Name,Family Name,Email,Course,Campus,Category,Status,Submitted,Evidence Due,Last Modified',
      );
      expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(expected);

      const xlsx = await fetch(`${server.url}/api${ApiPath.staffExport}?format=xlsx&${query}`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await xlsx.arrayBuffer());
      const sheet = workbook.getWorksheet('Applications');
      const references: string[] = [];
      sheet?.eachRow((row, n) => {
        if (n > 1) references.push(String(row.getCell(2).value));
      });
      expect(references).toEqual(expected);

      const refused = await fetch(`${server.url}/api${ApiPath.staffExport}?format=csv`, {
        headers: { authorization: `Bearer ${(await createUser(server)).token}` },
      });
      expect(await refused.json()).toMatchObject({ code: Code.Refused, msg: Msg.notAllowed, result: null });
    });

    it('keeps a formula out of a CSV cell', async () => {
      const owner = await createUser(server);
      await createApplications(server, owner.user, [
        { status: 'submitted', familyName: `=HYPERLINK("x")${marker}z`, submittedAt: server.app.now() },
      ]);
      const csv = await fetch(`${server.url}/api${ApiPath.staffExport}?format=csv&keywords=${marker}z`, {
        headers: { authorization: `Bearer ${staff.token}` },
      });
      expect(await csv.text()).toContain(`"'=HYPERLINK(""x"")${marker}z"`);
    });
  });
});
