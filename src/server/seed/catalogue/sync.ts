import { CATALOGUE_LIST_KEYS } from '../../../domain/course/catalogue.ts';
import type { Db } from '../../db/connect.ts';
import { upsertReferenceItems } from '../../db/reference-data.ts';
import { hasImportedCatalogue, upsertCatalogue } from '../../services/catalogue-store.ts';
import { catalogueLists } from './catalogue-lists.ts';
import { demoCatalogue } from './demo-catalogue.ts';

/**
 * Runs at every start, after the migrations: upserts the catalogue's reference lists (course types,
 * study term modes, …) into reference_items like the personal details lists, and, until a catalogue
 * has been imported, the demo catalogue for the next two intakes after `now`. Idempotent.
 */
export async function syncCatalogue(db: Db, now: Date): Promise<void> {
  await upsertReferenceItems(db, CATALOGUE_LIST_KEYS, catalogueLists);
  if (await hasImportedCatalogue(db)) return;
  await upsertCatalogue(db, demoCatalogue(now), true);
}
