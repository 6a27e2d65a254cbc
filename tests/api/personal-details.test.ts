import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { PersonalDetailsForm } from '../../src/domain/personal/form.ts';
import { PersonalMsg } from '../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { personalDetailsSchema } from '../../src/domain/personal/schema.ts';
import { REFERENCE_LIST_KEYS } from '../../src/domain/reference/types.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { referenceLists } from '../../src/server/seed/reference/reference-lists.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/** Every optional field filled too, so the round trip covers the whole form. */
function everyField(category: Category): PersonalDetailsForm {
  return {
    ...samplePersonalDetails(category),
    otherGivenName: 'Mai',
    studentUsi: 'ABCDE12345',
    homeNumberCountryCode: '61',
    homeNumberAreaCode: '2',
    homeNumber: '98765432',
    workNumberCountryCode: '61',
    workNumberAreaCode: '3',
    workNumber: '91234567',
    localAddressStreetLine2: 'Unit 4',
    contactAddress2: 'Level 2',
    religion: referenceLists.religions[0]?.id ?? null,
    communication: true,
    pickupAllowed: false,
    resident: true,
    payAllFees: true,
  };
}

describe.each(engines)('personal details step on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  const render = (token: string, id: number | string) =>
    server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${id}`, undefined, { token });
  const save = (token: string, form: unknown) =>
    server.call<{ id: number; version: number }>(ApiPath.savePersonalDetails, form, { token });
  const expected = (form: PersonalDetailsForm, role: Role, category: Category) => {
    const { applicationId: _id, ...details } = personalDetailsSchema({
      mode: role,
      category,
      now: () => server.app.now(),
    }).parse(form);
    return details;
  };

  describe('render/edit', () => {
    it('answers every reference list from the database and no details for a new application', async () => {
      const { token } = await createUser(server);
      const answer = await render(token, -1);
      expect(answer.body.code).toBe(Code.Success);
      for (const key of REFERENCE_LIST_KEYS) expect(answer.body.result[key]).toEqual(referenceLists[key]);
      expect(answer.body.result).toMatchObject({
        personalDetails: null,
        status: null,
        applicationCategory: null,
        id: -1,
        version: 0,
      });
    });

    it('answers an application to its owner, the agent who made it and staff, and to nobody else', async () => {
      const owner = await createUser(server);
      const agent = await createUser(server, { role: 'agent' });
      const staff = await createUser(server, { role: 'staff' });
      const stranger = await createUser(server);
      const [mine] = await createApplications(server, owner.user, [{ category: 'International' }]);
      const [agents] = await createApplications(server, agent.user, [{ agentId: agent.user.id }]);
      for (const [token, id] of [
        [owner.token, mine?.id],
        [agent.token, agents?.id],
        [staff.token, mine?.id],
      ] as const) {
        const answer = await render(token, id ?? 0);
        expect(answer.body.result).toMatchObject({ id, status: 'Editing', personalDetails: null });
      }
      expect((await render(owner.token, mine?.id ?? 0)).body.result.applicationCategory).toBe(
        'International',
      );
      for (const [token, id] of [
        [stranger.token, mine?.id],
        [agent.token, mine?.id],
        [owner.token, agents?.id],
        [owner.token, 'abc'],
      ] as const) {
        expect((await render(token, id ?? 0)).body).toEqual({
          code: Code.Refused,
          msg: Msg.applicationNotFound,
          result: null,
        });
      }
    });

    it('needs a session', async () => {
      expect((await server.call(`${ApiPath.renderEdit}-1`)).body.code).toBe(Code.Forbidden);
      expect((await server.call(ApiPath.savePersonalDetails, {})).body.code).toBe(Code.Forbidden);
    });
  });

  describe('save', () => {
    it.each(['Domestic', 'International'] as const)(
      'creates a %s application on the first save and round-trips every field',
      async (category) => {
        const { token, user } = await createUser(server);
        const form = everyField(category);
        const first = await save(token, { ...form, applicationId: -1 });
        expect(first.body.code).toBe(Code.Success);
        const id = first.body.result.id;
        expect(id).toBeGreaterThan(0);

        const loaded = (await render(token, id)).body.result;
        expect(loaded).toMatchObject({ id, status: 'Editing', applicationCategory: category, version: 1 });
        expect(first.body.result.version).toBe(1);
        expect(loaded.personalDetails).toEqual(expected(form, user.role, category));

        const again = await save(token, { ...form, familyName: 'Tran', applicationId: id, version: 1 });
        expect(again.body.result).toEqual({ id, version: 2 });
        expect((await render(token, id)).body.result.personalDetails?.familyName).toBe('Tran');
      },
    );

    it('copies the names and mail to the list columns and bumps the version', async () => {
      const { token, user } = await createUser(server);
      const [made] = await createApplications(server, user, [{}]);
      const form = samplePersonalDetails('Domestic');
      const saved = await save(token, { ...form, applicationId: made?.id, version: made?.version });
      expect(saved.body.result).toEqual({ id: made?.id, version: (made?.version ?? 0) + 1 });
      const list = await server.call<{ list: { id: number; firstGivenName: string; familyName: string }[] }>(
        ApiPath.listApplications,
        {},
        { token },
      );
      expect(list.body.result.list[0]).toMatchObject({
        id: made?.id,
        firstGivenName: form.firstGivenName,
        familyName: form.familyName,
      });
    });

    it('refuses what the form refuses, with the same messages', async () => {
      const { token } = await createUser(server);
      const young = new Date(server.app.now());
      young.setFullYear(young.getFullYear() - 17);
      const form = {
        ...samplePersonalDetails('International'),
        birthDate: young.toISOString().slice(0, 10),
        countryOfCitizenship: 10356,
        passportNumber: '',
        localAddressPostcode: '123',
      };
      const answer = await save(token, form);
      expect(answer.body.code).toBe(Code.Refused);
      expect(answer.body.msg).toBe(Msg.correctEditInformation);
      expect(answer.body.result).toMatchObject({
        errors: {
          birthDate: PersonalMsg.ageOver18,
          passportNumber: PersonalMsg.passportRequired,
          localAddressPostcode: PersonalMsg.postcode4Digits,
        },
      });
    });

    it('validates for the role on the account: staff may leave the emergency contact empty', async () => {
      const applicant = await createUser(server);
      const staff = await createUser(server, { role: 'staff' });
      const form = { ...samplePersonalDetails('Domestic'), contactTitle: null, contactFamilyName: '' };
      const refused = await save(applicant.token, form);
      expect(refused.body.result).toMatchObject({ errors: { contactTitle: PersonalMsg.titleRequired } });
      expect((await save(staff.token, form)).body.code).toBe(Code.Success);
    });

    it('refuses an application not being edited, and one out of reach', async () => {
      const { token, user } = await createUser(server);
      const stranger = await createUser(server);
      const [submitted] = await createApplications(server, user, [{ status: 'submitted' }]);
      const form = samplePersonalDetails('Domestic');
      expect((await save(token, { ...form, applicationId: submitted?.id })).body).toEqual({
        code: Code.Refused,
        msg: StepSaveMsg.notEditable,
        result: null,
      });
      expect((await save(stranger.token, { ...form, applicationId: submitted?.id })).body.msg).toBe(
        Msg.applicationNotFound,
      );
    });

    it('records the agent on an application an agent makes', async () => {
      const agent = await createUser(server, { role: 'agent' });
      const created = await save(agent.token, samplePersonalDetails('International'));
      const id = created.body.result.id;
      expect((await render(agent.token, id)).body.result.id).toBe(id);
      const list = await server.call<{ list: { id: number }[] }>(
        ApiPath.listApplications,
        {},
        { token: agent.token },
      );
      expect(list.body.result.list.map((row) => row.id)).toContain(id);
    });
  });
});
