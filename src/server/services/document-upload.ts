import type { MultipartFile } from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canUpload } from '../../domain/applications/status.ts';
import { MAX_FILES_PER_TYPE } from '../../domain/documents/constants.ts';
import { DocumentMsg } from '../../domain/documents/messages.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { applicationFiles, applications } from '../db/schema.ts';
import { Refusal } from '../http/envelope.ts';
import { countOfType, type FileRecord, typesOf } from './application-files.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { recordEvent } from './audit.ts';
import type { ReceivedFile } from './file-storage.ts';
import type { Editor } from './step-save.ts';
import { acceptableSourceName, extensionOf, mediaTypeOf } from './upload-check.ts';

interface Upload {
  user: Editor;
  row: ApplicationRecord;
  part: MultipartFile;
}

const isTooLarge = (error: unknown) => (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Busboy's refusal of a multipart body it cannot parse (no boundary or an empty one, cut short before
 * its closing boundary, a boundary over 256 characters): a plain Error without a code, raised when
 * the form is opened or while the file streams. The plugin's own errors (limits: FST_…, with their
 * statuses) and file system failures (ENOSPC, …) carry codes and keep their answers. Issue 13's
 * bad-input tests found these answered HTTP 500.
 */
export function unreadableMultipart(error: unknown): unknown {
  const plain = error instanceof Error && error.constructor === Error && !('code' in error);
  return plain ? new Refusal(Code.Refused, Msg.requestUnreadable) : error;
}

/**
 * Checks and stores one uploaded file (spec §5; issue 10): a kind the application's category lists,
 * a file name we can show, an allowed extension, fewer than 5 of the kind, at most 20 MB (streamed
 * to a temporary file, never held in memory), and content whose magic bytes agree with the
 * extension. Any refusal leaves nothing stored. The count and the application's status are checked
 * again under a row lock when the file is recorded, so racing uploads cannot pass the limit.
 */
export async function storeUpload(app: FastifyInstance, { user, row, part }: Upload): Promise<FileRecord> {
  const refuse = (message: string): never => {
    // Let the rest of the body flow by, so the connection can answer and be reused.
    part.file.resume();
    throw new Refusal(Code.Refused, message);
  };
  const field = part.fields.type;
  const fileType = field && 'value' in field && typeof field.value === 'string' ? field.value : '';
  const { allUploadTypes } = await typesOf(app.db, row.category);
  if (!Object.hasOwn(allUploadTypes, fileType)) return refuse(DocumentMsg.unknownType);
  const sourceName = acceptableSourceName(part.filename);
  if (!sourceName) return refuse(DocumentMsg.fileName);
  const extension = extensionOf(sourceName);
  if (!extension) return refuse(DocumentMsg.extension);
  if ((await countOfType(app.db, row.id, fileType)) >= MAX_FILES_PER_TYPE) return refuse(DocumentMsg.tooMany);

  let received: ReceivedFile;
  try {
    received = await app.files.receive(part.file);
  } catch (error) {
    if (isTooLarge(error)) throw new Refusal(Code.Refused, DocumentMsg.tooLarge);
    throw unreadableMultipart(error);
  }
  try {
    if (part.file.truncated) throw new Refusal(Code.Refused, DocumentMsg.tooLarge);
    if (received.size === 0) throw new Refusal(Code.Refused, DocumentMsg.empty);
    const mediaType = await mediaTypeOf(received.path, extension);
    if (!mediaType) throw new Refusal(Code.Refused, DocumentMsg.content);
    return await record(app, { user, row, fileType, sourceName, mediaType, received });
  } finally {
    await received.discard();
  }
}

interface Checked {
  user: Editor;
  row: ApplicationRecord;
  fileType: string;
  sourceName: string;
  mediaType: string;
  received: ReceivedFile;
}

/** Moves the checked file into storage and records it, in one transaction holding the application. */
async function record(app: FastifyInstance, checked: Checked): Promise<FileRecord> {
  const { user, row, fileType, sourceName, mediaType, received } = checked;
  const key = await received.accept();
  try {
    return await app.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ status: applications.status })
        .from(applications)
        .where(eq(applications.id, row.id))
        .for('update');
      if (!locked || !canUpload(statusKeyOf(locked)))
        throw new Refusal(Code.Refused, DocumentMsg.notEditable);
      if ((await countOfType(tx, row.id, fileType)) >= MAX_FILES_PER_TYPE)
        throw new Refusal(Code.Refused, DocumentMsg.tooMany);
      const [made] = await tx
        .insert(applicationFiles)
        .values({
          applicationId: row.id,
          fileType,
          sourceName,
          storageKey: key,
          size: received.size,
          mediaType,
          uploadedBy: user.id,
          insertedAt: app.now(),
        })
        .returning();
      if (!made) throw new Error('insert returned no row');
      await recordEvent(
        tx,
        {
          applicationId: row.id,
          actor: user,
          kind: 'upload',
          detail: { fileId: String(made.id), fileType, fileName: sourceName },
        },
        made.insertedAt,
      );
      return made;
    });
  } catch (error) {
    await app.files.remove(key);
    throw error;
  }
}
