import { and, desc, eq } from 'drizzle-orm';
import {
  canPreview,
  DOCUMENT_MARKS,
  type DocumentMark,
  type DocumentReviewAnswer,
  type FileMark,
  MARK_LABELS,
} from '../../domain/documents/review.ts';
import type { Category } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationEvents, users } from '../db/schema.ts';
import { type FileRecord, filesOf, typesOf } from './application-files.ts';
import { recordEvent } from './audit.ts';

/** The history's words back to a mark ('Needs replacing' → needsReplacing). */
const markOfLabel = (label: string | null | undefined): DocumentMark | undefined =>
  DOCUMENT_MARKS.find((mark) => MARK_LABELS[mark] === label);

/**
 * Each file's latest mark, read from the history: the history is the one record of marks (a mark
 * is an entry, in words), so there is nothing else to keep in step with it.
 */
async function latestMarks(db: Db, applicationId: number): Promise<Map<number, FileMark>> {
  const rows = await db
    .select({ at: applicationEvents.at, detail: applicationEvents.detail, name: users.username })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.kind, 'mark')))
    .orderBy(desc(applicationEvents.id));
  const marks = new Map<number, FileMark>();
  for (const { at, detail, name } of rows) {
    const fileId = Number(detail.fileId);
    const mark = markOfLabel(detail.mark);
    if (!mark || marks.has(fileId)) continue;
    marks.set(fileId, {
      mark,
      reason: detail.reason ?? '',
      at: at.toISOString(),
      by: name ?? 'a deleted account',
    });
  }
  return marks;
}

/** An application's files as staff check them, in the documents step's order, each with its latest mark. */
export async function documentReview(
  db: Db,
  application: { id: number; category: Category },
): Promise<DocumentReviewAnswer> {
  const [types, files, marks] = await Promise.all([
    typesOf(db, application.category),
    filesOf(db, application.id),
    latestMarks(db, application.id),
  ]);
  const order = Object.keys(types.allUploadTypes);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const sorted = [...files].sort((a, b) => rank(a.fileType) - rank(b.fileType) || a.id - b.id);
  return {
    id: application.id,
    files: sorted.map((file) => ({
      id: file.id,
      fileType: file.fileType,
      caption: types.allUploadTypes[file.fileType] ?? file.fileType,
      sourceName: file.sourceName,
      insertTime: file.insertedAt.toISOString(),
      mediaType: file.mediaType,
      previewable: canPreview(file.mediaType),
      mark: marks.get(file.id) ?? null,
    })),
  };
}

/**
 * Records a mark in the history: the file's name, its kind (the key, worded as its caption when the
 * history is read, like uploads: change-words.ts), the mark's label, the reason.
 */
export async function recordMark(
  db: Db,
  input: {
    applicationId: number;
    actor: { id: number; role: 'staff' };
    file: FileRecord;
    mark: DocumentMark;
    reason: string;
  },
  now: Date,
): Promise<void> {
  await recordEvent(
    db,
    {
      applicationId: input.applicationId,
      actor: input.actor,
      kind: 'mark',
      detail: {
        fileId: String(input.file.id),
        fileName: input.file.sourceName,
        fileType: input.file.fileType,
        mark: MARK_LABELS[input.mark],
        reason: input.reason || null,
      },
    },
    now,
  );
}
