import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { canEdit, canUpload, STATUS_LABELS } from '../../domain/applications/status.ts';
import { MAX_FILE_BYTES } from '../../domain/documents/constants.ts';
import { DocumentMsg } from '../../domain/documents/messages.ts';
import type { ApplicationFile, DocumentsLoadAnswer } from '../../domain/documents/types.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { ROLES } from '../../domain/user.ts';
import { ok, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import {
  deleteFileRow,
  filesOf,
  findFile,
  toApplicationFile,
  typesOf,
} from '../services/application-files.ts';
import { type ApplicationRecord, statusKeyOf } from '../services/applications.ts';
import { attachmentDisposition } from '../services/attachment.ts';
import { recordEvent } from '../services/audit.ts';
import { storeUpload, unreadableMultipart } from '../services/document-upload.ts';
import { type Editor, findEditable } from '../services/step-save.ts';

/**
 * The documents step (spec §2 Documents screen, §7; paths from issue 10, docs/api.md): load, upload,
 * remove and download. Reach is the steps' (an applicant's own, an agent's students', staff all);
 * only an application being edited takes or loses files.
 */
export const documentRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);
  // Encapsulated: only these routes read multipart. One file and a few small fields a request; the
  // file name as sent (busboy would cut it to its last part), so a name with a path is refused.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  const inReach = async (editor: Editor, params: unknown): Promise<ApplicationRecord> => {
    const row = await findEditable(app.db, editor, idParam(params, Msg.applicationNotFound));
    if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    return row;
  };
  const editable = async (editor: Editor, params: unknown): Promise<ApplicationRecord> => {
    const row = await inReach(editor, params);
    if (!canEdit(statusKeyOf(row))) throw new Refusal(Code.Refused, DocumentMsg.notEditable);
    return row;
  };
  const fileIdOf = (params: unknown) =>
    idParam({ id: (params as { fileId?: unknown }).fileId }, DocumentMsg.fileNotFound);

  app.post(`${ApiPath.applicationFiles}:id`, async (request) => {
    const row = await inReach(signedInAs(request, ROLES), request.params);
    const [types, files] = await Promise.all([typesOf(app.db, row.category), filesOf(app.db, row.id)]);
    return ok<DocumentsLoadAnswer>({
      ...types,
      applicationFiles: files.map(toApplicationFile),
      status: STATUS_LABELS[statusKeyOf(row)],
      applicationCategory: row.category,
      id: row.id,
    });
  });

  app.post(`${ApiPath.uploadFile}:id`, async (request) => {
    const user = signedInAs(request, ROLES);
    const row = await inReach(user, request.params);
    if (!canUpload(statusKeyOf(row))) throw new Refusal(Code.Refused, DocumentMsg.notEditable);
    if (!request.isMultipart()) throw new Refusal(Code.Refused, DocumentMsg.noFile);
    const part = await request.file().catch((error: unknown) => {
      throw unreadableMultipart(error);
    });
    if (!part) throw new Refusal(Code.Refused, DocumentMsg.noFile);
    const stored = await storeUpload(app, { user, row, part });
    return ok<ApplicationFile>(toApplicationFile(stored), Msg.success);
  });

  app.post(`${ApiPath.deleteFile}:id/:fileId`, async (request) => {
    const user = signedInAs(request, ROLES);
    const row = await editable(user, request.params);
    const fileId = fileIdOf(request.params);
    const key = await app.db.transaction(async (tx) => {
      const gone = await deleteFileRow(tx, row.id, fileId);
      if (gone) {
        const detail = { fileId: String(fileId), fileType: gone.fileType, fileName: gone.sourceName };
        await recordEvent(tx, { applicationId: row.id, actor: user, kind: 'remove', detail }, app.now());
      }
      return gone?.storageKey;
    });
    if (!key) throw new Refusal(Code.Refused, DocumentMsg.fileNotFound);
    // After the row is gone: a crash here leaves bytes nobody points at, never a row without bytes.
    await app.files.remove(key);
    return ok(null);
  });

  app.get(`${ApiPath.downloadFile}:id/:fileId`, async (request, reply) => {
    const row = await inReach(signedInAs(request, ROLES), request.params);
    const file = await findFile(app.db, row.id, fileIdOf(request.params));
    if (!file) throw new Refusal(Code.Refused, DocumentMsg.fileNotFound);
    return reply
      .header('Content-Type', file.mediaType)
      .header('Content-Disposition', attachmentDisposition(file.sourceName))
      .header('Content-Length', String(file.size))
      .header('Cache-Control', 'private, no-store')
      .send(app.files.read(file.storageKey));
  });
};
