import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { applicationFiles } from '../db/schema.ts';
import type { FileStorage } from './file-storage.ts';

/** A stored file younger than this may be an upload being recorded right now (here or on another instance). */
const GRACE_MS = 3_600_000;
const CHUNK = 1000;

/**
 * Removes stored files no row points at and older than an hour: what a crash between storing an
 * upload and recording it (or between deleting a row and its bytes) left behind. Returns how many.
 */
export async function sweepOrphanFiles(db: Db, files: FileStorage, now: Date): Promise<number> {
  const keys = await files.list();
  const known = new Set<string>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db
      .select({ key: applicationFiles.storageKey })
      .from(applicationFiles)
      .where(inArray(applicationFiles.storageKey, keys.slice(start, start + CHUNK)));
    for (const row of rows) known.add(row.key);
  }
  let removed = 0;
  for (const key of keys.filter((candidate) => !known.has(candidate))) {
    const writtenAt = await files.writtenAt(key);
    if (writtenAt && now.getTime() - writtenAt.getTime() > GRACE_MS) {
      await files.remove(key);
      removed += 1;
    }
  }
  return removed;
}
