import { existsSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import type { HistoryAnswer } from '../../src/domain/backoffice/types.ts';
import { MAX_FILE_BYTES, OTHER_DOCUMENT, UPLOAD_EXTENSIONS } from '../../src/domain/documents/constants.ts';
import { DocumentMsg } from '../../src/domain/documents/messages.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import { sampleOf, samplePdf, samplePng } from '../../src/server/seed/demo/sample-files.ts';
import type { FileStorage, ReceivedFile } from '../../src/server/services/file-storage.ts';
import { createApplications, createUser, type FixtureUser } from '../support/db-fixtures.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { download, loadDocuments, upload } from '../support/uploads.ts';

/** The International types the seed lists (src/server/seed/reference/document-types.ts), in order. */
const INTERNATIONAL_TYPES = ['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST', 'VISA', 'RESUME', OTHER_DOCUMENT];

const BOUNDARY = 'portal-test-boundary';

/** One part of a hand-made multipart form: a field, or a file when it has a name. */
interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart form as bytes, with its closing boundary (a browser's FormData cannot send these). */
function formBytes(parts: Part[]): Buffer {
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    return [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    ];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

describe.each(engines)('the documents step on $name', (engine) => {
  let server: TestServer;
  let owner: FixtureUser;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    owner = await createUser(server, { category: 'International' });
  });
  afterAll(() => server?.close());

  const application = async (who: FixtureUser = owner, status = 'editing') => {
    const [made] = await createApplications(server, who.user, [{ category: 'International', status }]);
    if (!made) throw new Error('no application');
    return made.id;
  };
  const filesOf = async (id: number, token = owner.token) =>
    (await loadDocuments(server, token, id)).body.result?.applicationFiles ?? [];
  /** Sends raw multipart bytes to the upload path; the HTTP status and the envelope. */
  const sendForm = async (id: number, bytes: Buffer) => {
    const response = await fetch(`${server.url}${API_PREFIX}${ApiPath.uploadFile}${id}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${owner.token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: new Uint8Array(bytes),
    });
    return { status: response.status, body: (await response.json()) as { code: number; msg: string } };
  };
  /** Runs `during` with the storage's receive replaced by `receive` (given the real one), then restores it. */
  const withReceive = async <T>(
    receive: (real: FileStorage['receive'], content: Readable) => Promise<ReceivedFile>,
    during: () => Promise<T>,
  ): Promise<T> => {
    const files = server.app.files;
    const real = files.receive.bind(files);
    files.receive = (content) => receive(real, content);
    try {
      return await during();
    } finally {
      files.receive = real;
    }
  };

  it('lists the category’s kinds (required first, the other document last and never required) and no files', async () => {
    const id = await application();
    const { body } = await loadDocuments(server, owner.token, id);
    expect(body.code).toBe(Code.Success);
    expect(Object.keys(body.result.allUploadTypes)).toEqual(INTERNATIONAL_TYPES);
    expect(body.result.allUploadTypes.PASSPORT).toBe('Passport');
    expect(body.result.uploadTypes).toEqual(['PASSPORT', 'TRANSCRIPT', 'ENGLISH_TEST']);
    expect(body.result).toMatchObject({
      applicationFiles: [],
      status: 'Editing',
      applicationCategory: 'International',
      id,
    });
  });

  it('takes a file of each allowed extension with real content, lists it and gives the same bytes back', async () => {
    const id = await application();
    const placed = UPLOAD_EXTENSIONS.map((extension, index) => ({
      type: INTERNATIONAL_TYPES[index % INTERNATIONAL_TYPES.length] ?? OTHER_DOCUMENT,
      ...sampleOf(extension, `Scan ${extension}`),
    }));
    for (const file of placed) {
      const answer = await upload(server, owner.token, id, file);
      expect(answer, file.name).toMatchObject({ code: Code.Success, msg: Msg.success });
    }
    const files = await filesOf(id);
    expect(files.map((file) => file.file.sourceName).sort()).toEqual(placed.map((file) => file.name).sort());
    const sent = placed.find((file) => file.name === 'scan-pdf.pdf');
    const pdf = files.find((file) => file.file.sourceName === 'scan-pdf.pdf');
    expect(pdf).toMatchObject({ fileType: sent?.type, file: { size: sent?.bytes.length } });
    const got = await download(server, owner.token, id, pdf?.id ?? 0);
    expect(got.response.headers.get('content-type')).toBe('application/pdf');
    expect(got.response.headers.get('content-disposition')).toContain('attachment; filename="scan-pdf.pdf"');
    expect(
      got.bytes.equals(placed.find((file) => file.name === 'scan-pdf.pdf')?.bytes ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it('removes bidirectional controls and invisible formatting from a file name before storing or showing it (issue 24)', async () => {
    const id = await application();
    const names: Array<[sent: string, shown: string]> = [
      ['evil\u202Efdp.exe.pdf', 'evilfdp.exe.pdf'], // right-to-left override: read as "evilexe.pdf…"
      ['\u2067scan\u2069\u200B copy\uFEFF.pdf', 'scan copy.pdf'], // an isolate, a zero-width space, a BOM
      ['نامه\u200Cها.pdf', 'نامه\u200Cها.pdf'], // a Persian word keeps its zero-width non-joiner
    ];
    for (const [name] of names)
      expect(
        await upload(server, owner.token, id, { type: 'PASSPORT', name, bytes: samplePdf(name) }),
      ).toMatchObject({
        code: Code.Success,
      });
    const files = await filesOf(id);
    expect(files.map((file) => file.file.sourceName).sort()).toEqual(names.map(([, shown]) => shown).sort());
    const evil = files.find((file) => file.file.sourceName === 'evilfdp.exe.pdf');
    const got = await download(server, owner.token, id, evil?.id ?? 0);
    expect(got.response.headers.get('content-disposition')).toContain('evilfdp.exe.pdf');
    expect(got.response.headers.get('content-disposition')).not.toMatch(/\u202E|%E2%80%AE/i);
  });

  describe('refuses, with a clear message and nothing stored', () => {
    const refused: Array<[string, () => { type: string; name: string; bytes: Buffer }, string]> = [
      [
        'a renamed executable',
        () => ({
          type: 'PASSPORT',
          name: 'passport.doc',
          bytes: Buffer.concat([Buffer.from('MZ\x90\x00\x03', 'latin1'), Buffer.alloc(2000)]),
        }),
        DocumentMsg.content,
      ],
      [
        'a text file called .pdf',
        () => ({ type: 'PASSPORT', name: 'passport.pdf', bytes: Buffer.from('just some text\n'.repeat(50)) }),
        DocumentMsg.content,
      ],
      [
        'a PNG called .pdf',
        () => ({ type: 'PASSPORT', name: 'passport.pdf', bytes: samplePng() }),
        DocumentMsg.content,
      ],
      [
        'an extension not allowed',
        () => ({ type: 'PASSPORT', name: 'setup.exe', bytes: samplePdf('x') }),
        DocumentMsg.extension,
      ],
      [
        'a path-traversal file name',
        () => ({ type: 'PASSPORT', name: '../../etc/passport.pdf', bytes: samplePdf('x') }),
        DocumentMsg.fileName,
      ],
      [
        'a Windows path in the name',
        () => ({ type: 'PASSPORT', name: '..\\..\\passport.pdf', bytes: samplePdf('x') }),
        DocumentMsg.fileName,
      ],
      [
        'a kind the category does not list',
        () => ({ type: 'CITIZENSHIP', name: 'passport.pdf', bytes: samplePdf('x') }),
        DocumentMsg.unknownType,
      ],
      ['no kind', () => ({ type: '', name: 'passport.pdf', bytes: samplePdf('x') }), DocumentMsg.unknownType],
      [
        'an empty file',
        () => ({ type: 'PASSPORT', name: 'passport.pdf', bytes: Buffer.alloc(0) }),
        DocumentMsg.empty,
      ],
      [
        'a 21 MB file',
        () => ({
          type: 'PASSPORT',
          name: 'passport.pdf',
          bytes: Buffer.concat([samplePdf('big'), Buffer.alloc(MAX_FILE_BYTES + 1024 * 1024)]),
        }),
        DocumentMsg.tooLarge,
      ],
    ];
    it.each(refused)('%s', async (_label, file, message) => {
      const id = await application();
      const storedBefore = (await server.app.files.list()).length;
      const answer = await upload(server, owner.token, id, file());
      expect(answer).toMatchObject({ code: Code.Refused, msg: message });
      expect(await filesOf(id)).toEqual([]);
      expect((await server.app.files.list()).length).toBe(storedBefore);
    });

    it('a sixth file of a kind', async () => {
      const id = await application();
      for (let n = 1; n <= 5; n++) {
        const answer = await upload(server, owner.token, id, {
          type: 'TRANSCRIPT',
          name: `page-${n}.png`,
          bytes: samplePng(),
        });
        expect(answer.code).toBe(Code.Success);
      }
      const storedBefore = (await server.app.files.list()).length;
      const sixth = await upload(server, owner.token, id, {
        type: 'TRANSCRIPT',
        name: 'page-6.png',
        bytes: samplePng(),
      });
      expect(sixth).toMatchObject({ code: Code.Refused, msg: DocumentMsg.tooMany });
      expect(await filesOf(id)).toHaveLength(5);
      expect((await server.app.files.list()).length).toBe(storedBefore);
      // Another kind still takes files.
      const other = await upload(server, owner.token, id, {
        type: OTHER_DOCUMENT,
        name: 'letter.pdf',
        bytes: samplePdf('letter'),
      });
      expect(other.code).toBe(Code.Success);
    });

    it('six racing uploads of one kind: five stored', async () => {
      const id = await application();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, n) =>
          upload(server, owner.token, id, { type: 'VISA', name: `visa-${n}.png`, bytes: samplePng() }),
        ),
      );
      expect(answers.filter((answer) => answer.code === Code.Success)).toHaveLength(5);
      expect(await filesOf(id)).toHaveLength(5);
    });

    it('a form without the kind of document, or with the kind as a JSON list instead of text', async () => {
      const id = await application();
      const file: Part = { name: 'file', value: samplePdf('x'), filename: 'passport.pdf' };
      const withoutKind = await sendForm(id, formBytes([file]));
      expect(withoutKind.body).toMatchObject({ code: Code.Refused, msg: DocumentMsg.unknownType });
      const asJson = await sendForm(
        id,
        formBytes([{ name: 'type', value: '["PASSPORT"]', contentType: 'application/json' }, file]),
      );
      expect(asJson.body).toMatchObject({ code: Code.Refused, msg: DocumentMsg.unknownType });
      expect(await filesOf(id)).toEqual([]);
    });

    it('a form cut short while its file arrives: unreadable, not too large, nothing kept', async () => {
      const id = await application();
      const storedBefore = (await server.app.files.list()).length;
      const whole = formBytes([
        { name: 'type', value: 'PASSPORT' },
        { name: 'file', value: samplePdf('cut'), filename: 'passport.pdf' },
      ]);
      const cut = whole.subarray(0, whole.length - `\r\n--${BOUNDARY}--\r\n`.length - 10);
      const answer = await sendForm(id, cut);
      expect(answer.body).toMatchObject({ code: Code.Refused, msg: Msg.requestUnreadable });
      expect(await filesOf(id)).toEqual([]);
      expect((await server.app.files.list()).length).toBe(storedBefore);
    });

    it('a sixth file of a kind is refused for the count before its content is looked at', async () => {
      const id = await application();
      for (let n = 1; n <= 5; n++)
        expect(
          (
            await upload(server, owner.token, id, {
              type: 'RESUME',
              name: `cv-${n}.pdf`,
              bytes: samplePdf('cv'),
            })
          ).code,
        ).toBe(Code.Success);
      // docs/api.md: fewer than 5 of the kind is checked before size, emptiness and content.
      const empty = await upload(server, owner.token, id, {
        type: 'RESUME',
        name: 'cv-6.pdf',
        bytes: Buffer.alloc(0),
      });
      expect(empty).toMatchObject({ code: Code.Refused, msg: DocumentMsg.tooMany });
      const text = await upload(server, owner.token, id, {
        type: 'RESUME',
        name: 'cv-7.pdf',
        bytes: Buffer.from('not a pdf\n'.repeat(20)),
      });
      expect(text).toMatchObject({ code: Code.Refused, msg: DocumentMsg.tooMany });
      expect(await filesOf(id)).toHaveLength(5);
    });

    it('a refused file leaves no temporary copy behind', async () => {
      const id = await application();
      const received: string[] = [];
      const answer = await withReceive(
        async (real, content) => {
          const file = await real(content);
          received.push(file.path);
          return file;
        },
        () =>
          upload(server, owner.token, id, {
            type: 'PASSPORT',
            name: 'passport.pdf',
            bytes: Buffer.from('text'),
          }),
      );
      expect(answer).toMatchObject({ code: Code.Refused, msg: DocumentMsg.content });
      expect(received).toHaveLength(1);
      expect(existsSync(received[0] ?? '')).toBe(false);
    });

    it('an application submitted while its file is still arriving takes no file', async () => {
      const id = await application();
      const storedBefore = (await server.app.files.list()).length;
      const answer = await withReceive(
        async (real, content) => {
          // Someone submits the application in another tab while this upload streams.
          await server.app.db.execute(`update applications set status = 'submitted' where id = ${id}`);
          return real(content);
        },
        () =>
          upload(server, owner.token, id, {
            type: 'PASSPORT',
            name: 'passport.pdf',
            bytes: samplePdf('late'),
          }),
      );
      expect(answer).toMatchObject({ code: Code.Refused, msg: DocumentMsg.notEditable });
      expect(await filesOf(id)).toEqual([]);
      expect((await server.app.files.list()).length).toBe(storedBefore);
    });

    it.each([
      ['a full disk', () => Object.assign(new Error('no space left on device'), { code: 'ENOSPC' })],
      ['a fault of ours', () => new TypeError('cannot read properties of undefined')],
    ])('storage failing with %s is a server failure, not blamed on the request', async (_label, failure) => {
      const id = await application();
      const answer = await withReceive(
        async (_real, content) => {
          content.resume();
          throw failure();
        },
        () =>
          upload(server, owner.token, id, { type: 'PASSPORT', name: 'passport.pdf', bytes: samplePdf('x') }),
      );
      expect(answer).toMatchObject({ code: Code.ServerError, msg: Msg.serverBrokenHttp });
      expect(await filesOf(id)).toEqual([]);
    });
  });

  it('an upload is in the application’s history with the kind’s caption and the file name', async () => {
    const id = await application();
    await upload(server, owner.token, id, {
      type: 'PASSPORT',
      name: 'my passport.pdf',
      bytes: samplePdf('p'),
    });
    const staff = await createUser(server, { role: 'staff' });
    const history = await server.call<HistoryAnswer>(`${ApiPath.staffHistory}${id}`, undefined, {
      token: staff.token,
      method: 'GET',
    });
    const entry = history.body.result?.entries.find((one) => one.kind === 'upload');
    expect(entry?.detail).toMatchObject({ fileType: 'Passport', fileName: 'my passport.pdf' });
  });

  it('removes a file: gone from the list and from storage; removing it again says it was not found', async () => {
    const id = await application();
    await upload(server, owner.token, id, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('passport'),
    });
    const [file] = await filesOf(id);
    const before = await server.app.files.list();
    const removed = await server.call(`${ApiPath.deleteFile}${id}/${file?.id}`, undefined, {
      token: owner.token,
    });
    expect(removed.body.code).toBe(Code.Success);
    expect(await filesOf(id)).toEqual([]);
    expect(await server.app.files.list()).toHaveLength(before.length - 1);
    const again = await server.call(`${ApiPath.deleteFile}${id}/${file?.id}`, undefined, {
      token: owner.token,
    });
    expect(again.body).toMatchObject({ code: Code.Refused, msg: DocumentMsg.fileNotFound });
  });

  it('another applicant and an agent who did not make it can neither list, download nor delete; staff can list and download', async () => {
    const id = await application();
    await upload(server, owner.token, id, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('passport'),
    });
    const [file] = await filesOf(id);
    for (const role of ['applicant', 'agent'] as const) {
      const stranger = await createUser(server, { role });
      const listed = await loadDocuments(server, stranger.token, id);
      expect(listed.body).toMatchObject({ code: Code.Refused, msg: Msg.applicationNotFound, result: null });
      const got = await download(server, stranger.token, id, file?.id ?? 0);
      expect(JSON.parse(got.bytes.toString())).toMatchObject({
        code: Code.Refused,
        msg: Msg.applicationNotFound,
      });
      const removed = await server.call(`${ApiPath.deleteFile}${id}/${file?.id}`, undefined, {
        token: stranger.token,
      });
      expect(removed.body).toMatchObject({ code: Code.Refused, msg: Msg.applicationNotFound });
      const added = await upload(server, stranger.token, id, {
        type: 'PASSPORT',
        name: 'mine.pdf',
        bytes: samplePdf('x'),
      });
      expect(added).toMatchObject({ code: Code.Refused, msg: Msg.applicationNotFound });
    }
    expect(await filesOf(id)).toHaveLength(1);
    const staff = await createUser(server, { role: 'staff' });
    expect(await filesOf(id, staff.token)).toHaveLength(1);
    expect(
      (await download(server, staff.token, id, file?.id ?? 0)).response.headers.get('content-type'),
    ).toBe('application/pdf');
    const anonymous = await loadDocuments(server, '', id);
    expect(anonymous.body.code).toBe(Code.Forbidden);
  });

  it('a file of one application is not reached through another', async () => {
    const first = await application();
    const second = await application();
    await upload(server, owner.token, first, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('passport'),
    });
    const [file] = await filesOf(first);
    const got = await download(server, owner.token, second, file?.id ?? 0);
    expect(JSON.parse(got.bytes.toString())).toMatchObject({
      code: Code.Refused,
      msg: DocumentMsg.fileNotFound,
    });
    const removed = await server.call(`${ApiPath.deleteFile}${second}/${file?.id}`, undefined, {
      token: owner.token,
    });
    expect(removed.body).toMatchObject({ code: Code.Refused, msg: DocumentMsg.fileNotFound });
    expect(await filesOf(first)).toHaveLength(1);
  });

  it('a submitted application’s files can be listed and downloaded but neither added nor removed', async () => {
    const id = await application();
    await upload(server, owner.token, id, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('passport'),
    });
    const [file] = await filesOf(id);
    await server.app.db.execute(`update applications set status = 'submitted' where id = ${id}`);
    const added = await upload(server, owner.token, id, {
      type: 'VISA',
      name: 'visa.pdf',
      bytes: samplePdf('visa'),
    });
    expect(added).toMatchObject({ code: Code.Refused, msg: DocumentMsg.notEditable });
    const removed = await server.call(`${ApiPath.deleteFile}${id}/${file?.id}`, undefined, {
      token: owner.token,
    });
    expect(removed.body).toMatchObject({ code: Code.Refused, msg: DocumentMsg.notEditable });
    expect(await filesOf(id)).toHaveLength(1);
    expect((await download(server, owner.token, id, file?.id ?? 0)).response.status).toBe(200);
  });

  it('deleting an editing application removes its stored files', async () => {
    const id = await application();
    await upload(server, owner.token, id, {
      type: 'PASSPORT',
      name: 'passport.pdf',
      bytes: samplePdf('passport'),
    });
    const before = (await server.app.files.list()).length;
    const deleted = await server.call(`${ApiPath.deleteApplication}${id}`, undefined, { token: owner.token });
    expect(deleted.body.code).toBe(Code.Success);
    expect((await server.app.files.list()).length).toBe(before - 1);
  });
});
