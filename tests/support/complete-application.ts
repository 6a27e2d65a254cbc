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
  const save = async (path: string, body: object): Promise<SavedApplication> => {
    const answer = await server.call<SavedApplication>(path, body, { token });
    if (answer.body.code !== 204)
      throw new Error(`${path}: ${answer.body.msg} ${JSON.stringify(answer.body.result)}`);
    return answer.body.result;
  };
  const personal = await save(ApiPath.savePersonalDetails, {
    ...samplePersonalDetails(category),
    applicationId: -1,
    applicationCategory: category,
  });
  const catalogue = await loadCatalogue(server.app.db, server.app.now());
  const now = server.app.now();
  const [demo] = withDemoAnswers(
    [{ ownerId: 0, category, courseName: '', createdAt: now, updatedAt: now }],
    catalogue,
  );
  if (!demo?.applicationDetails) throw new Error('the catalogue offers no course');
  const course = await save(ApiPath.saveApplicationDetails, {
    ...demo.applicationDetails,
    applicationId: personal.id,
    version: personal.version,
  });
  return save(ApiPath.saveQualifications, {
    ...sampleQualifications(category),
    applicationId: course.id,
    version: course.version,
  });
}
