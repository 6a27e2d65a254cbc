import { and, eq, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { DRAFT_EXPIRY_MS, type DraftStep, type StepDrafts } from '../../domain/applications/drafts.ts';
import type { Category } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { stepDrafts } from '../db/schema.ts';

/**
 * Which drafts of a user: those of a saved application, or those of a new application (id -1) of a
 * category. A user's drafts are theirs alone; reaching the application is the route's check.
 */
export type DraftOwner =
  | { userId: number; applicationId: number }
  | { userId: number; applicationId: null; category: Category };

function ownerWhere(owner: DraftOwner): SQL | undefined {
  return owner.applicationId === null
    ? and(
        eq(stepDrafts.userId, owner.userId),
        isNull(stepDrafts.applicationId),
        eq(stepDrafts.category, owner.category),
      )
    : and(eq(stepDrafts.applicationId, owner.applicationId), eq(stepDrafts.userId, owner.userId));
}

const draftUpdate = {
  form: sql`excluded.form`,
  baseVersion: sql`excluded.base_version`,
  updatedAt: sql`excluded.updated_at`,
};

/**
 * Keeps a step's draft, replacing the one there was: one statement (an upsert on the partial unique
 * index of the target), since the screen autosaves every few seconds. The application row is not
 * touched, so its version (what saves are checked against) never moves. Answers when it was kept.
 */
export async function upsertDraft(
  db: Db,
  owner: DraftOwner,
  step: DraftStep,
  form: Record<string, unknown>,
  baseVersion: number,
  now: Date,
): Promise<Date> {
  const isNew = owner.applicationId === null;
  const [kept] = await db
    .insert(stepDrafts)
    .values({
      userId: owner.userId,
      applicationId: owner.applicationId,
      category: isNew ? owner.category : null,
      step,
      form,
      baseVersion,
      updatedAt: now,
    })
    .onConflictDoUpdate(
      isNew
        ? {
            target: [stepDrafts.userId, stepDrafts.category, stepDrafts.step],
            targetWhere: sql`${stepDrafts.applicationId} is null`,
            set: draftUpdate,
          }
        : {
            target: [stepDrafts.applicationId, stepDrafts.userId, stepDrafts.step],
            targetWhere: sql`${stepDrafts.applicationId} is not null`,
            set: draftUpdate,
          },
    )
    .returning({ updatedAt: stepDrafts.updatedAt });
  if (!kept) throw new Error('draft upsert returned no row');
  return kept.updatedAt;
}

/**
 * The saver knows their own save: their drafts of the application's other steps now stand on the
 * version it made (only someone else's save makes a draft stale). In the save's transaction.
 */
export async function rebaseDrafts(db: Db, owner: DraftOwner, version: number): Promise<void> {
  await db.update(stepDrafts).set({ baseVersion: version }).where(ownerWhere(owner));
}

/** Deletes a step's draft, if there is one (a step's save does it too, in the save's transaction). */
export async function deleteDraft(db: Db, owner: DraftOwner, step: DraftStep): Promise<void> {
  await db.delete(stepDrafts).where(and(ownerWhere(owner), eq(stepDrafts.step, step)));
}

/**
 * A new application's first save: the saver's other drafts of a new application of its category
 * now belong to it (they were typed for it), standing on the version the save made. In the save's
 * transaction, so no draft is left behind under -1 to be restored into the next new application.
 */
export async function attachNewDrafts(
  db: Db,
  owner: DraftOwner,
  applicationId: number,
  version: number,
): Promise<void> {
  if (owner.applicationId !== null) return;
  await db
    .update(stepDrafts)
    .set({ applicationId, category: null, baseVersion: version })
    .where(ownerWhere(owner));
}

/**
 * The user's drafts of one application (or of a new one of a category), by step, not expired
 * (kept within DRAFT_EXPIRY_DAYS of `now`). A draft typed over an older version than the current one
 * (someone else saved since) comes back `stale` and without its form, so restoring it cannot undo
 * that save and the screen can say why it did not restore it.
 */
export async function readDrafts(db: Db, owner: DraftOwner, version: number, now: Date): Promise<StepDrafts> {
  const rows = await db
    .select({
      step: stepDrafts.step,
      form: stepDrafts.form,
      updatedAt: stepDrafts.updatedAt,
      baseVersion: stepDrafts.baseVersion,
    })
    .from(stepDrafts)
    .where(and(ownerWhere(owner), gte(stepDrafts.updatedAt, expiredBefore(now))));
  const drafts: StepDrafts = {};
  for (const row of rows) {
    const savedAt = row.updatedAt.toISOString();
    // The table's check admits only DraftSteps.
    drafts[row.step as DraftStep] =
      row.baseVersion === version ? { form: row.form, savedAt } : { form: {}, savedAt, stale: true };
  }
  return drafts;
}

/** Drafts kept before this instant have expired. */
const expiredBefore = (now: Date) => new Date(now.getTime() - DRAFT_EXPIRY_MS);

/** Housekeeping: deletes the drafts that expired; answers how many. */
export async function deleteExpiredDrafts(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(stepDrafts)
    .where(lt(stepDrafts.updatedAt, expiredBefore(now)))
    .returning({ id: stepDrafts.id });
  return gone.length;
}
