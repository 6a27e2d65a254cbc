import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import { updateStep } from '../../src/server/services/step-save.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Saved {
  id: number;
  version: number;
}

const conflict = { code: Code.Refused, msg: StepSaveMsg.conflict, result: null };
const notFound = { code: Code.Refused, msg: Msg.applicationNotFound, result: null };

/** The step kit (routes/steps.ts) through the personal save: reach, editability and the version. */
describe.each(engines)('a step save on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const render = (token: string, id: number) =>
    server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${id}`, undefined, { token });
  const save = (token: string, body: Record<string, unknown>) =>
    server.call<Saved>(
      ApiPath.savePersonalDetails,
      { ...samplePersonalDetails('Domestic'), ...body },
      { token },
    );
  const familyName = async (token: string, id: number) =>
    (await render(token, id)).body.result.personalDetails?.familyName;

  it('answers the version with the load, needs it on every save of an existing application and moves it on', async () => {
    const { token, user } = await createUser(server);
    const [made] = await createApplications(server, user, [{}]);
    const id = made?.id ?? 0;
    const loaded = (await render(token, id)).body.result;
    expect(loaded.version).toBe(made?.version);

    expect((await save(token, { applicationId: id })).body).toEqual(conflict);
    expect((await save(token, { applicationId: id, version: null })).body).toEqual(conflict);
    expect((await save(token, { applicationId: id, version: '1' })).body).toEqual(conflict);
    expect((await save(token, { applicationId: id, version: loaded.version - 1 })).body).toEqual(conflict);
    expect((await save(token, { applicationId: id, version: loaded.version + 1 })).body).toEqual(conflict);
    expect((await save(token, { applicationId: id, version: 2 ** 31 })).body).toEqual(conflict);

    const first = await save(token, { applicationId: id, version: loaded.version, familyName: 'First' });
    expect(first.body).toEqual({
      code: Code.Success,
      msg: Msg.success,
      result: { id, version: loaded.version + 1 },
    });
    expect((await render(token, id)).body.result.version).toBe(loaded.version + 1);

    // The load it was made from is now old: refused, and the first save stays.
    expect(
      (await save(token, { applicationId: id, version: loaded.version, familyName: 'Old' })).body,
    ).toEqual(conflict);
    expect(await familyName(token, id)).toBe('First');

    const second = await save(token, {
      applicationId: id,
      version: loaded.version + 1,
      familyName: 'Second',
    });
    expect(second.body.result).toEqual({ id, version: loaded.version + 2 });
    expect(await familyName(token, id)).toBe('Second');
  });

  it('needs no version for a new application (-1), whose first save answers version 1', async () => {
    const { token } = await createUser(server);
    expect((await render(token, -1)).body.result).toMatchObject({ id: -1, version: 0 });
    const made = await save(token, { applicationId: -1 });
    expect(made.body.code).toBe(Code.Success);
    expect(made.body.result.version).toBe(1);
    const { id } = made.body.result;
    expect((await render(token, id)).body.result.version).toBe(1);
    expect((await save(token, { applicationId: id, version: 1 })).body.result).toEqual({ id, version: 2 });
  });

  it('never lets a staff save made from an older load overwrite the applicant’s change', async () => {
    const applicant = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const [made] = await createApplications(server, applicant.user, [{}]);
    const id = made?.id ?? 0;
    const staffLoad = (await render(staff.token, id)).body.result.version;
    const applicantLoad = (await render(applicant.token, id)).body.result.version;
    expect(staffLoad).toBe(applicantLoad);

    const mine = await save(applicant.token, {
      applicationId: id,
      version: applicantLoad,
      familyName: 'Mine',
    });
    expect(mine.body.code).toBe(Code.Success);
    const theirs = await save(staff.token, { applicationId: id, version: staffLoad, familyName: 'Staff' });
    expect(theirs.body).toEqual(conflict);
    expect(await familyName(applicant.token, id)).toBe('Mine');

    // Reloaded, staff save over the applicant's change knowingly.
    const reloaded = (await render(staff.token, id)).body.result.version;
    const again = await save(staff.token, { applicationId: id, version: reloaded, familyName: 'Staff' });
    expect(again.body.result).toEqual({ id, version: reloaded + 1 });
  });

  it('lets exactly one of two saves made from the same load win, 40 pairs at once', async () => {
    const applicant = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const made = await createApplications(
      server,
      applicant.user,
      Array.from({ length: 40 }, () => ({})),
    );
    const pairs = await Promise.all(
      made.map(async ({ id, version }) => {
        const [a, b] = await Promise.all([
          save(applicant.token, { applicationId: id, version, familyName: 'Applicant' }),
          save(staff.token, { applicationId: id, version, familyName: 'Staff' }),
        ]);
        return { id, version, a: a.body, b: b.body };
      }),
    );
    for (const { id, version, a, b } of pairs) {
      const answers = [a, b];
      const won = answers.filter((answer) => answer.code === Code.Success);
      const lost = answers.filter((answer) => answer.code !== Code.Success);
      expect(won).toHaveLength(1);
      expect(won[0]?.result).toEqual({ id, version: version + 1 });
      expect(lost).toEqual([conflict]);
      // What is stored is the winner's form, and the version moved once.
      const stored = (await render(staff.token, id)).body.result;
      expect(stored.version).toBe(version + 1);
      expect(stored.personalDetails?.familyName).toBe(a === won[0] ? 'Applicant' : 'Staff');
    }
  });

  it('writes only over the version given: of two writes from one version the second changes nothing', async () => {
    const { user } = await createUser(server);
    const [made] = await createApplications(server, user, [{}]);
    const { id = 0, version = 0 } = made ?? {};
    const now = server.app.now();
    const writes = await Promise.all([
      updateStep(server.app.db, id, version, { familyName: 'One' }, now),
      updateStep(server.app.db, id, version, { familyName: 'Two' }, now),
    ]);
    expect(writes.filter(Boolean)).toEqual([{ id, version: version + 1 }]);
    expect(await updateStep(server.app.db, id, version, { familyName: 'Three' }, now)).toBeUndefined();
    expect(await updateStep(server.app.db, id, version + 1, { familyName: 'Four' }, now)).toEqual({
      id,
      version: version + 2,
    });
  });

  it('refuses an application not being edited, whatever the version; staff may still correct one being processed (issue 11)', async () => {
    const { token, user } = await createUser(server);
    const staff = await createUser(server, { role: 'staff' });
    const [submitted, closed] = await createApplications(server, user, [
      { status: 'submitted' },
      { status: 'refused' },
    ]);
    const refused = { code: Code.Refused, msg: StepSaveMsg.notEditable, result: null };
    for (const [caller, row] of [
      [token, submitted],
      [token, closed],
      [staff.token, closed],
    ] as const) {
      expect((await save(caller, { applicationId: row?.id, version: row?.version })).body).toEqual(refused);
      expect((await save(caller, { applicationId: row?.id })).body).toEqual(refused);
    }
    const byStaff = await save(staff.token, { applicationId: submitted?.id, version: submitted?.version });
    expect(byStaff.body).toMatchObject({
      code: Code.Success,
      result: { id: submitted?.id, version: (submitted?.version ?? 0) + 1 },
    });
    expect((await render(token, closed?.id ?? 0)).body.result.version).toBe(closed?.version);
  });

  it('lets another applicant or another agent neither read nor write, and looks the same as a missing id', async () => {
    const owner = await createUser(server);
    const agent = await createUser(server, { role: 'agent' });
    const otherAgent = await createUser(server, { role: 'agent' });
    const stranger = await createUser(server);
    const [mine] = await createApplications(server, owner.user, [{}]);
    const [agents] = await createApplications(server, agent.user, [{ agentId: agent.user.id }]);
    for (const [token, row] of [
      [stranger.token, mine],
      [agent.token, mine],
      [otherAgent.token, agents],
      [owner.token, agents],
    ] as const) {
      const id = row?.id ?? 0;
      expect((await render(token, id)).body).toEqual(notFound);
      expect(
        (await save(token, { applicationId: id, version: row?.version, familyName: 'Intruder' })).body,
      ).toEqual(notFound);
      expect(
        (
          await server.call(
            ApiPath.saveApplicationDetails,
            { applicationId: id, version: row?.version },
            { token },
          )
        ).body,
      ).toEqual(notFound);
    }
    for (const id of [2_000_000_000, 2 ** 31, 0, 1.5, '7', 'abc']) {
      expect((await save(owner.token, { applicationId: id, version: 1 })).body).toEqual(notFound);
    }
    const kept = (await render(owner.token, mine?.id ?? 0)).body.result;
    expect(kept).toMatchObject({ personalDetails: null, applicationDetails: null, version: mine?.version });
    expect((await render(agent.token, agents?.id ?? 0)).body.code).toBe(Code.Success);
  });
});
