import { ApiPath } from '../../src/domain/api-paths.ts';
import { samplePersonalDetails } from '../../src/domain/personal/sample.ts';
import { sampleQualifications } from '../../src/domain/qualifications/sample.ts';
import type { Category } from '../../src/domain/user.ts';
import { withDemoAnswers } from '../../src/server/seed/demo/answers.ts';
import { loadCatalogue } from '../../src/server/services/catalogue.ts';
import type { TestServer } from './test-server.ts';

export interface SavedApplication {
  id: number;
  version: number;
}

/** Each form step's save path and a complete answer of it, as the sample and demo answers give them. */
export interface StepBody {
  step: 'personal' | 'application' | 'qualifications';
  path: string;
  body: Record<string, unknown>;
}

/** The answers of the personal, course (an offering of the real catalogue) and qualifications steps. */
export async function stepBodies(server: TestServer, category: Category): Promise<StepBody[]> {
  const catalogue = await loadCatalogue(server.app.db, server.app.now());
  const now = server.app.now();
  const [demo] = withDemoAnswers(
    [{ ownerId: 0, category, courseName: '', createdAt: now, updatedAt: now }],
    catalogue,
  );
  if (!demo?.applicationDetails) throw new Error('the catalogue offers no course');
  return [
    {
      step: 'personal',
      path: ApiPath.savePersonalDetails,
      body: { ...samplePersonalDetails(category), applicationCategory: category },
    },
    { step: 'application', path: ApiPath.saveApplicationDetails, body: { ...demo.applicationDetails } },
    { step: 'qualifications', path: ApiPath.saveQualifications, body: { ...sampleQualifications(category) } },
  ];
}

/**
 * An application with its personal details, course and qualifications saved through the steps'
 * own save calls, as the applicant (or agent, or staff) holding `token` would: the sample answers
 * and an offering of the real catalogue (the demo seed's choice). No documents.
 */
export async function answeredApplication(
  server: TestServer,
  token: string,
  category: Category,
): Promise<SavedApplication> {
  let saved: SavedApplication = { id: -1, version: 0 };
  for (const { path, body } of await stepBodies(server, category)) {
    const answer = await server.call<SavedApplication>(
      path,
      { ...body, applicationId: saved.id, version: saved.version },
      { token },
    );
    if (answer.body.code !== 204)
      throw new Error(`${path}: ${answer.body.msg} ${JSON.stringify(answer.body.result)}`);
    saved = answer.body.result;
  }
  return saved;
}
