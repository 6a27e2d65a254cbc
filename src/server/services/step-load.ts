import type { StepDrafts } from '../../domain/applications/drafts.ts';
import { canEditAs, STATUS_LABELS } from '../../domain/applications/status.ts';
import { NEW_APPLICATION_ID } from '../../domain/personal/constants.ts';
import type { Category } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { readDrafts } from './step-drafts.ts';
import type { Editor } from './step-save.ts';

/**
 * What every step's load shares (render/edit and the older other-details load): the caller's drafts
 * and the application's status, category, id and version. Finding the application in the caller's
 * reach is findEditable (step-save.ts); a route refuses what it does not find.
 */

/**
 * The caller's drafts for a load: of the application while it is being edited (none once it is not:
 * it can no longer be changed), or the new-application drafts of the category asked (`?category=`),
 * else of the account's category, else none.
 */
export async function readStepDrafts(
  db: Db,
  user: Editor & { category: Category | null },
  row: ApplicationRecord | undefined,
  asked: Category | undefined,
  now: Date,
): Promise<StepDrafts> {
  if (row) {
    if (!canEditAs(user.role, statusKeyOf(row))) return {};
    return readDrafts(db, { userId: user.id, applicationId: row.id }, row.version, now);
  }
  const category = asked ?? user.category;
  return category ? readDrafts(db, { userId: user.id, applicationId: null, category }, 0, now) : {};
}

/** The application part of a load: its status label, category, id and version (a new one: -1, 0). */
export function loadedApplication(row: ApplicationRecord | undefined) {
  return {
    status: row ? STATUS_LABELS[statusKeyOf(row)] : null,
    applicationCategory: row?.category ?? null,
    id: row?.id ?? NEW_APPLICATION_ID,
    version: row?.version ?? 0,
  };
}
