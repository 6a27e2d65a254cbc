import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.ts';
import { mailOutbox } from '../db/schema.ts';
import type { Mailer, MailMessage } from './mail.ts';

/** How long a worker holds a message it is sending before another may take it (it died). */
const CLAIM_MS = 60_000;
/** A failed send waits this long per attempt so far before the next try. */
const RETRY_STEP_MS = 30_000;
const BATCH = 20;

export interface OutboxEntry {
  message: MailMessage;
  kind: string;
  applicationId?: number;
}

/** Writes a mail to the outbox, in the caller's transaction: it is sent only if that commits. */
export async function enqueueMail(db: Db, { message, kind, applicationId }: OutboxEntry, now: Date) {
  await db.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    kind,
    applicationId: applicationId ?? null,
    createdAt: now,
  });
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/**
 * Frees the claims of unsent mail, for a start on PGlite: one process owns that data folder
 * (pglite.lock), so a claim found at start belongs to a process that died sending (a crash, a
 * SIGKILL), and its mail goes out now instead of a minute later when the claim lapses (a failed
 * send's retry wait is freed too: a start tries again). Never on PostgreSQL, where another live
 * instance may hold the claim. Returns how many.
 */
export async function releaseClaims(db: Db): Promise<number> {
  const freed = await db
    .update(mailOutbox)
    .set({ claimedUntil: null })
    .where(and(isNull(mailOutbox.sentAt), isNotNull(mailOutbox.claimedUntil)))
    .returning({ id: mailOutbox.id });
  return freed.length;
}

/**
 * Sends what is due: claims a batch (rows no live worker holds), sends each, marks it sent. Several
 * processes may run this at once: the claim is one UPDATE over `for update skip locked`, so each
 * message goes to one of them. A process killed between the send and the mark leaves the message
 * claimed; it is sent again once the claim lapses, or at the next start on PGlite (releaseClaims):
 * at-least-once, never lost. The Message-ID is the outbox id, so mail systems can fold such a
 * repeat. Returns how many were sent.
 */
export async function sendDueMail(db: Db, mailer: Mailer, now: Date, log: Logger): Promise<number> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(isNull(mailOutbox.sentAt), or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now))),
    )
    .orderBy(mailOutbox.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // The batch's messages go out at once (each on its own SMTP connection), each marked sent as soon
  // as its own send is accepted: a batch costs about one send's time, not twenty.
  let sent = 0;
  await Promise.all(
    claimed.map(async (entry) => {
      try {
        await mailer.send({
          to: entry.toAddress,
          subject: entry.subject,
          text: entry.text,
          html: entry.html,
          messageId: `<outbox-${entry.id}-${entry.createdAt.getTime()}@admission-portal>`,
        });
        await db
          .update(mailOutbox)
          .set({ sentAt: now, claimedUntil: null, lastError: null })
          .where(eq(mailOutbox.id, entry.id));
        sent += 1;
      } catch (error) {
        const retryAt = new Date(now.getTime() + RETRY_STEP_MS * entry.attempts);
        await db
          .update(mailOutbox)
          .set({ claimedUntil: retryAt, lastError: String((error as Error)?.message ?? error).slice(0, 500) })
          .where(eq(mailOutbox.id, entry.id));
        log.warn({ outboxId: entry.id, attempts: entry.attempts }, 'outbox mail not sent; will retry');
      }
    }),
  );
  return sent;
}
