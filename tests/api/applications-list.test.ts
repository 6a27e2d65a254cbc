import { ApiPath } from '../../src/domain/api-paths.ts';
import { LIST_MESSAGES, type ListRequest, type ListResponse } from '../../src/domain/applications/list.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { createApplications, createManyApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

describe.each(engines)('applications list on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const list = (token: string, body: ListRequest | Record<string, unknown> = {}) =>
    server.call<ListResponse>(ApiPath.listApplications, body, { token });
  const listed = async (token: string, body: ListRequest | Record<string, unknown> = {}) => {
    const answer = await list(token, body);
    expect(answer.body).toMatchObject({ code: Code.Success, msg: Msg.success });
    return answer.body.result;
  };
  const names = (result: ListResponse) => result.list.map((row) => row.firstGivenName);
  const counts = (options: { value: string; count: number }[]) =>
    Object.fromEntries(options.map((option) => [option.value, option.count]));

  it('answers the rows as the table shows them, newest update first', async () => {
    const { user, token } = await createUser(server);
    const [made] = await createApplications(server, user, [
      {
        status: 'evidenceNeeded',
        category: 'International',
        rejectedReason: 'Please upload:\n- your passport\n- your transcript',
      },
      {},
    ]);
    const result = await listed(token);
    expect(result.list[0]).toEqual({
      id: made?.id,
      firstGivenName: 'Given1',
      familyName: 'Family1',
      mail: 'applicant1@example.com',
      courseName: 'Course 1',
      applicationTypeName: 'Undergraduate',
      campusName: 'City Campus',
      status: 'Evidence Needed',
      statusKey: 'evidenceNeeded',
      rejectedReason: 'Please upload:\n- your passport\n- your transcript',
      updateTime: made?.updatedAt.toISOString(),
      category: 'International',
      // Not submitted: no reference yet; no due date was set (issue 23).
      reference: null,
      evidenceDueDate: null,
    });
    expect(names(result)).toEqual(['Given1', 'Given2']);
    expect(result).toMatchObject({ total: 2, pageNum: 1, pageSize: 20 });
  });

  describe.each([0, 20, 21, 45])('paging %i rows', (rows) => {
    let token: string;
    beforeAll(async () => {
      const owner = await createUser(server);
      token = owner.token;
      await createManyApplications(server, owner.user, rows);
    });

    it('pages by 20, last page partial, past the end empty', async () => {
      const pages = Math.max(1, Math.ceil(rows / 20));
      for (let pageNum = 1; pageNum <= pages + 1; pageNum++) {
        const result = await listed(token, { pageNum });
        const first = (pageNum - 1) * 20 + 1;
        const expected = Array.from(
          { length: Math.max(0, Math.min(20, rows - first + 1)) },
          (_, i) => `Given${first + i}`,
        );
        expect(names(result)).toEqual(expected);
        expect(result).toMatchObject({ total: rows, pageNum, pageSize: 20 });
      }
    });
  });

  describe('every page under every order and filter (a page past the middle is read from the end)', () => {
    const ROWS = 27;
    const statuses = ['editing', 'submitted', 'refused'] as const;
    let token: string;
    let rows: {
      name: string;
      id: number;
      status: string;
      category: string;
      updated: number;
      created: number;
    }[];
    beforeAll(async () => {
      const owner = await createUser(server);
      token = owner.token;
      const now = server.app.now().getTime();
      // Few distinct times, so that most rows tie on the order column and the id decides.
      const specs = Array.from({ length: ROWS }, (_, i) => ({
        firstGivenName: `P${i}`,
        status: statuses[i % 3],
        category: i % 4 === 0 ? ('International' as const) : ('Domestic' as const),
        updatedAt: new Date(now - (i % 5) * 60_000),
        createdAt: new Date(now - 3_600_000 - (i % 4) * 60_000),
      }));
      const made = await createApplications(server, owner.user, specs);
      rows = made.map((row, i) => ({
        name: `P${i}`,
        id: row.id,
        status: specs[i]?.status ?? '',
        category: specs[i]?.category ?? '',
        updated: specs[i]?.updatedAt.getTime() ?? 0,
        created: specs[i]?.createdAt.getTime() ?? 0,
      }));
    });

    const orders = [
      ['update_time', 'desc'],
      ['update_time', 'asc'],
      ['insert_time', 'desc'],
      ['insert_time', 'asc'],
    ] as const;
    const filters = [
      {},
      { status: 'Submitted' },
      { applicationCategory: 'International' },
      { status: 'Refused', applicationCategory: 'Domestic' },
    ];

    it.each(orders)(
      'by %s %s: the pages together are the whole ordered list, once each',
      async (field, direction) => {
        for (const filter of filters) {
          const expected = rows
            .filter((row) => !('status' in filter) || row.status === filter.status?.toLowerCase())
            .filter(
              (row) => !('applicationCategory' in filter) || row.category === filter.applicationCategory,
            )
            .sort((a, b) => {
              const key = field === 'update_time' ? a.updated - b.updated : a.created - b.created;
              const order = key !== 0 ? key : a.id - b.id;
              return direction === 'asc' ? order : -order;
            })
            .map((row) => row.name);
          const pageSize = 4;
          const paged: (string | null)[] = [];
          for (let pageNum = 1; pageNum <= Math.ceil(expected.length / pageSize) + 1; pageNum += 1) {
            const result = await listed(token, {
              ...filter,
              orderField: field,
              orderDirection: direction,
              pageNum,
              pageSize,
            });
            expect(result.total).toBe(expected.length);
            expect(names(result)).toEqual(expected.slice((pageNum - 1) * pageSize, pageNum * pageSize));
            paged.push(...names(result));
          }
          expect(paged).toEqual(expected);
        }
      },
    );

    it('answers a page far past the end (beyond any 32-bit offset) as an empty page', async () => {
      for (const pageNum of [2_147_483_648, Number.MAX_SAFE_INTEGER]) {
        const result = await listed(token, { pageNum, pageSize: 100 });
        expect(result).toMatchObject({ list: [], total: ROWS, pageNum, pageSize: 100 });
      }
    });
  });

  it('takes another page size', async () => {
    const { user, token } = await createUser(server);
    await createManyApplications(server, user, 7);
    const result = await listed(token, { pageSize: 3, pageNum: 3 });
    expect(names(result)).toEqual(['Given7']);
    expect(result).toMatchObject({ total: 7, pageNum: 3, pageSize: 3 });
  });

  it('sorts by update or insert time both ways, ties broken by id in the same direction', async () => {
    const { user, token } = await createUser(server);
    const now = server.app.now().getTime();
    const at = (minutes: number) => new Date(now - minutes * 60_000);
    const made = await createApplications(server, user, [
      { firstGivenName: 'A', updatedAt: at(5), createdAt: at(50) },
      { firstGivenName: 'B', updatedAt: at(1), createdAt: at(60) },
      { firstGivenName: 'C', updatedAt: at(5), createdAt: at(40) }, // same update time as A
      { firstGivenName: 'D', updatedAt: at(9), createdAt: at(40) }, // same insert time as C
    ]);
    expect(made.map((row) => row.id)).toEqual([...made.map((row) => row.id)].sort((x, y) => x - y));
    expect(names(await listed(token))).toEqual(['B', 'C', 'A', 'D']);
    expect(names(await listed(token, { orderField: 'update_time', orderDirection: 'asc' }))).toEqual([
      'D',
      'A',
      'C',
      'B',
    ]);
    expect(names(await listed(token, { orderField: 'insert_time' }))).toEqual(['D', 'C', 'A', 'B']);
    expect(names(await listed(token, { orderField: 'insert_time', orderDirection: 'asc' }))).toEqual([
      'B',
      'A',
      'C',
      'D',
    ]);
  });

  describe('filters', () => {
    let token: string;
    beforeAll(async () => {
      const owner = await createUser(server);
      token = owner.token;
      await createApplications(server, owner.user, [
        {
          firstGivenName: 'Mei',
          familyName: 'Chen',
          mail: 'mei@example.com',
          courseName: 'Bachelor of Nursing',
        },
        {
          firstGivenName: 'Arjun',
          familyName: 'Sharma',
          mail: 'arjun.s@example.com',
          courseName: 'Master of IT',
          status: 'refused',
          category: 'International',
        },
        {
          firstGivenName: 'Sofia',
          familyName: 'Rossi',
          mail: 'sofia@example.com',
          courseName: 'Nursing (100% online)',
          status: 'evidenceNeeded',
        },
        {
          firstGivenName: 'Chen',
          familyName: 'Li_Wei',
          mail: 'li@example.com',
          courseName: 'Master of Nursing',
          status: 'evidenceNeeded',
          category: 'International',
        },
        { firstGivenName: 'Liam', familyName: 'Walsh', mail: 'liam@example.com', courseName: null },
      ]);
    });

    it('matches keywords in either name, the email or the course, ignoring case', async () => {
      expect(names(await listed(token, { keywords: 'CHEN' }))).toEqual(['Mei', 'Chen']);
      expect(names(await listed(token, { keywords: 'sharma' }))).toEqual(['Arjun']);
      expect(names(await listed(token, { keywords: 'ARJUN.S@' }))).toEqual(['Arjun']);
      expect(names(await listed(token, { keywords: 'nursing' }))).toEqual(['Mei', 'Sofia', 'Chen']);
      expect(names(await listed(token, { keywords: '  nursing   master ' }))).toEqual(['Chen']);
      expect(names(await listed(token, { keywords: 'nobody' }))).toEqual([]);
    });

    it('takes LIKE wildcards in keywords literally', async () => {
      expect(names(await listed(token, { keywords: '100%' }))).toEqual(['Sofia']);
      expect(names(await listed(token, { keywords: '%' }))).toEqual(['Sofia']);
      expect(names(await listed(token, { keywords: 'li_' }))).toEqual(['Chen']);
      expect(names(await listed(token, { keywords: '_' }))).toEqual(['Chen']);
      expect(names(await listed(token, { keywords: '\\' }))).toEqual([]);
    });

    it('filters by status in any spelling, and by category', async () => {
      for (const status of ['Evidence Needed', 'evidenceNeeded', 'EVIDENCENEEDED', ' evidence needed ']) {
        expect(names(await listed(token, { status }))).toEqual(['Sofia', 'Chen']);
      }
      expect(names(await listed(token, { applicationCategory: 'International' }))).toEqual(['Arjun', 'Chen']);
      expect(
        names(await listed(token, { status: 'Evidence Needed', applicationCategory: 'Domestic' })),
      ).toEqual(['Sofia']);
      expect(names(await listed(token, { status: '', applicationCategory: '' }))).toHaveLength(5);
    });

    it('counts each status under the keywords and category, each category under the keywords and status', async () => {
      const all = await listed(token);
      expect(all.statusCondition.map((option) => option.label)).toEqual([
        'Editing',
        'Pending',
        'Submitted',
        'Under Review',
        'Evidence Needed',
        'Refused',
        'Offered',
        'Accepted',
        'Declined',
        'Withdrawn',
      ]);
      expect(counts(all.statusCondition)).toMatchObject({
        editing: 2,
        evidenceNeeded: 2,
        refused: 1,
        pending: 0,
      });
      expect(all.studentCategoryCondition).toEqual([
        { value: 'Domestic', label: 'Domestic Student', count: 3 },
        { value: 'International', label: 'International Student', count: 2 },
      ]);

      const narrowed = await listed(token, {
        keywords: 'nursing',
        status: 'evidenceNeeded',
        applicationCategory: 'International',
      });
      expect(names(narrowed)).toEqual(['Chen']);
      expect(narrowed.total).toBe(1);
      // Statuses under keywords + category (International nursing: Chen only).
      expect(counts(narrowed.statusCondition)).toMatchObject({ editing: 0, evidenceNeeded: 1, refused: 0 });
      // Categories under keywords + status (nursing, evidence needed: Sofia Domestic, Chen International).
      expect(counts(narrowed.studentCategoryCondition)).toEqual({ Domestic: 1, International: 1 });
    });

    it('refuses invalid filters with a message per field', async () => {
      const answer = await list(token, {
        keywords: 'x'.repeat(101),
        status: 'Lost',
        applicationCategory: 'Martian',
        orderField: 'family_name',
        orderDirection: 'sideways',
        pageNum: 0,
        pageSize: 101,
      });
      expect(answer.body).toEqual({
        code: Code.Refused,
        msg: Msg.correctEditInformation,
        result: {
          errors: {
            keywords: LIST_MESSAGES.keywords,
            status: LIST_MESSAGES.status,
            applicationCategory: LIST_MESSAGES.category,
            orderField: LIST_MESSAGES.orderField,
            orderDirection: LIST_MESSAGES.orderDirection,
            pageNum: LIST_MESSAGES.pageNum,
            pageSize: LIST_MESSAGES.pageSize,
          },
        },
      });
      const fractional = await list(token, { pageNum: 1.5, pageSize: '20' });
      expect(fractional.body.result).toEqual({
        errors: { pageNum: LIST_MESSAGES.pageNum, pageSize: LIST_MESSAGES.pageSize },
      });
    });
  });

  it("lists only the caller's own applications", async () => {
    const mine = await createUser(server);
    const theirs = await createUser(server);
    await createApplications(server, mine.user, [{ firstGivenName: 'Mine' }]);
    await createApplications(server, theirs.user, [
      { firstGivenName: 'Theirs' },
      { firstGivenName: 'Theirs2' },
    ]);
    const result = await listed(mine.token);
    expect(names(result)).toEqual(['Mine']);
    expect(result.total).toBe(1);
    expect(counts(result.studentCategoryCondition)).toEqual({ Domestic: 1, International: 0 });
  });

  it("shows an agent their students' applications only; each student sees their own", async () => {
    const agent = await createUser(server, { role: 'agent' });
    const otherAgent = await createUser(server, { role: 'agent' });
    const student = await createUser(server);
    await createApplications(server, student.user, [
      { firstGivenName: 'ViaAgent', agentId: agent.user.id },
      { firstGivenName: 'ViaOtherAgent', agentId: otherAgent.user.id },
      { firstGivenName: 'OnHerOwn' },
    ]);
    expect(names(await listed(agent.token))).toEqual(['ViaAgent']);
    expect(names(await listed(otherAgent.token))).toEqual(['ViaOtherAgent']);
    expect(names(await listed(student.token))).toEqual(['ViaAgent', 'ViaOtherAgent', 'OnHerOwn']);
  });

  it('refuses staff: this list is for applicants and agents', async () => {
    const staff = await createUser(server, { role: 'staff' });
    expect((await list(staff.token)).body).toEqual({ code: Code.Refused, msg: Msg.notAllowed, result: null });
  });
});
