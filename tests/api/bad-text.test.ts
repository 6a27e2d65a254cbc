import { sql } from 'drizzle-orm';
import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import { SUPPORT_MESSAGES } from '../../src/domain/support/support.ts';
import { StorableMsg } from '../../src/server/http/storable.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { type CallResult, startTestServer, type TestServer } from '../support/test-server.ts';

/** Text PostgreSQL cannot store, as a client's JSON carries it. */
const BAD_TEXT = {
  nul: 'Nguyen\u0000',
  loneHigh: 'Ngu\uD800yen',
  loneLow: '\uDC00Nguyen',
} as const;
/** The same in a URL: a lone surrogate has no UTF-8, so a client sends its 3-byte (CESU) form. */
const BAD_URL_TEXT: Record<keyof typeof BAD_TEXT, string> = {
  nul: 'Nguyen%00',
  loneHigh: 'Ngu%ED%A0%80yen',
  loneLow: '%ED%B0%80Nguyen',
};
/** One past the largest int4: every id column and int4 parameter refuses it. */
const PAST_INT4 = 2 ** 31;

const textRefused = (field: string) => ({
  code: Code.Refused,
  msg: Msg.correctEditInformation,
  result: { errors: { [field]: StorableMsg.text } },
});

/** A handled answer: HTTP 200 and an envelope, never a crash. */
function handled<T>(answer: CallResult<T>) {
  expect(answer.status).toBe(200);
  expect(answer.body.code).not.toBe(Code.ServerError);
  return answer.body;
}

/**
 * Text the database cannot store (NUL, a lone surrogate) and numbers past int4, in every place a
 * caller can put them: refused with a message (or as an unknown id), never an HTTP 500.
 */
describe.each(engines)('values the database cannot store, on $name', (engine) => {
  let server: TestServer;
  let applicant: FixtureUser;
  let agent: FixtureUser;
  let staff: FixtureUser;
  let id: number;
  let version: number;
  beforeAll(async () => {
    server = await startTestServer({
      engine,
      // A statement the schemas did not stop: the last line of defence must still answer 406.
      prepare: (app) => {
        app.post('/api/test/int4', async () => app.db.execute(sql`select ${String(PAST_INT4)}::int4`));
        app.post('/api/test/nul', async () => app.db.execute(sql`select ${'a\u0000b'}::text`));
      },
    });
    applicant = await createUser(server);
    agent = await createUser(server, { role: 'agent' });
    staff = await createUser(server, { role: 'staff' });
    const [made] = await createApplications(server, applicant.user, [{}]);
    id = made?.id ?? 0;
    version = made?.version ?? 0;
  });
  afterAll(() => server?.close());

  const personal = (body: Record<string, unknown>, token = applicant.token) =>
    server.call(
      ApiPath.savePersonalDetails,
      { ...samplePersonalDetails('Domestic'), applicationId: id, version, ...body },
      { token },
    );

  describe.each(Object.entries(BAD_TEXT) as [keyof typeof BAD_TEXT, string][])('%s', (name, bad) => {
    it('in personal details text, top level or in a list', async () => {
      for (const field of [
        'familyName',
        'firstGivenName',
        'localAddressStreetLine1',
        'mail',
        'passportNumber',
      ])
        expect(handled(await personal({ [field]: bad }))).toEqual(textRefused(field));
      expect(handled(await personal({ applicationId: -1, familyName: bad }))).toEqual(
        textRefused('familyName'),
      );
      expect(handled(await personal({ disabilityType: [bad] }))).toEqual(textRefused('disabilityType.0'));
      expect(handled(await personal({ [`x${bad}`]: 1 }))).toEqual(textRefused(`x${bad}`));
    });

    it('in the course step’s text and RPL items', async () => {
      const save = (body: Record<string, unknown>) =>
        server.call(
          ApiPath.saveApplicationDetails,
          { applicationId: id, version, ...body },
          { token: applicant.token },
        );
      expect(handled(await save({ fundingCostDetails: bad }))).toEqual(textRefused('fundingCostDetails'));
      expect(
        handled(await save({ applicationRpls: [{ previousInstitutionName: 'Uni', courseCode: bad }] })),
      ).toEqual(textRefused('applicationRpls.0.courseCode'));
    });

    it('in the applications list keywords', async () => {
      for (const user of [applicant, agent])
        expect(
          handled(await server.call(ApiPath.listApplications, { keywords: bad }, { token: user.token })),
        ).toEqual(textRefused('keywords'));
    });

    it('in a support request’s subject and content', async () => {
      const add = { type: 1, subject: 'Help', content: 'Please' };
      for (const [user, path] of [
        [applicant, ApiPath.supportAdd],
        [agent, ApiPath.agentSupportAdd],
      ] as const) {
        const call = (body: object) => server.call(path, { ...add, ...body }, { token: user.token });
        expect(handled(await call({ subject: bad }))).toEqual(textRefused('subject'));
        expect(handled(await call({ content: bad }))).toEqual(textRefused('content'));
      }
    });

    it('in a query string and in a route id', async () => {
      const query = BAD_URL_TEXT[name];
      const category = await server.call(`${ApiPath.accountCategory}?accountCategory=${query}`, undefined, {
        token: applicant.token,
      });
      // Bytes that are no UTF-8 decode to U+FFFD, which is storable: the field's own rule answers.
      const refusedAt = (field: string) =>
        name === 'nul' ? textRefused(field) : expect.objectContaining({ code: Code.Refused });
      expect(handled(category)).toEqual(refusedAt('accountCategory'));
      const obtain = await server.call(`${ApiPath.obtainPersonalDetails}?studentNum=${query}`, undefined, {
        token: staff.token,
      });
      expect(handled(obtain)).toEqual(refusedAt('studentNum'));
      // In a path: NUL is an id that is no id; a surrogate's bytes are no UTF-8, so no route at all.
      const inPath = async (path: string, method: 'GET' | 'POST') => {
        const answer = await server.call(path, undefined, { token: applicant.token, method });
        if (name !== 'nul') {
          expect(answer.status).toBe(404);
          expect(answer.body).toEqual({ code: 404, msg: Msg.notFound, result: null });
          return undefined;
        }
        return handled(answer).msg;
      };
      for (const path of [ApiPath.renderEdit, ApiPath.deleteApplication])
        expect(await inPath(`${path}${query}`, 'POST')).toBe(
          name === 'nul' ? Msg.applicationNotFound : undefined,
        );
      expect(await inPath(`${ApiPath.summaryDetail}${query}`, 'GET')).toBe(
        name === 'nul' ? Msg.applicationNotFound : undefined,
      );
      expect(await inPath(`${ApiPath.supportDetail}${query}`, 'GET')).toBe(
        name === 'nul' ? Msg.supportNotFound : undefined,
      );
    });
  });

  describe(`the number ${PAST_INT4}`, () => {
    it('as a personal details choice is refused at its field', async () => {
      for (const field of ['title', 'gender', 'countryOfBirth', 'agentId']) {
        const body = handled(await personal({ [field]: PAST_INT4 }));
        expect(body).toMatchObject({ code: Code.Refused, msg: Msg.correctEditInformation });
        expect((body.result as { errors: Record<string, string> }).errors[field]).toEqual(expect.any(String));
      }
      const list = handled(await personal({ disabilityType: [PAST_INT4] }));
      expect((list.result as { errors: Record<string, string> }).errors['disabilityType.0']).toEqual(
        expect.any(String),
      );
    });

    it('as the application id of a save is an application not found; as its version, a conflict', async () => {
      for (const path of [ApiPath.savePersonalDetails, ApiPath.saveApplicationDetails]) {
        const unknown = await server.call(
          path,
          { applicationId: PAST_INT4, version },
          { token: applicant.token },
        );
        expect(handled(unknown)).toEqual({ code: Code.Refused, msg: Msg.applicationNotFound, result: null });
        const stale = await server.call(
          path,
          { applicationId: id, version: PAST_INT4 },
          { token: applicant.token },
        );
        expect(handled(stale)).toEqual({ code: Code.Refused, msg: StepSaveMsg.conflict, result: null });
      }
    });

    it('as a route id is an unknown id', async () => {
      for (const token of [applicant.token, staff.token])
        expect(
          handled(await server.call(`${ApiPath.renderEdit}${PAST_INT4}`, undefined, { token })).msg,
        ).toBe(Msg.applicationNotFound);
      expect(
        handled(
          await server.call(`${ApiPath.deleteApplication}${PAST_INT4}`, undefined, {
            token: applicant.token,
          }),
        ).msg,
      ).toBe(Msg.applicationNotFound);
      for (const path of [ApiPath.summaryDetail, ApiPath.supportDetail]) {
        const answer = await server.call(`${path}${PAST_INT4}`, undefined, {
          token: applicant.token,
          method: 'GET',
        });
        expect(handled(answer).code).toBe(Code.Refused);
      }
    });

    it('as a support type is a type not in the list', async () => {
      const answer = await server.call(
        ApiPath.supportAdd,
        { type: PAST_INT4, subject: 'Help' },
        { token: applicant.token },
      );
      expect(handled(answer)).toEqual({
        code: Code.Refused,
        msg: Msg.correctEditInformation,
        result: { errors: { type: SUPPORT_MESSAGES.typeUnknown } },
      });
    });

    it('as a page number or size is a page, or a refusal at the field', async () => {
      for (const [path, token] of [
        [ApiPath.listApplications, applicant.token],
        [ApiPath.supportList, applicant.token],
      ] as const) {
        const page = handled(await server.call(path, { pageNum: PAST_INT4 }, { token }));
        expect(page.code).toBe(Code.Success);
        expect((page.result as { list: unknown[] }).list).toEqual([]);
        const size = handled(await server.call(path, { pageSize: PAST_INT4 }, { token }));
        expect(size).toMatchObject({ code: Code.Refused, msg: Msg.correctEditInformation });
      }
    });
  });

  it('is refused with a message even when no schema stopped it (the database’s own refusal)', async () => {
    for (const path of ['/test/int4', '/test/nul'])
      expect(handled(await server.call(path))).toEqual({
        code: Code.Refused,
        msg: StorableMsg.value,
        result: null,
      });
  });

  it('leaves the application as it was', async () => {
    const answer = await server.call<{
      version: number;
      personalDetails: unknown;
      applicationDetails: unknown;
    }>(`${ApiPath.renderEdit}${id}`, undefined, { token: applicant.token });
    expect(answer.body.result).toMatchObject({ version, personalDetails: null, applicationDetails: null });
  });
});
