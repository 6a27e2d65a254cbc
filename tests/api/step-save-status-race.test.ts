import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/server/db/schema.ts';
import { updateStep } from '../../src/server/services/step-save.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

/**
 * The step save's write re-checks who may still change the application (issue 29, step-save's one
 * real survivor): the route refuses a save of an application no longer being edited before it writes,
 * so the write's own status condition matters only when the status changes between that read and the
 * write. Here the status is changed exactly there — after the route would have read the row, at the
 * version the client loaded — and the write must change nothing. (Every status change the server
 * makes today, a submission or a decision, also moves the version, which refuses the write as well;
 * this holds the write to its own rule, not to that coincidence.)
 */
describe.each(engines)('a step save racing a status change on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  /** An application read as editing at `version`, whose status then becomes `status`, version kept. */
  async function changedUnderneath(status: 'submitted' | 'refused') {
    const { user } = await createUser(server);
    const [row] = await createApplications(server, user, [{ status: 'editing' }]);
    const { id = 0, version = 0 } = row ?? {};
    await server.app.db.update(applications).set({ status }).where(eq(applications.id, id));
    return { id, version };
  }
  const familyNameOf = async (id: number) =>
    (await server.app.db.select().from(applications).where(eq(applications.id, id)))[0]?.familyName;

  it('an applicant’s write over an application submitted meanwhile changes nothing', async () => {
    const { id, version } = await changedUnderneath('submitted');
    const now = server.app.now();
    expect(
      await updateStep(server.app.db, id, version, { familyName: 'Late' }, now, 'applicant'),
    ).toBeUndefined();
    expect(
      await updateStep(server.app.db, id, version, { familyName: 'Late' }, now, 'agent'),
    ).toBeUndefined();
    expect(await familyNameOf(id)).toBe('Family1');
  });

  it('staff may still correct one submitted meanwhile, but not one refused meanwhile (issue 11)', async () => {
    const submitted = await changedUnderneath('submitted');
    const refused = await changedUnderneath('refused');
    const now = server.app.now();
    expect(
      await updateStep(server.app.db, refused.id, refused.version, { familyName: 'Late' }, now, 'staff'),
    ).toBeUndefined();
    expect(await familyNameOf(refused.id)).toBe('Family1');
    expect(
      await updateStep(server.app.db, submitted.id, submitted.version, { familyName: 'Fixed' }, now, 'staff'),
    ).toEqual({ id: submitted.id, version: submitted.version + 1 });
    expect(await familyNameOf(submitted.id)).toBe('Fixed');
  });
});
