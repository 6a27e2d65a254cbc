import { randomBytes } from 'node:crypto';
import { ApiPath } from '../../src/domain/api-paths.ts';
import type { DuplicatesAnswer } from '../../src/domain/backoffice/duplicates.ts';
import type { HistoryAnswer, QueueResponse } from '../../src/domain/backoffice/types.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import type { NewApplication } from '../../src/server/services/applications.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * Issue 25 item 5: applications whose applicants match — same family name, first given name and date
 * of birth (case and accents ignored), or the same passport number, or the same email — across
 * accounts and agents, are 'Possible duplicate' for staff, until staff mark a pair 'Not a duplicate'.
 * Applicants and agents never see any of it.
 */
describe.each(engines)('possible duplicates on $name', (engine) => {
  let server: TestServer;
  let staff: FixtureUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    staff = await createUser(server, { role: 'staff' });
  });
  afterAll(() => server?.close());

  const unique = () => randomBytes(4).toString('hex');

  /** A submitted application of a new account (of `role`), with the applicant's details given. */
  async function submitted(
    details: {
      familyName?: string;
      firstGivenName?: string;
      birthDate?: string;
      passport?: string;
      mail?: string;
    },
    role: 'applicant' | 'agent' = 'applicant',
  ) {
    const owner = await createUser(server, { role, category: 'Domestic' });
    const [made] = await createApplications(server, owner.user, [
      {
        status: 'submitted',
        submittedAt: server.app.now(),
        agentId: role === 'agent' ? owner.user.id : null,
        familyName: details.familyName ?? `Family${unique()}`,
        firstGivenName: details.firstGivenName ?? `Given${unique()}`,
        mail: details.mail ?? `${unique()}@example.com`,
        personalDetails: {
          birthDate: details.birthDate ?? '1990-01-01',
          passportNumber: details.passport ?? '',
        },
      } satisfies Partial<NewApplication>,
    ]);
    if (!made) throw new Error('no application');
    return { owner, id: made.id };
  }

  const duplicates = async (id: number, token = staff.token) =>
    server.call<DuplicatesAnswer>(`${ApiPath.staffDuplicates}${id}`, undefined, { token, method: 'GET' });
  const othersOf = async (id: number) => {
    const answer = await duplicates(id);
    if (!answer.body.result) throw new Error(JSON.stringify(answer.body));
    return answer.body.result.list.map((other) => other.id);
  };
  /** The queue's flag of `id` (keywords: its family name, so the row is on page 1). */
  const flagged = async (id: number, familyName: string) => {
    const answer = await server.call<QueueResponse>(
      ApiPath.staffQueue,
      { keywords: familyName },
      { token: staff.token },
    );
    const row = answer.body.result.list.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`application ${id} is not in the queue`);
    return row.possibleDuplicate;
  };

  it('same family name, first given name and date of birth, whatever the case and accents, across accounts', async () => {
    const tag = unique();
    const family = `Müller${tag}`;
    const one = await submitted({ familyName: family, firstGivenName: 'Zoë', birthDate: '2001-02-03' });
    const two = await submitted({
      familyName: family.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase(),
      firstGivenName: 'ZOE',
      birthDate: '2001-02-03',
    });
    // Born another day: a namesake, not a duplicate.
    const namesake = await submitted({ familyName: family, firstGivenName: 'Zoë', birthDate: '2001-02-04' });

    expect(await flagged(one.id, tag)).toBe(true);
    expect(await flagged(two.id, tag)).toBe(true);
    expect(await flagged(namesake.id, tag)).toBe(false);
    const answer = await duplicates(one.id);
    expect(answer.body.code).toBe(Code.Success);
    expect(answer.body.result.list).toEqual([
      expect.objectContaining({ id: two.id, matches: ['name'], status: 'Submitted' }),
    ]);
    expect(await othersOf(namesake.id)).toEqual([]);
  });

  it('the same passport number (spaces and case aside), an agent’s application and an applicant’s', async () => {
    const passport = `PA${unique().toUpperCase()}`;
    const byAgent = await submitted({ passport: passport.toLowerCase() }, 'agent');
    const own = await submitted({ passport: `${passport.slice(0, 3)} ${passport.slice(3)}` });
    const other = await submitted({ passport: `${passport}9` });
    expect(await othersOf(byAgent.id)).toEqual([own.id]);
    expect((await duplicates(own.id)).body.result.list[0]?.matches).toEqual(['passport']);
    expect(await othersOf(other.id)).toEqual([]);
  });

  it('the same email, whatever its case', async () => {
    const mail = `same.${unique()}@example.com`;
    const one = await submitted({ mail });
    const two = await submitted({ mail: mail.toUpperCase() });
    expect(await othersOf(one.id)).toEqual([two.id]);
    expect(await othersOf(two.id)).toEqual([one.id]);
  });

  it('a save that changes the details flags and unflags (the personal step through the API)', async () => {
    const applicant = await createUser(server, { category: 'Domestic' });
    const sample = samplePersonalDetails('Domestic');
    const family = `Nguyen${unique()}`;
    const other = await submitted({
      familyName: family,
      firstGivenName: sample.firstGivenName,
      birthDate: sample.birthDate,
    });
    const save = (familyName: string, applicationId: number, version?: number) =>
      server.call<{ id: number; version: number }>(
        ApiPath.savePersonalDetails,
        { ...sample, familyName, mail: `${unique()}@example.com`, applicationId, version },
        { token: applicant.token },
      );
    const saved = await save(family.toLowerCase(), -1);
    expect(saved.body.code).toBe(Code.Success);
    const id = saved.body.result.id;
    expect(await othersOf(id)).toEqual([other.id]);
    expect(await othersOf(other.id)).toEqual([id]);

    // The family name corrected: the pair is gone from both sides, and the other's flag with it.
    const renamed = await save(`Other${unique()}`, id, saved.body.result.version);
    expect(renamed.body.code).toBe(Code.Success);
    expect(await othersOf(id)).toEqual([]);
    expect(await flagged(other.id, family)).toBe(false);
  });

  it('“Not a duplicate” clears the flag for that pair only, and both histories say so', async () => {
    const mail = `three.${unique()}@example.com`;
    const family = `Three${unique()}`;
    const one = await submitted({ mail, familyName: family });
    const two = await submitted({ mail, familyName: family });
    const three = await submitted({ mail, familyName: family });

    const marked = await server.call(
      `${ApiPath.staffNotDuplicate}${one.id}`,
      { otherId: two.id },
      { token: staff.token },
    );
    expect(marked.body.code).toBe(Code.Success);
    expect(marked.body.msg).toBe('Marked as not a duplicate.');
    expect(await othersOf(one.id)).toEqual([three.id]);
    expect(await othersOf(two.id)).toEqual([three.id]);
    expect(await othersOf(three.id)).toEqual([one.id, two.id]);

    const history = async (id: number) =>
      (
        await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
          token: staff.token,
          method: 'GET',
        })
      ).body.result.entries;
    const [latest] = await history(two.id);
    expect(latest).toMatchObject({
      kind: 'not-duplicate',
      detail: { other: `Application ${one.id}` },
    });
    expect((await history(one.id))[0]).toMatchObject({
      detail: { other: `Application ${two.id}` },
    });

    // The last pair of `one` cleared: its flag goes, three's stays (two still matches it).
    await server.call(`${ApiPath.staffNotDuplicate}${one.id}`, { otherId: three.id }, { token: staff.token });
    expect(await flagged(one.id, family)).toBe(false);
    expect(await flagged(three.id, family)).toBe(true);

    // A pair that does not match is refused, and nothing is recorded.
    const again = await server.call(
      `${ApiPath.staffNotDuplicate}${one.id}`,
      { otherId: two.id },
      { token: staff.token },
    );
    expect(again.body).toMatchObject({
      code: Code.Refused,
      msg: 'These applications are not marked as possible duplicates.',
    });
  });

  it('the queue’s filter lists the possible duplicates only', async () => {
    const family = `Filter${unique()}`;
    const mail = `filter.${unique()}@example.com`;
    const one = await submitted({ mail, familyName: family });
    const two = await submitted({ mail, familyName: family });
    const alone = await submitted({ familyName: family });
    const queue = (body: object) =>
      server.call<QueueResponse>(ApiPath.staffQueue, { keywords: family, ...body }, { token: staff.token });
    const ids = (answer: Awaited<ReturnType<typeof queue>>) =>
      answer.body.result.list.map((row) => row.id).sort();
    expect(ids(await queue({}))).toEqual([one.id, two.id, alone.id].sort());
    const only = await queue({ duplicates: 'possible' });
    expect(ids(only)).toEqual([one.id, two.id].sort());
    expect(only.body.result.total).toBe(2);
  });

  it('the filter’s counts without other filters (the queue’s count cells) follow the flags', async () => {
    const flaggedQueue = async () =>
      (
        await server.call<QueueResponse>(
          ApiPath.staffQueue,
          { duplicates: 'possible', pageSize: 100 },
          { token: staff.token },
        )
      ).body.result;
    const before = await flaggedQueue();
    const mail = `cells.${unique()}@example.com`;
    const one = await submitted({ mail });
    const two = await submitted({ mail });
    const after = await flaggedQueue();
    expect(after.total).toBe(before.total + 2);
    expect(after.list.every((row) => row.possibleDuplicate)).toBe(true);
    expect(after.list.map((row) => row.id)).toEqual(expect.arrayContaining([one.id, two.id]));
    const submittedCount = (answer: QueueResponse) =>
      answer.statusCondition.find((option) => option.value === 'submitted')?.count;
    expect(submittedCount(after)).toBe(after.list.filter((row) => row.statusKey === 'submitted').length);

    await server.call(`${ApiPath.staffNotDuplicate}${one.id}`, { otherId: two.id }, { token: staff.token });
    expect((await flaggedQueue()).total).toBe(before.total);
  });

  it('applicants and agents never see it: no field in their answers, and the calls refuse them', async () => {
    const mail = `hidden.${unique()}@example.com`;
    const own = await submitted({ mail });
    const byAgent = await submitted({ mail }, 'agent');
    for (const { owner, id } of [own, byAgent]) {
      const list = await server.call(ApiPath.listApplications, {}, { token: owner.token });
      const summary = await server.call(`${ApiPath.summaryDetail}${id}`, undefined, {
        token: owner.token,
        method: 'GET',
      });
      expect(list.body).toMatchObject({ code: Code.Success });
      for (const answer of [list, summary])
        expect(JSON.stringify(answer.body)).not.toMatch(/duplicate|dup_/i);
      expect((await duplicates(id, owner.token)).body).toMatchObject({
        code: Code.Refused,
        msg: Msg.notAllowed,
      });
      const mark = await server.call(
        `${ApiPath.staffNotDuplicate}${id}`,
        { otherId: own.id },
        { token: owner.token },
      );
      expect(mark.body).toMatchObject({ code: Code.Refused, msg: Msg.notAllowed });
    }
  });
});
