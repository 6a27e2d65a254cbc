import { desc, eq } from 'drizzle-orm';
import { changeInWords, choicesNamed, detailInWords } from '../../domain/backoffice/change-words.ts';
import type { EventKind, FieldChange, HistoryEntry } from '../../domain/backoffice/types.ts';
import type { Role } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationEvents, documentTypes, users } from '../db/schema.ts';
import { namesOfIds } from './application-answers.ts';
import type { ApplicationRecord } from './applications.ts';

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

/**
 * An application's history, newest first, each entry with its author's name as the account has it,
 * in words (issue 25): a change's field by its label, ids by their lists' names, yes/no and dates as
 * check your answers shows them, documents by their kinds' captions, statuses by their labels.
 */
export async function historyOf(
  db: Db,
  application: Pick<ApplicationRecord, 'id' | 'applicationDetails'>,
): Promise<HistoryEntry[]> {
  const applicationId = application.id;
  const rows = await db
    .select({ event: applicationEvents, name: users.username })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.id));
  const named = rows.flatMap(({ event }) => choicesNamed(event.step, event.changes));
  const offerings = named.filter((choice) => choice.list === 'offerings').map((choice) => choice.id);
  const details = application.applicationDetails ?? {};
  const [nameOf, captions] = await Promise.all([
    namesOfIds(
      db,
      [...new Set(named.map((choice) => choice.id))],
      [...offerings, details.courseOfferingId, details.courseOffering2Id],
    ),
    db.select().from(documentTypes),
  ]);
  const captionOf = Object.fromEntries(captions.map((type) => [type.key, type.caption]));
  return rows.map(({ event, name }) => ({
    id: event.id,
    kind: event.kind as EventKind,
    at: event.at.toISOString(),
    by: { id: event.actorId, role: event.actorRole, name: name ?? 'a deleted account' },
    step: event.step,
    changes: event.changes.map((change) => changeInWords(event.step, change, nameOf)),
    detail: detailInWords(event.detail, captionOf),
  }));
}
