import { and, eq, inArray, sql } from 'drizzle-orm';
import { canConfirm, STATUS_LABELS } from '../../domain/applications/status.ts';
import type { StepKey } from '../../domain/applications/steps.ts';
import { referenceOf } from '../../domain/submission/constants.ts';
import { SubmitMsg } from '../../domain/submission/messages.ts';
import type { MissingPart, SubmitAnswer } from '../../domain/submission/types.ts';
import type { Db } from '../db/connect.ts';
import { applications, users } from '../db/schema.ts';
import { applicationDetailsStep } from './application-details.ts';
import { missingRequiredDocuments } from './application-files.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { recordEvent } from './audit.ts';
import { enqueueMail } from './mail-outbox.ts';
import { submittedMail } from './mail-templates.ts';
import { personalDetailsStep } from './personal-details.ts';
import { qualificationsStep } from './qualifications.ts';
import type { Editor, StepDefinition } from './step-save.ts';

/** The steps a submission needs, each checked with the schema its own save uses (the step kit's). */
const REQUIRED_STEPS: ReadonlyArray<{
  step: StepKey;
  // biome-ignore lint/suspicious/noExplicitAny: each step has its own form type.
  definition: StepDefinition<any>;
  answers: (row: ApplicationRecord) => Record<string, unknown> | null;
  message: string;
}> = [
  {
    step: 'personal',
    definition: personalDetailsStep,
    answers: (r) => r.personalDetails,
    message: SubmitMsg.personal,
  },
  {
    step: 'application',
    definition: applicationDetailsStep,
    answers: (r) => r.applicationDetails,
    message: SubmitMsg.application,
  },
  {
    step: 'qualifications',
    definition: qualificationsStep,
    answers: (r) => r.qualifications,
    message: SubmitMsg.qualifications,
  },
];

/**
 * What the application still lacks (issue 10): each required step saved and still valid by its own
 * schema (for the submitting role, at this moment: a course intake that closed since counts), and a
 * file of every kind the category requires. Empty when it can be submitted.
 */
export async function missingParts(
  db: Db,
  editor: Editor,
  row: ApplicationRecord,
  now: Date,
): Promise<MissingPart[]> {
  const missing: MissingPart[] = [];
  for (const { step, definition, answers, message } of REQUIRED_STEPS) {
    const saved = answers(row);
    const prepared = await definition.prepare({ db, editor, category: row.category, row, now });
    if (!saved || !prepared.schema.safeParse({ ...saved, applicationId: row.id }).success)
      missing.push({ step, message });
  }
  for (const caption of await missingRequiredDocuments(db, row))
    missing.push({ step: 'documents', message: SubmitMsg.documents(caption) });
  return missing;
}

const answerOf = (
  row: Pick<ApplicationRecord, 'id' | 'reference' | 'submittedAt' | 'status'>,
): SubmitAnswer => ({
  id: row.id,
  reference: row.reference ?? '',
  submittedAt: row.submittedAt?.toISOString() ?? '',
  status: STATUS_LABELS[statusKeyOf(row)],
});

export type SubmitOutcome =
  | { kind: 'submitted'; answer: SubmitAnswer }
  | { kind: 'alreadySubmitted'; answer: SubmitAnswer }
  | { kind: 'notSubmittable' }
  | { kind: 'incomplete'; missing: MissingPart[] };

const SUBMITTABLE = ['editing', 'pending'] as const;

/**
 * Submits an application in reach (issue 10). In one transaction: the status becomes submitted (a
 * conditional UPDATE, so of two racing submits exactly one changes the row), the reference and the
 * submission time are set, and the confirmation mail is written to the outbox. A submit of an
 * application that already has its reference answers that same submission: a double click or a
 * second tab gets the first submission, never a second one or a second mail.
 */
export async function submitApplication(
  db: Db,
  editor: Editor,
  row: ApplicationRecord,
  context: { now: Date; publicUrl: string },
): Promise<SubmitOutcome> {
  if (row.reference) return { kind: 'alreadySubmitted', answer: answerOf(row) };
  if (!canConfirm(statusKeyOf(row))) return { kind: 'notSubmittable' };
  const { now } = context;
  const missing = await missingParts(db, editor, row, now);
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const reference = referenceOf(row.id, now);
  const done = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(applications)
      .set({
        status: 'submitted',
        submittedAt: now,
        statusChangedAt: now,
        reference,
        updatedAt: now,
        version: sql`${applications.version} + 1`,
      })
      .where(and(eq(applications.id, row.id), inArray(applications.status, SUBMITTABLE)))
      .returning();
    if (!changed) return undefined;
    await recordEvent(
      tx,
      { applicationId: changed.id, actor: editor, kind: 'submit', detail: { reference } },
      now,
    );
    const [owner] = await tx
      .select({ email: users.loginEmail })
      .from(users)
      .where(eq(users.id, changed.ownerId));
    if (owner) {
      const message = submittedMail(owner.email, {
        reference,
        courseName: changed.courseName,
        homeLink: `${context.publicUrl}/potential/home`,
      });
      await enqueueMail(tx, { message, kind: 'submitted', applicationId: changed.id }, now);
    }
    return changed;
  });
  if (done) return { kind: 'submitted', answer: answerOf(done) };
  // Another request submitted (or moved) it in between: answer what is there now.
  const [current] = await db.select().from(applications).where(eq(applications.id, row.id));
  return current?.reference
    ? { kind: 'alreadySubmitted', answer: answerOf(current) }
    : { kind: 'notSubmittable' };
}
