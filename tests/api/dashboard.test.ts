import { ApiPath } from '../../src/domain/api-paths.ts';
import { STATUS_KEYS, type StatusKey } from '../../src/domain/applications/status.ts';
import type { DashboardAnswer } from '../../src/domain/backoffice/dashboard.ts';
import type { HistoryAnswer, QueueResponse } from '../../src/domain/backoffice/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { CATEGORIES } from '../../src/domain/user.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

const DAY = 86_400_000;

/**
 * Issue 25 item 7: the dashboard's counts are the queue's counts (per status, and per category what
 * the queue lists for it), submissions per day over the last 30 days, and the median days from
 * submission to the first decision (an offer or a refusal).
 */
describe.each(engines)('the staff dashboard on $name', (engine) => {
  let server: TestServer;
  let staff: FixtureUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = await createUser(server, { role: 'staff' });
  });
  afterAll(() => server?.close());

  const dashboard = (token = staff.token) =>
    server.call<DashboardAnswer>(ApiPath.staffDashboard, undefined, { token, method: 'GET' });
  const queue = (body: object) =>
    server.call<QueueResponse>(ApiPath.staffQueue, body, { token: staff.token });
  const daysAgo = (days: number) => new Date(server.app.now().getTime() - days * DAY);
  /** The calendar day (UTC) `days` before the server's today. */
  const dayOf = (days: number) => daysAgo(days).toISOString().slice(0, 10);

  it('counts per status and per category equal the queue’s', async () => {
    const applicant = await createUser(server, { category: 'International' });
    await createApplications(
      server,
      applicant.user,
      STATUS_KEYS.flatMap((status, index) =>
        Array.from({ length: (index % 3) + 1 }, () => ({
          status,
          category: index % 2 === 0 ? ('International' as const) : ('Domestic' as const),
          submittedAt: status === 'editing' ? null : daysAgo(index),
        })),
      ),
    );
    const answer = await dashboard();
    expect(answer.body.code).toBe(Code.Success);
    const { statuses, categories } = answer.body.result;
    const everything = await queue({});
    expect(statuses).toEqual(everything.body.result.statusCondition);
    expect(statuses.reduce((sum, status) => sum + status.count, 0)).toBeGreaterThan(0);
    for (const category of CATEGORIES) {
      const listed = await queue({ applicationCategory: category });
      expect(categories.find((row) => row.value === category)?.count).toBe(listed.body.result.total);
    }
  });

  it('submissions per day over the last 30 days, today last, and the median days to a first decision', async () => {
    const before = (await dashboard()).body.result;
    const applicant = await createUser(server, { category: 'Domestic' });
    const made = await createApplications(server, applicant.user, [
      { status: 'submitted', submittedAt: daysAgo(0) },
      { status: 'submitted', submittedAt: daysAgo(0) },
      { status: 'submitted', submittedAt: daysAgo(29) },
      // A day too old for the chart.
      { status: 'submitted', submittedAt: daysAgo(30) },
    ]);
    const after = (await dashboard()).body.result;
    expect(after.perDay).toHaveLength(30);
    expect(after.perDay.at(-1)?.day).toBe(dayOf(0));
    expect(after.perDay[0]?.day).toBe(dayOf(29));
    const added = (day: string) =>
      (after.perDay.find((point) => point.day === day)?.count ?? 0) -
      (before.perDay.find((point) => point.day === day)?.count ?? 0);
    expect(added(dayOf(0))).toBe(2);
    expect(added(dayOf(29))).toBe(1);
    expect(after.perDay.reduce((sum, point) => sum + point.count, 0)).toBe(
      before.perDay.reduce((sum, point) => sum + point.count, 0) + 3,
    );

    // Decisions, through the API: picked up, then an offer (the first decision) and a refusal.
    const decide = async (id: number, status: StatusKey, reason?: string) => {
      const { version } = (
        await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
          token: staff.token,
          method: 'GET',
        })
      ).body.result;
      const moved = await server.call(
        `${ApiPath.staffDecision}${id}`,
        { status, version, reason },
        { token: staff.token },
      );
      expect(moved.body.code).toBe(Code.Success);
    };
    const [today, , oldest, tooOld] = made;
    if (!today || !oldest || !tooOld) throw new Error('no applications');
    expect(before.medianDaysToDecision).toBeNull();
    // Submitted 30 and 29 days ago, decided now: 30 and 29 days; the one submitted today is only picked up.
    for (const id of [tooOld.id, oldest.id, today.id]) await decide(id, 'underReview');
    await decide(tooOld.id, 'offered');
    await decide(oldest.id, 'refused', 'Entry requirements not met.');
    expect((await dashboard()).body.result.medianDaysToDecision).toBe(29.5);
  });

  it('is for staff only', async () => {
    for (const role of ['applicant', 'agent'] as const) {
      const someone = await createUser(server, { role });
      expect((await dashboard(someone.token)).body).toMatchObject({
        code: Code.Refused,
        msg: Msg.notAllowed,
      });
    }
    expect((await server.call(ApiPath.staffDashboard, undefined, { method: 'GET' })).body.code).toBe(
      Code.Forbidden,
    );
  });
});
