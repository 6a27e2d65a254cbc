import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ApplicationFile } from '../../domain/documents/types.ts';
import type { Category } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationFiles, categoryDocumentTypes, documentTypes } from '../db/schema.ts';

/** A category's document kinds: the required keys and every key → caption, in the step's order. */
export interface CategoryTypes {
  uploadTypes: string[];
  allUploadTypes: Record<string, string>;
}

export async function typesOf(db: Db, category: Category): Promise<CategoryTypes> {
  const rows = await db
    .select({
      key: documentTypes.key,
      caption: documentTypes.caption,
      required: categoryDocumentTypes.required,
    })
    .from(categoryDocumentTypes)
    .innerJoin(documentTypes, eq(documentTypes.key, categoryDocumentTypes.typeKey))
    .where(eq(categoryDocumentTypes.category, category))
    .orderBy(asc(categoryDocumentTypes.position));
  return {
    uploadTypes: rows.filter((row) => row.required).map((row) => row.key),
    allUploadTypes: Object.fromEntries(rows.map((row) => [row.key, row.caption])),
  };
}

export type FileRecord = typeof applicationFiles.$inferSelect;

/** An application's files as the load answers them, oldest first within each kind. */
export async function filesOf(db: Db, applicationId: number): Promise<FileRecord[]> {
  return db
    .select()
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId))
    .orderBy(asc(applicationFiles.fileType), asc(applicationFiles.id));
}

export const toApplicationFile = (record: FileRecord): ApplicationFile => ({
  id: record.id,
  fileType: record.fileType,
  file: { sourceName: record.sourceName, insertTime: record.insertedAt.toISOString(), size: record.size },
});

export async function countOfType(db: Db, applicationId: number, fileType: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.fileType, fileType)));
  return row?.n ?? 0;
}

export async function findFile(
  db: Db,
  applicationId: number,
  fileId: number,
): Promise<FileRecord | undefined> {
  const [row] = await db
    .select()
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.id, fileId)));
  return row;
}

/** Deletes a file's row; returns it (the caller removes the bytes, by its storage key, after commit). */
export async function deleteFileRow(
  db: Db,
  applicationId: number,
  fileId: number,
): Promise<FileRecord | undefined> {
  const [gone] = await db
    .delete(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.id, fileId)))
    .returning();
  return gone;
}

/** The storage keys of some applications' files (read before the applications are deleted). */
export async function storageKeysOf(db: Db, applicationIds: number[]): Promise<string[]> {
  if (applicationIds.length === 0) return [];
  const rows = await db
    .select({ key: applicationFiles.storageKey })
    .from(applicationFiles)
    .where(inArray(applicationFiles.applicationId, applicationIds));
  return rows.map((row) => row.key);
}

/** The captions of the required kinds of the application's category that have no file yet. */
export async function missingRequiredDocuments(
  db: Db,
  application: { id: number; category: Category },
): Promise<string[]> {
  const [{ uploadTypes, allUploadTypes }, files] = await Promise.all([
    typesOf(db, application.category),
    filesOf(db, application.id),
  ]);
  const present = new Set(files.map((file) => file.fileType));
  return uploadTypes.filter((key) => !present.has(key)).map((key) => allUploadTypes[key] ?? key);
}
