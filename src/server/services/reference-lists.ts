import { asc } from 'drizzle-orm';
import { REFERENCE_LIST_KEYS, type ReferenceLists, type RefItem } from '../../domain/reference/types.ts';
import type { Db } from '../db/connect.ts';
import { referenceItems } from '../db/schema.ts';

/** Every reference list of the personal details step, from the database, each in its seed order. */
export async function readReferenceLists(db: Db): Promise<ReferenceLists> {
  const rows = await db
    .select()
    .from(referenceItems)
    .orderBy(asc(referenceItems.list), asc(referenceItems.position));
  const lists = Object.fromEntries(REFERENCE_LIST_KEYS.map((key) => [key, [] as RefItem[]]));
  for (const { list, id, name, code } of rows) lists[list]?.push({ id, name, code });
  return lists as unknown as ReferenceLists;
}
