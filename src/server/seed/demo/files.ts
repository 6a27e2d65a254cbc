import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { referenceOf } from '../../../domain/submission/constants.ts';
import type { Db } from '../../db/connect.ts';
import { applicationFiles, applications } from '../../db/schema.ts';
import { typesOf } from '../../services/application-files.ts';
import type { ApplicationRecord } from '../../services/applications.ts';
import type { FileStorage } from '../../services/file-storage.ts';
import { sampleOf } from './sample-files.ts';

/**
 * Real files for the demo applications with every step answered: one per required kind of their
 * category (a PDF, every other one a PNG), stored as an upload would store them. Returns the
 * storage keys written, so a failed seed can remove them.
 */
export async function addDemoFiles(
  db: Db,
  files: FileStorage,
  rows: ApplicationRecord[],
  now: Date,
): Promise<string[]> {
  const written: string[] = [];
  for (const row of rows) {
    if (!row.applicationDetails) continue;
    const { uploadTypes, allUploadTypes } = await typesOf(db, row.category);
    for (const [index, type] of uploadTypes.entries()) {
      const sample = sampleOf(index % 2 === 0 ? 'pdf' : 'png', allUploadTypes[type] ?? type);
      const received = await files.receive(Readable.from([sample.bytes]));
      const key = await received.accept();
      written.push(key);
      await db.insert(applicationFiles).values({
        applicationId: row.id,
        fileType: type,
        sourceName: sample.name,
        storageKey: key,
        size: received.size,
        mediaType: index % 2 === 0 ? 'application/pdf' : 'image/png',
        uploadedBy: row.ownerId,
        insertedAt: now,
      });
    }
  }
  return written;
}

/** A submitted demo application carries the reference its submission would have given. */
export async function addDemoReferences(db: Db, rows: ApplicationRecord[]): Promise<void> {
  for (const row of rows) {
    if (!row.submittedAt) continue;
    await db
      .update(applications)
      .set({ reference: referenceOf(row.id, row.submittedAt) })
      .where(eq(applications.id, row.id));
  }
}
