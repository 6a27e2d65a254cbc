import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { STATUS_LABELS } from '../../domain/applications/status.ts';
import type { DuplicateMatch, DuplicateOf } from '../../domain/backoffice/duplicates.ts';
import type { Role } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applications, duplicateDismissals } from '../db/schema.ts';
import { statusKeyOf } from './applications.ts';
import { recordEvent } from './audit.ts';

interface Keys {
  dupNameKey: string | null;
  dupPassportKey: string | null;
  dupMailKey: string | null;
}

const KEYS = {
  dupNameKey: applications.dupNameKey,
  dupPassportKey: applications.dupPassportKey,
  dupMailKey: applications.dupMailKey,
};

/** At most this many possible duplicates are listed for one application. */
const LISTED = 50;

/** What two applicants share (the database's normalised keys, migration 0016). */
function matchesOf(one: Keys, other: Keys): DuplicateMatch[] {
  const same = (a: string | null, b: string | null) => a !== null && a === b;
  return [
    same(one.dupNameKey, other.dupNameKey) ? 'name' : null,
    same(one.dupPassportKey, other.dupPassportKey) ? 'passport' : null,
    same(one.dupMailKey, other.dupMailKey) ? 'mail' : null,
  ].filter((match): match is DuplicateMatch => match !== null);
}

/**
 * The applications whose applicant shares a key with `id`'s (ADR 025), oldest first, the pairs
 * marked 'Not a duplicate' left out: the same rule as the trigger that keeps the queue's flag,
 * each key read by its index.
 */
export async function duplicatesOf(db: Db, id: number): Promise<DuplicateOf[]> {
  const [self] = await db.select(KEYS).from(applications).where(eq(applications.id, id));
  if (!self) return [];
  const sameKey = (column: (typeof KEYS)[keyof typeof KEYS], key: string | null) =>
    key === null ? undefined : eq(column, key);
  const shared = or(
    sameKey(applications.dupNameKey, self.dupNameKey),
    sameKey(applications.dupPassportKey, self.dupPassportKey),
    sameKey(applications.dupMailKey, self.dupMailKey),
  );
  if (!shared) return [];
  const others = await db
    .select({
      id: applications.id,
      category: applications.category,
      reference: applications.reference,
      firstGivenName: applications.firstGivenName,
      familyName: applications.familyName,
      status: applications.status,
      ...KEYS,
    })
    .from(applications)
    .where(
      and(
        ne(applications.id, id),
        shared,
        sql`not exists (select 1 from ${duplicateDismissals}
          where ${duplicateDismissals.applicationId} = ${id} and ${duplicateDismissals.otherId} = ${applications.id})`,
      ),
    )
    .orderBy(asc(applications.id))
    .limit(LISTED);
  return others.map((other) => {
    const statusKey = statusKeyOf(other);
    return {
      id: other.id,
      category: other.category,
      reference: other.reference,
      firstGivenName: other.firstGivenName,
      familyName: other.familyName,
      status: STATUS_LABELS[statusKey],
      statusKey,
      matches: matchesOf(self, other),
    };
  });
}

/** How an application is named in the other's history: its reference, else its number. */
const nameOf = (row: { id: number; reference: string | null }) => row.reference ?? `Application ${row.id}`;

/**
 * Staff's 'Not a duplicate' on a pair: remembered both ways (neither flags the other again), each
 * flag worked out afresh, and each history says so, naming the other. False when the two do not
 * match now (nothing is changed).
 */
export async function markNotDuplicate(
  db: Db,
  actor: { id: number; role: Role },
  ids: { id: number; otherId: number },
  now: Date,
): Promise<boolean> {
  const { id, otherId } = ids;
  if (!(await duplicatesOf(db, id)).some((other) => other.id === otherId)) return false;
  return db.transaction(async (tx) => {
    await tx
      .insert(duplicateDismissals)
      .values([
        { applicationId: id, otherId },
        { applicationId: otherId, otherId: id },
      ])
      .onConflictDoNothing();
    const pair = await tx
      .update(applications)
      .set({
        possibleDuplicate: sql`application_has_duplicate(${applications.id}, ${applications.dupNameKey},
          ${applications.dupPassportKey}, ${applications.dupMailKey})`,
      })
      .where(inArray(applications.id, [id, otherId]))
      .returning({ id: applications.id, reference: applications.reference });
    for (const row of pair) {
      const other = pair.find((candidate) => candidate.id !== row.id);
      if (!other) continue;
      await recordEvent(
        tx,
        {
          applicationId: row.id,
          actor,
          kind: 'not-duplicate',
          detail: { other: nameOf(other), otherId: String(other.id) },
        },
        now,
      );
    }
    return true;
  });
}
