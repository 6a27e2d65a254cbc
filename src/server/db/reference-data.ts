import { sql } from 'drizzle-orm';
import { supportTypes as supportTypeList } from '../seed/reference/support-types.ts';
import type { Db } from './connect.ts';
import { supportTypes } from './schema.ts';

/**
 * Brings the reference tables in line with the seed lists: inserts new entries and renames changed
 * ones, never deletes (stored rows point at them). Runs at every start, after the migrations.
 */
export async function syncReferenceData(db: Db): Promise<void> {
  await db
    .insert(supportTypes)
    .values(supportTypeList.map((type, position) => ({ ...type, position })))
    .onConflictDoUpdate({
      target: supportTypes.id,
      set: { name: sql`excluded.name`, position: sql`excluded.position` },
    });
}
