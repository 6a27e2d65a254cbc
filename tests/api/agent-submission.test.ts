import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import type { DeclarationAnswer, SubmitAnswer } from '../../src/domain/submission/types.ts';
import type { Category } from '../../src/domain/user.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { stepBodies } from '../support/complete-application.ts';
import { createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';
import { newEmail, registerAccount } from './helpers.ts';

/** The required kinds per category as the seed lists them. */
const REQUIRED: Record<Category, string[]> = {
  Domestic: ['PROOF_OF_IDENTITY', 'CITIZENSHIP', 'TRANSCRIPT'],
  International: ['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST'],
};
/** The test server's PUBLIC_URL is http://portal.test: the agent portal is its `agent.` host (DESIGN.md). */
const APPLICANT_HOST = 'http://portal.test/';
const AGENT_HOST = 'http://agent.portal.test/';
const REFERENCE = /APP-\d{4}-\d{6}/;
const linksOf = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/**
 * Issue 23, agents to the end: the agent declares on the student's behalf and with their authority;
 * the confirmation names the student; every mail's link goes to its recipient's portal; the student
 * whose email the agent gave gets a confirmation of their own, with or without an account.
 */
describe.each(engines)('an agent’s submission on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  /** The agent answers every step for a student with that email and uploads the required documents. */
  async function agentApplication(agent: FixtureUser, category: Category, studentEmail: string) {
    let saved = { id: -1, version: 0 };
    for (const { step, path, body } of await stepBodies(server, category)) {
      const extra =
        step === 'personal' ? { mail: studentEmail, firstGivenName: 'Amara', familyName: 'Okafor' } : {};
      const answer = await server.call<typeof saved>(
        path,
        { ...body, ...extra, applicationId: saved.id, version: saved.version },
        { token: agent.token },
      );
      expect(answer.body.code, `${path}: ${answer.body.msg}`).toBe(Code.Success);
      saved = answer.body.result;
    }
    for (const type of REQUIRED[category]) {
      const answer = await upload(server, agent.token, saved.id, {
        type,
        name: `${type.toLowerCase()}.pdf`,
        bytes: samplePdf(type),
      });
      expect(answer.code).toBe(Code.Success);
    }
    return saved.id;
  }

  it.each(['Domestic', 'International'] as const)(
    'the %s declaration for an agent says they submit on the student’s behalf and with their authority',
    async (category) => {
      const path = category === 'Domestic' ? ApiPath.domesticDeclaration : ApiPath.internationalDeclaration;
      const agent = await createUser(server, { role: 'agent' });
      const applicant = await createUser(server, { category });
      const read = async (token: string) =>
        (await server.call<DeclarationAnswer>(path, undefined, { token, method: 'GET' })).body.result.content;
      const forAgent = await read(agent.token);
      expect(forAgent).toContain("on the student's behalf and with their authority");
      expect(forAgent).not.toMatch(/\bmy\b/i);
      const own = await read(applicant.token);
      expect(own).toContain('By submitting this application I declare that:');
      expect(own).not.toContain('behalf');
    },
  );

  it('the agent’s confirmation names the student and links to the agent portal; the student without an account gets their own', async () => {
    const agent = await createUser(server, { role: 'agent', category: 'International' });
    const studentEmail = newEmail('student');
    const id = await agentApplication(agent, 'International', studentEmail);
    const answer = await server.call<SubmitAnswer>(`${ApiPath.submit}${id}`, undefined, {
      token: agent.token,
    });
    expect(answer.body.code).toBe(Code.Success);
    const reference = answer.body.result.reference;
    expect(reference).toMatch(REFERENCE);

    const toAgent = await server.smtp.waitForMail(agent.email, (m) => m.subject.includes(reference));
    expect(toAgent.subject).toContain('Amara Okafor');
    expect(toAgent.text).toContain('the application for Amara Okafor has been submitted');
    expect(linksOf(toAgent.text)).toEqual([`${AGENT_HOST}potential/home`]);

    const toStudent = await server.smtp.waitForMail(studentEmail, (m) => m.subject.includes(reference));
    expect(toStudent.text).toContain(`Its reference is ${reference}.`);
    expect(toStudent.text).toContain('register with this email address');
    expect(linksOf(toStudent.text)).toEqual([`${APPLICANT_HOST}terms`]);
    expect(server.smtp.mailsTo(studentEmail).filter((m) => m.subject.includes(reference))).toHaveLength(1);
  });

  it('a student who has an account is sent to sign in on the applicant portal', async () => {
    const agent = await createUser(server, { role: 'agent', category: 'Domestic' });
    const studentEmail = newEmail('student');
    await registerAccount(server, studentEmail);
    const id = await agentApplication(agent, 'Domestic', studentEmail);
    const answer = await server.call<SubmitAnswer>(`${ApiPath.submit}${id}`, undefined, {
      token: agent.token,
    });
    expect(answer.body.code).toBe(Code.Success);
    const { reference } = answer.body.result;
    const toStudent = await server.smtp.waitForMail(studentEmail, (m) => m.subject.includes(reference));
    expect(linksOf(toStudent.text)).toEqual([`${APPLICANT_HOST}potential/home`]);
    const toAgent = await server.smtp.waitForMail(agent.email, (m) => m.subject.includes(reference));
    expect(linksOf(toAgent.text)).toEqual([`${AGENT_HOST}potential/home`]);
  });

  it('an applicant’s own confirmation links to the applicant portal', async () => {
    const owner = await createUser(server, { category: 'Domestic' });
    let saved = { id: -1, version: 0 };
    for (const { path, body } of await stepBodies(server, 'Domestic')) {
      saved = (
        await server.call<typeof saved>(
          path,
          { ...body, applicationId: saved.id, version: saved.version },
          { token: owner.token },
        )
      ).body.result;
    }
    for (const type of REQUIRED.Domestic)
      await upload(server, owner.token, saved.id, { type, name: `${type}.pdf`, bytes: samplePdf(type) });
    const answer = await server.call<SubmitAnswer>(`${ApiPath.submit}${saved.id}`, undefined, {
      token: owner.token,
    });
    const { reference } = answer.body.result;
    const mail = await server.smtp.waitForMail(owner.email, (m) => m.subject.includes(reference));
    expect(linksOf(mail.text)).toEqual([`${APPLICANT_HOST}potential/home`]);
  });
});
