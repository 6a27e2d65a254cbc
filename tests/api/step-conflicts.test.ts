import { ApiPath } from '../../src/domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../src/domain/applications/render-edit.ts';
import { Code } from '../../src/domain/envelope.ts';
import { StepSaveMsg } from '../../src/domain/steps/messages.ts';
import { answeredApplication, type StepBody, stepBodies } from '../support/complete-application.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

interface Saved {
  id: number;
  version: number;
}

/** The older other-details step, answered with every question's shortest way through. */
const otherStep: StepBody = {
  step: 'other' as StepBody['step'],
  path: ApiPath.saveOtherDetail,
  body: {
    englishIsFirstLanguage: true,
    englishSecondaryStudy: false,
    englishPostSecondaryStudy: false,
    completedEnglishTest: false,
    studiedByAgent: false,
  },
};

/**
 * Two tabs on every step (issue 13 item 5): both load the same version, the first save wins, the
 * second is told the application changed elsewhere and changes nothing; no step saves while the
 * application is submitted.
 */
describe.each(engines)('saves from two tabs, on every step, on $name', (engine) => {
  let server: TestServer;
  let applicant: FixtureUser;
  let steps: StepBody[];
  beforeAll(async () => {
    server = await startTestServer({ engine });
    applicant = await createUser(server, { category: 'Domestic' });
    steps = [...(await stepBodies(server, 'Domestic')), otherStep];
  });
  afterAll(() => server?.close());

  const save = (step: StepBody, target: Saved) =>
    server.call<Saved>(
      step.path,
      { ...step.body, applicationId: target.id, version: target.version },
      {
        token: applicant.token,
      },
    );
  /** Everything stored of the application, as the steps load it. */
  const stored = async (id: number) => {
    const { drafts: _drafts, ...answer } = (
      await server.call<StepsRenderAnswer>(`${ApiPath.renderEdit}${id}`, undefined, {
        token: applicant.token,
      })
    ).body.result;
    const other = await server.call(`${ApiPath.editOther}${id}`, undefined, { token: applicant.token });
    return JSON.stringify([answer, other.body.result]);
  };

  it('refuses the second tab’s save with the conflict message and keeps the first tab’s', async () => {
    const application = await answeredApplication(server, applicant.token, 'Domestic');
    let loaded = application;
    for (const step of steps) {
      const first = await save(step, loaded);
      expect(first.body, step.path).toMatchObject({
        code: Code.Success,
        result: { version: loaded.version + 1 },
      });
      const before = await stored(loaded.id);
      const second = await save(step, loaded); // the other tab, from the same load
      expect(second.body, step.path).toEqual({ code: Code.Refused, msg: StepSaveMsg.conflict, result: null });
      expect(await stored(loaded.id), step.path).toBe(before);
      loaded = first.body.result;
    }
  });

  it('refuses every step’s save while the application is submitted', async () => {
    const [application] = await createApplications(server, applicant.user, [{ status: 'submitted' }]);
    if (!application) throw new Error('no application');
    for (const step of steps) {
      const answer = await save(step, application);
      expect(answer.body, step.path).toEqual({
        code: Code.Refused,
        msg: StepSaveMsg.notEditable,
        result: null,
      });
    }
  });
});
