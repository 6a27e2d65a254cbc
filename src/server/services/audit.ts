import { desc, eq } from 'drizzle-orm';
import type { EventKind, FieldChange, HistoryEntry } from '../../domain/backoffice/types.ts';
import type { Role } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationEvents, users } from '../db/schema.ts';

export interface AuditEvent {
  applicationId: number;
  actor: { id: number; role: Role };
  kind: EventKind;
  step?: string | null;
  changes?: FieldChange[];
  detail?: Record<string, string | null>;
}

/** Appends to an application's history, in the caller's transaction (it commits with what it records). */
export async function recordEvent(db: Db, event: AuditEvent, now: Date): Promise<void> {
  await db.insert(applicationEvents).values({
    applicationId: event.applicationId,
    at: now,
    actorId: event.actor.id,
    actorRole: event.actor.role,
    kind: event.kind,
    step: event.step ?? null,
    changes: event.changes ?? [],
    detail: event.detail ?? {},
  });
}

/** An application's history, newest first, each entry with its author's name as the account has it. */
export async function historyOf(db: Db, applicationId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select({ event: applicationEvents, name: users.username })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.id));
  return rows.map(({ event, name }) => ({
    id: event.id,
    kind: event.kind as EventKind,
    at: event.at.toISOString(),
    by: { id: event.actorId, role: event.actorRole, name: name ?? 'a deleted account' },
    step: event.step,
    changes: event.changes,
    detail: event.detail,
  }));
}
