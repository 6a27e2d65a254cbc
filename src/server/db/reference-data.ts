import { sql } from 'drizzle-orm';
import { REFERENCE_LIST_KEYS } from '../../domain/reference/types.ts';
import { referenceLists } from '../seed/reference/reference-lists.ts';
import { supportTypes as supportTypeList } from '../seed/reference/support-types.ts';
import type { Db } from './connect.ts';
import { referenceItems, supportTypes } from './schema.ts';

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
  await upsertReferenceItems(db, REFERENCE_LIST_KEYS, referenceLists);
}

/** Upserts whole reference lists into reference_items (by list and id), in their order. */
export async function upsertReferenceItems<K extends string>(
  db: Db,
  keys: readonly K[],
  lists: Record<K, readonly { id: number; name: string; code: string }[]>,
): Promise<void> {
  const items = keys.flatMap((list) =>
    lists[list].map(({ id, name, code }, position) => ({ list, id, name, code, position })),
  );
  await db
    .insert(referenceItems)
    .values(items)
    .onConflictDoUpdate({
      target: [referenceItems.list, referenceItems.id],
      set: { name: sql`excluded.name`, code: sql`excluded.code`, position: sql`excluded.position` },
    });
}
