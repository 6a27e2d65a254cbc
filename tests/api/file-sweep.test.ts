import { Readable } from 'node:stream';
import { Code } from '../../src/domain/envelope.ts';
import { samplePdf } from '../../src/server/seed/demo/sample-files.ts';
import { sweepOrphanFiles } from '../../src/server/services/file-sweep.ts';
import { createApplications, createUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { upload } from '../support/uploads.ts';

const HOUR = 3_600_000;

/** Issue 10/13: bytes a crash left without a row are removed once they are older than an hour. */
describe.each(engines)('the stored-file sweep on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  it('removes a stray file an hour old, keeps a young stray and every file an application points at', async () => {
    const owner = await createUser(server, { category: 'International' });
    const [made] = await createApplications(server, owner.user, [{ category: 'International' }]);
    const uploaded = await upload(server, owner.token, made?.id ?? 0, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('p'),
    });
    expect(uploaded.code).toBe(Code.Success);
    const stray = await (await server.app.files.receive(Readable.from([samplePdf('stray')]))).accept();
    const kept = await server.app.files.list();
    expect(kept).toContain(stray);

    // Young: it may be an upload being recorded right now.
    expect(await sweepOrphanFiles(server.app.db, server.app.files, new Date())).toBe(0);
    expect(await server.app.files.list()).toContain(stray);

    const later = new Date(Date.now() + 2 * HOUR);
    expect(await sweepOrphanFiles(server.app.db, server.app.files, later)).toBe(1);
    const after = await server.app.files.list();
    expect(after).not.toContain(stray);
    expect(after).toHaveLength(kept.length - 1);
  });
});
