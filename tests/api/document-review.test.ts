import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import type { DecisionAnswer, HistoryAnswer } from '../../src/domain/backoffice/types.ts';
import { DocumentMsg } from '../../src/domain/documents/messages.ts';
import type { DocumentReviewAnswer } from '../../src/domain/documents/review.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { sampleOf, samplePdf, samplePng } from '../../src/server/seed/demo/sample-files.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { download, loadDocuments, upload } from '../support/uploads.ts';

/** Issue 25 item 6's words: the two marks, and a refusal of an Office file's preview. */
const NEEDS_REPLACING = 'Needs replacing';
const ACCEPTED = 'Accepted';
const NOT_PREVIEWABLE = 'This kind of document cannot be previewed. Please download it instead.';

describe.each(engines)('staff’s document checks on $name', (engine) => {
  let server: TestServer;
  let owner: FixtureUser;
  let agent: FixtureUser;
  let stranger: FixtureUser;
  let staff: FixtureUser;
  let id: number;
  const files: Record<'pdf' | 'png' | 'docx', number> = { pdf: 0, png: 0, docx: 0 };
  const pdfBytes = samplePdf('Passport scan');
  const pngBytes = samplePng(24);

  beforeAll(async () => {
    server = await startTestServer({ engine });
    owner = await createUser(server, { category: 'International' });
    agent = await createUser(server, { role: 'agent' });
    stranger = await createUser(server, { category: 'International' });
    staff = await createUser(server, { role: 'staff' });
    // Evidence is needed: the applicant may still upload, and staff may check what came.
    const [made] = await createApplications(server, owner.user, [
      { category: 'International', status: 'evidenceNeeded', agentId: agent.user.id },
    ]);
    id = made?.id ?? 0;
    await upload(server, owner.token, id, { type: 'PASSPORT', name: 'passport.pdf', bytes: pdfBytes });
    await upload(server, owner.token, id, { type: 'TRANSCRIPT', name: 'transcript.png', bytes: pngBytes });
    await upload(server, owner.token, id, { type: 'RESUME', ...sampleOf('docx', 'CV') });
    const listed = (await loadDocuments(server, owner.token, id)).body.result.applicationFiles;
    const idOf = (name: string) => listed.find((file) => file.file.sourceName === name)?.id ?? 0;
    files.pdf = idOf('passport.pdf');
    files.png = idOf('transcript.png');
    files.docx = idOf('cv.docx');
  });
  afterAll(() => server?.close());

  const preview = (fileId: number, token?: string, application = id) =>
    fetch(`${server.url}${API_PREFIX}${ApiPath.staffFilePreview}${application}/${fileId}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const envelopeOf = async (response: Response) => (await response.json()) as { code: number; msg: string };
  const mark = (fileId: number, body: unknown, token = staff.token) =>
    server.call<DocumentReviewAnswer>(`${ApiPath.staffFileMark}${id}/${fileId}`, body, { token });
  const history = async () =>
    (
      await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
        method: 'GET',
        token: staff.token,
      })
    ).body.result;

  it('shows staff a PDF in the page: inline, sandboxed, not sniffed, not kept, the same bytes', async () => {
    const response = await preview(files.pdf, staff.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="passport.pdf"/);
    expect(response.headers.get('content-security-policy')?.split(/;\s*/)).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(pdfBytes)).toBe(true);
  });

  it('shows staff a PNG as an image, sandboxed and loading nothing else', async () => {
    const response = await preview(files.png, staff.token);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="transcript.png"/);
    const csp = response.headers.get('content-security-policy')?.split(/;\s*/) ?? [];
    expect(csp).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
    expect(Buffer.from(await response.arrayBuffer()).equals(pngBytes)).toBe(true);
  });

  it('previews only what the upload check found to be a PDF, PNG or JPEG: an Office file is downloaded', async () => {
    const response = await preview(files.docx, staff.token);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await envelopeOf(response)).toMatchObject({ code: Code.Refused, msg: NOT_PREVIEWABLE });
  });

  it('refuses the preview to anyone but staff, as the download refuses those out of reach', async () => {
    // Anonymous: sign in first, for the download and the preview alike.
    expect((await envelopeOf(await preview(files.pdf))).code).toBe(Code.Forbidden);
    const anonymous = await fetch(`${server.url}${API_PREFIX}${ApiPath.downloadFile}${id}/${files.pdf}`);
    expect((await envelopeOf(anonymous)).code).toBe(Code.Forbidden);
    // An applicant of another application: neither the download nor the preview.
    const strangersDownload = await download(server, stranger.token, id, files.pdf);
    expect(JSON.parse(strangersDownload.bytes.toString())).toMatchObject({
      code: Code.Refused,
      msg: Msg.applicationNotFound,
    });
    expect(await envelopeOf(await preview(files.pdf, stranger.token))).toMatchObject({
      code: Code.Refused,
      msg: Msg.notAllowed,
    });
    // The owner and the agent who applied download their file; the preview, and its marks, are staff's.
    for (const who of [owner, agent]) {
      expect((await download(server, who.token, id, files.pdf)).response.headers.get('content-type')).toBe(
        'application/pdf',
      );
      expect(await envelopeOf(await preview(files.pdf, who.token))).toMatchObject({
        code: Code.Refused,
        msg: Msg.notAllowed,
      });
      expect((await mark(files.pdf, { mark: 'accepted' }, who.token)).body.msg).toBe(Msg.notAllowed);
    }
    // A file of another application is not found through this one.
    const [other] = await createApplications(server, owner.user, [{ category: 'International' }]);
    expect(await envelopeOf(await preview(files.pdf, staff.token, other?.id))).toMatchObject({
      code: Code.Refused,
      msg: DocumentMsg.fileNotFound,
    });
  });

  it('records each mark in the history in words, and the documents needing replacement pre-fill the evidence request', async () => {
    // 'Needs replacing' says what: no reason, no mark.
    const bare = await mark(files.pdf, { mark: 'needsReplacing', reason: '  ' });
    expect(bare.body.code).toBe(Code.Refused);
    expect(bare.body.result).toMatchObject({ errors: { reason: 'Please say what needs replacing.' } });

    const marked = await mark(files.pdf, { mark: 'needsReplacing', reason: 'The photo page is cut off.' });
    expect(marked.body.code).toBe(Code.Success);
    expect(marked.body.result.files.find((file) => file.id === files.pdf)?.mark).toMatchObject({
      mark: 'needsReplacing',
      reason: 'The photo page is cut off.',
    });
    await mark(files.png, { mark: 'accepted' });

    const { entries, evidenceReason } = await history();
    const marks = entries.filter((entry) => entry.kind === 'mark');
    expect(marks.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({
        fileName: 'transcript.png',
        fileType: 'Academic Transcript',
        mark: ACCEPTED,
      }),
      expect.objectContaining({
        fileName: 'passport.pdf',
        fileType: 'Passport',
        mark: NEEDS_REPLACING,
        reason: 'The photo page is cut off.',
      }),
    ]);
    // Words, never the keys.
    expect(JSON.stringify(marks)).not.toMatch(/PASSPORT|TRANSCRIPT|needsReplacing|"accepted"/);
    expect(evidenceReason).toBe(
      'Please upload a new copy of:\n- Passport (passport.pdf): The photo page is cut off.',
    );

    // Staff send the pre-filled request as it is: back under review, then evidence needed again.
    const decide = async (body: Record<string, unknown>) =>
      server.call<DecisionAnswer>(
        `${ApiPath.staffDecision}${id}`,
        { version: (await history()).version, ...body },
        { token: staff.token },
      );
    expect((await decide({ status: 'underReview' })).body.code).toBe(Code.Success);
    const asked = await decide({ status: 'evidenceNeeded', reason: evidenceReason, dueDate: '2099-01-31' });
    expect(asked.body.code).toBe(Code.Success);

    // Accepted after all: nothing left to ask for.
    await mark(files.pdf, { mark: 'accepted' });
    expect((await history()).evidenceReason).toBe('');
  });

  it('never shows the marks to the applicant or the agent', async () => {
    for (const who of [owner, agent]) {
      const answer = JSON.stringify((await loadDocuments(server, who.token, id)).body);
      expect(answer).not.toMatch(/Needs replacing|Accepted|photo page|mark/i);
    }
  });
});
