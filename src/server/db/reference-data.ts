import { notInArray, sql } from 'drizzle-orm';
import { REFERENCE_LIST_KEYS } from '../../domain/reference/types.ts';
import { CATEGORIES } from '../../domain/user.ts';
import {
  categoryDocumentTypes as categoryTypeList,
  documentTypeCaptions,
} from '../seed/reference/document-types.ts';
import { referenceLists } from '../seed/reference/reference-lists.ts';
import { supportTypes as supportTypeList } from '../seed/reference/support-types.ts';
import type { Db } from './connect.ts';
import { categoryDocumentTypes, documentTypes, referenceItems, supportTypes } from './schema.ts';

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
  await syncDocumentTypes(db);
}

/**
 * The document kinds and each category's list. A kind a category no longer lists is removed from the
 * list (stored files keep their kind: document_types rows are never deleted).
 */
async function syncDocumentTypes(db: Db): Promise<void> {
  await db
    .insert(documentTypes)
    .values(Object.entries(documentTypeCaptions).map(([key, caption]) => ({ key, caption })))
    .onConflictDoUpdate({ target: documentTypes.key, set: { caption: sql`excluded.caption` } });
  const rows = CATEGORIES.flatMap((category) =>
    categoryTypeList[category].map(({ key, required }, position) => ({
      category,
      typeKey: key,
      required,
      position,
    })),
  );
  // Upserts, then removes what is no longer listed: safe when several instances start at once.
  await db
    .insert(categoryDocumentTypes)
    .values(rows)
    .onConflictDoUpdate({
      target: [categoryDocumentTypes.category, categoryDocumentTypes.typeKey],
      set: { required: sql`excluded.required`, position: sql`excluded.position` },
    });
  const listed = rows.map((row) => `${row.category}:${row.typeKey}`);
  await db
    .delete(categoryDocumentTypes)
    .where(
      notInArray(
        sql`${categoryDocumentTypes.category}::text || ':' || ${categoryDocumentTypes.typeKey}`,
        listed,
      ),
    );
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
