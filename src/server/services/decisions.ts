import { and, eq, gt, max, sql } from 'drizzle-orm';
import { STATUS_LABELS, type StatusKey } from '../../domain/applications/status.ts';
import { type LifecycleActor, transitionOf } from '../../domain/backoffice/lifecycle.ts';
import { DecisionMsg } from '../../domain/backoffice/messages.ts';
import type { DecisionAnswer } from '../../domain/backoffice/types.ts';
import { isoDate } from '../../domain/steps/dates.ts';
import type { Db } from '../db/connect.ts';
import { applicationEvents, applications, users } from '../db/schema.ts';
import { portalUrlFor } from '../portal-urls.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { recordEvent } from './audit.ts';
import { enqueueMail } from './mail-outbox.ts';
import { decisionMail } from './mail-templates.ts';
import type { Editor } from './step-save.ts';

export interface Move {
  to: StatusKey;
  /** The application's version the move was made from; none is refused like an old one. */
  version?: number;
  reason?: string;
  dueDate?: string;
}

export type MoveOutcome = { kind: 'moved'; answer: DecisionAnswer } | { kind: 'refused'; message: string };

const refused = (message: string): MoveOutcome => ({ kind: 'refused', message });

/** Whether the move carries what the lifecycle asks of it: a reason, a due date after today. */
function missingOf(needs: string, move: Move, now: Date): string | null {
  if (needs === 'nothing') return null;
  if (!move.reason) return DecisionMsg.reasonRequired;
  if (needs !== 'reasonAndDueDate') return null;
  if (!move.dueDate) return DecisionMsg.dueDateRequired;
  return move.dueDate > isoDate(now) ? null : DecisionMsg.dueDateInvalid;
}

/**
 * Evidence sent back needs a file added since the request (issue 11): an upload in the history after
 * the latest evidence request (the history's ids are in the order things happened, whatever the clock).
 */
async function hasNewEvidence(db: Db, row: ApplicationRecord): Promise<boolean> {
  const ofThis = eq(applicationEvents.applicationId, row.id);
  const [request] = await db
    .select({ id: max(applicationEvents.id) })
    .from(applicationEvents)
    .where(
      and(
        ofThis,
        eq(applicationEvents.kind, 'decision'),
        sql`${applicationEvents.detail}->>'to' = 'evidenceNeeded'`,
      ),
    );
  const [upload] = await db
    .select({ id: applicationEvents.id })
    .from(applicationEvents)
    .where(and(ofThis, eq(applicationEvents.kind, 'upload'), gt(applicationEvents.id, request?.id ?? 0)))
    .limit(1);
  return Boolean(upload);
}

/**
 * Moves an application along the lifecycle (src/domain/backoffice/lifecycle.ts), as staff decide or
 * as the applicant (or their agent) answers. Only the moves the definition allows for the actor,
 * made from the version the caller saw; in one transaction: a conditional UPDATE (the version must
 * still be that one, so of two racing moves one wins and the other is told and changes nothing, on
 * both engines: issue 24), the history entry, and for a staff decision the mail
 * to the applicant through the outbox. The reason is what the list shows (line breaks kept); it is
 * cleared when the application goes back under review.
 */
export async function moveApplication(
  db: Db,
  actor: Editor,
  row: ApplicationRecord,
  move: Move,
  context: { now: Date; publicUrl: string },
): Promise<MoveOutcome> {
  if (move.version === undefined || move.version !== row.version)
    return refused(DecisionMsg.changedMeanwhile);
  const expectedVersion = move.version;
  const from = statusKeyOf(row);
  const by: LifecycleActor = actor.role === 'staff' ? 'staff' : 'applicant';
  const transition = transitionOf(from, move.to, by);
  if (!transition) return refused(DecisionMsg.notAllowed(from, move.to));
  const { now } = context;
  const missing = missingOf(transition.needs, move, now);
  if (missing) return refused(missing);
  if (by === 'applicant' && move.to === 'underReview' && !(await hasNewEvidence(db, row)))
    return refused(DecisionMsg.evidenceMissing);
  const reason = transition.needs === 'nothing' ? null : (move.reason ?? null);
  const dueDate = transition.needs === 'reasonAndDueDate' ? (move.dueDate ?? null) : null;
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(applications)
      .set({
        status: move.to,
        rejectedReason: reason,
        evidenceDueDate: dueDate,
        statusChangedAt: now,
        updatedAt: now,
        version: sql`${applications.version} + 1`,
      })
      .where(and(eq(applications.id, row.id), eq(applications.version, expectedVersion)))
      .returning();
    if (!moved) return refused(DecisionMsg.changedMeanwhile);
    await recordEvent(
      tx,
      { applicationId: row.id, actor, kind: 'decision', detail: { from, to: move.to, reason, dueDate } },
      now,
    );
    if (by === 'staff') {
      const [owner] = await tx
        .select({ email: users.loginEmail, role: users.role })
        .from(users)
        .where(eq(users.id, moved.ownerId));
      if (owner) {
        const details = {
          reference: moved.reference ?? `#${moved.id}`,
          status: STATUS_LABELS[move.to],
          reason,
          dueDate,
          // The owner's own portal: an agent's (until the student registers) is the agent portal.
          homeLink: `${portalUrlFor(context.publicUrl, owner.role)}/potential/home`,
        };
        await enqueueMail(
          tx,
          { message: decisionMail(owner.email, details), kind: 'decision', applicationId: moved.id },
          now,
        );
      }
    }
    const answer: DecisionAnswer = {
      id: moved.id,
      status: STATUS_LABELS[move.to],
      statusKey: move.to,
      version: moved.version,
    };
    return { kind: 'moved' as const, answer };
  });
}
