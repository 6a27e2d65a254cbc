import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { canDelete, STATUS_KEYS, type StatusKey } from '../../domain/applications/status.ts';
import type { Db } from '../db/connect.ts';
import { applications } from '../db/schema.ts';

/** The roles that have applications of their own: applicants own them, agents apply for students. */
export const APPLICATION_ROLES = ['applicant', 'agent'] as const;

/** Who is asking, as far as applications go (a UserRow narrowed to APPLICATION_ROLES fits). */
export interface Reach {
  id: number;
  role: (typeof APPLICATION_ROLES)[number];
}

export type ApplicationRecord = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;

/** The applications a user may list, view and delete: an applicant's own, an agent's students'. */
export function scopeOf(reach: Reach): SQL {
  return reach.role === 'agent' ? eq(applications.agentId, reach.id) : eq(applications.ownerId, reach.id);
}

/** The stored status is a StatusKey: the table's check constraint admits nothing else. */
export const statusKeyOf = (record: { status: string }) => record.status as StatusKey;

/** Inserts applications as given (the steps, the demo seed and test fixtures make them). */
export function insertApplications(db: Db, rows: NewApplication[]): Promise<ApplicationRecord[]> {
  return db.insert(applications).values(rows).returning();
}

export type DeleteOutcome = 'deleted' | 'notFound' | 'notDeletable';

const DELETABLE = STATUS_KEYS.filter(canDelete);

/**
 * Deletes the application when it is in reach and deletable, in one statement (a racing status
 * change cannot slip between a check and the delete). Otherwise says why, without telling another
 * user's application from a missing one.
 */
export async function deleteApplication(db: Db, reach: Reach, id: number): Promise<DeleteOutcome> {
  const inReach = and(eq(applications.id, id), scopeOf(reach));
  const [gone] = await db
    .delete(applications)
    .where(and(inReach, inArray(applications.status, DELETABLE)))
    .returning({ id: applications.id });
  if (gone) return 'deleted';
  const [kept] = await db.select({ id: applications.id }).from(applications).where(inReach);
  return kept ? 'notDeletable' : 'notFound';
}

/**
 * An agent's applications for a student (still owned by the agent, the student's email in their
 * personal details) become the student's when the student registers with that email — which the
 * emailed code proves is theirs (issue 11). The agent keeps reaching them as their agent. Returns how
 * many were claimed.
 */
export async function claimAgentApplications(
  db: Db,
  student: { id: number; loginEmail: string },
): Promise<number> {
  const claimed = await db
    .update(applications)
    .set({ ownerId: student.id })
    .where(
      and(
        isNotNull(applications.agentId),
        eq(applications.ownerId, applications.agentId),
        sql`lower(${applications.mail}) = ${student.loginEmail}`,
      ),
    )
    .returning({ id: applications.id });
  return claimed.length;
}
