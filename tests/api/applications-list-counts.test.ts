import { and, count, eq, inArray } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { ListRequest, ListResponse } from '../../src/domain/applications/list.ts';
import { Code } from '../../src/domain/envelope.ts';
import { applicationCounts, applications, users } from '../../src/server/db/schema.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The list's filter counts come from application_counts, kept by a trigger on applications: they
 * must follow every insert, delete and change of owner, agent, status or category, whoever writes.
 */
describe.each(engines)('application counts on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const listed = async (token: string, body: ListRequest = {}) => {
    const answer = await server.call<ListResponse>(ApiPath.listApplications, body, { token });
    expect(answer.body.code).toBe(Code.Success);
    return answer.body.result;
  };
  /** The non-zero cells of a scope as the trigger kept them ('all': its stripes summed). */
  const kept = async (scope: 'owner' | 'agent' | 'all', scopeId?: number) => {
    const rows = await server.app.db
      .select({
        status: applicationCounts.status,
        category: applicationCounts.category,
        n: applicationCounts.n,
      })
      .from(applicationCounts)
      .where(
        and(
          eq(applicationCounts.scope, scope),
          scopeId === undefined ? undefined : eq(applicationCounts.scopeId, scopeId),
        ),
      );
    const cells: Record<string, number> = {};
    for (const { status, category, n } of rows)
      cells[`${status}/${category}`] = (cells[`${status}/${category}`] ?? 0) + n;
    return Object.fromEntries(Object.entries(cells).filter(([, n]) => n !== 0));
  };
  /** The same cells counted from the rows themselves (every row for 'all'). */
  const counted = async (scope: 'owner' | 'agent' | 'all', scopeId?: number) => {
    const column = scope === 'agent' ? applications.agentId : applications.ownerId;
    const rows = await server.app.db
      .select({ status: applications.status, category: applications.category, n: count() })
      .from(applications)
      .where(scope === 'all' ? undefined : eq(column, scopeId ?? 0))
      .groupBy(applications.status, applications.category);
    return Object.fromEntries(rows.map((row) => [`${row.status}/${row.category}`, row.n]));
  };
  const expectKept = async (scope: 'owner' | 'agent', scopeId: number, cells: Record<string, number>) => {
    expect(await counted(scope, scopeId)).toEqual(cells);
    expect(await kept(scope, scopeId)).toEqual(cells);
  };
  const byValue = (options: { value: string; count: number }[]) =>
    Object.fromEntries(
      options.filter((option) => option.count).map((option) => [option.value, option.count]),
    );

  it('follows inserts, deletes, status and category changes', async () => {
    const { user, token } = await createUser(server);
    const made = await createApplications(server, user, [
      { status: 'editing' },
      { status: 'editing' },
      { status: 'submitted', category: 'International' },
    ]);
    await expectKept('owner', user.id, { 'editing/Domestic': 2, 'submitted/International': 1 });

    const [first, second, third] = made.map((row) => row.id);
    await server.app.db
      .update(applications)
      .set({ status: 'offered' })
      .where(eq(applications.id, first as number));
    await expectKept('owner', user.id, {
      'editing/Domestic': 1,
      'offered/Domestic': 1,
      'submitted/International': 1,
    });

    await server.app.db
      .update(applications)
      .set({ category: 'International' })
      .where(eq(applications.id, second as number));
    await expectKept('owner', user.id, {
      'editing/International': 1,
      'offered/Domestic': 1,
      'submitted/International': 1,
    });

    // An update that touches neither leaves the cells as they were.
    await server.app.db
      .update(applications)
      .set({ familyName: 'Renamed' })
      .where(eq(applications.id, third as number));
    await server.app.db.delete(applications).where(eq(applications.id, third as number));
    await expectKept('owner', user.id, { 'editing/International': 1, 'offered/Domestic': 1 });

    const result = await listed(token);
    expect(result.total).toBe(2);
    expect(byValue(result.statusCondition)).toEqual({ editing: 1, offered: 1 });
    expect(byValue(result.studentCategoryCondition)).toEqual({ Domestic: 1, International: 1 });
    expect(await listed(token, { status: 'offered' })).toMatchObject({ total: 1 });
    expect(await listed(token, { applicationCategory: 'International' })).toMatchObject({ total: 1 });
  });

  it('deletes through the API count down', async () => {
    const { user, token } = await createUser(server);
    const [made] = await createApplications(server, user, [{}, {}]);
    const answer = await server.call(`${ApiPath.deleteApplication}${made?.id}`, undefined, { token });
    expect(answer.body).toMatchObject({ code: Code.Success });
    await expectKept('owner', user.id, { 'editing/Domestic': 1 });
    expect(await listed(token)).toMatchObject({ total: 1 });
  });

  it("counts an agent's cells apart, and follows the agent and owner moving or going", async () => {
    const agent = await createUser(server, { role: 'agent' });
    const otherAgent = await createUser(server, { role: 'agent' });
    const student = await createUser(server);
    const otherStudent = await createUser(server);
    const made = await createApplications(server, student.user, [
      { agentId: agent.user.id },
      { agentId: agent.user.id, status: 'submitted' },
      {},
    ]);
    await createApplications(server, otherStudent.user, [
      { agentId: agent.user.id, category: 'International' },
    ]);
    await expectKept('agent', agent.user.id, {
      'editing/Domestic': 1,
      'submitted/Domestic': 1,
      'editing/International': 1,
    });
    await expectKept('owner', student.user.id, { 'editing/Domestic': 2, 'submitted/Domestic': 1 });
    expect(await listed(agent.token)).toMatchObject({ total: 3 });

    // Moved to another agent, then to another owner.
    await server.app.db
      .update(applications)
      .set({ agentId: otherAgent.user.id })
      .where(eq(applications.id, made[1]?.id as number));
    await expectKept('agent', agent.user.id, { 'editing/Domestic': 1, 'editing/International': 1 });
    await expectKept('agent', otherAgent.user.id, { 'submitted/Domestic': 1 });
    await server.app.db
      .update(applications)
      .set({ ownerId: otherStudent.user.id })
      .where(eq(applications.id, made[2]?.id as number));
    await expectKept('owner', student.user.id, { 'editing/Domestic': 1, 'submitted/Domestic': 1 });
    await expectKept('owner', otherStudent.user.id, { 'editing/Domestic': 1, 'editing/International': 1 });

    // The agent's account goes (agent_id set null), then the student's (their applications go).
    await server.app.db.delete(users).where(eq(users.id, agent.user.id));
    await expectKept('agent', agent.user.id, {});
    await server.app.db.delete(users).where(inArray(users.id, [student.user.id]));
    await expectKept('owner', student.user.id, {});
    await expectKept('agent', otherAgent.user.id, {});
    expect(await listed(otherStudent.token)).toMatchObject({ total: 2 });
  });

  it('with keywords, counts only the matching rows', async () => {
    const { user, token } = await createUser(server);
    await createApplications(server, user, [
      { firstGivenName: 'Ada', status: 'submitted' },
      { firstGivenName: 'Ada', category: 'International' },
      { firstGivenName: 'Grace' },
    ]);
    const all = await listed(token);
    expect(all.total).toBe(3);
    expect(byValue(all.statusCondition)).toEqual({ editing: 2, submitted: 1 });
    const ada = await listed(token, { keywords: 'ada' });
    expect(ada.total).toBe(2);
    expect(byValue(ada.statusCondition)).toEqual({ editing: 1, submitted: 1 });
    expect(byValue(ada.studentCategoryCondition)).toEqual({ Domestic: 1, International: 1 });
    const filtered = await listed(token, { keywords: 'ada', status: 'editing' });
    expect(filtered.total).toBe(1);
    expect(byValue(filtered.studentCategoryCondition)).toEqual({ International: 1 });
    expect(await listed(token, { keywords: 'nobody' })).toMatchObject({ total: 0, list: [] });
  });

  it("keeps every application's cells for the staff queue, whose counts they are", async () => {
    const staff = await createUser(server, { role: 'staff' });
    const { user } = await createUser(server);
    // Enough rows to land in every stripe, then changes and deletes across them.
    const made = await createApplications(
      server,
      user,
      Array.from({ length: 40 }, (_, index) => ({
        status: index % 2 ? 'submitted' : 'editing',
        category: index % 3 ? 'International' : 'Domestic',
      })),
    );
    const ids = made.map((row) => row.id);
    await server.app.db
      .update(applications)
      .set({ status: 'offered' })
      .where(inArray(applications.id, ids.slice(0, 10)));
    await server.app.db
      .update(applications)
      .set({ category: 'Domestic' })
      .where(inArray(applications.id, ids.slice(10, 20)));
    await server.app.db.delete(applications).where(inArray(applications.id, ids.slice(30)));
    const overall = await counted('all');
    expect(await kept('all')).toEqual(overall);

    const queue = async (body: Record<string, unknown>) => {
      const answer = await server.call<{
        statusCondition: { value: string; count: number }[];
        total: number;
      }>(ApiPath.staffQueue, body, { token: staff.token });
      expect(answer.body.code).toBe(Code.Success);
      return answer.body.result;
    };
    const byStatus = (category?: string) => {
      const totals: Record<string, number> = {};
      for (const [cell, n] of Object.entries(overall)) {
        const [status = '', cellCategory] = cell.split('/');
        if (!category || cellCategory === category) totals[status] = (totals[status] ?? 0) + n;
      }
      return Object.fromEntries(Object.entries(totals).filter(([, n]) => n !== 0));
    };
    const all = await queue({});
    expect(byValue(all.statusCondition)).toEqual(byStatus());
    const { editing = 0, ...notEditing } = byStatus();
    expect(editing).toBeGreaterThan(0);
    expect(all.total).toBe(Object.values(notEditing).reduce((sum, n) => sum + n, 0));
    const international = await queue({ applicationCategory: 'International' });
    expect(byValue(international.statusCondition)).toEqual(byStatus('International'));
  });
});
