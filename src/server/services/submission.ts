import { eq, sql } from 'drizzle-orm';
import { canConfirm, STATUS_LABELS } from '../../domain/applications/status.ts';
import type { StepKey } from '../../domain/applications/steps.ts';
import { isoDate } from '../../domain/course/calendar.ts';
import { missingPartsOf, type RequiredFormStep } from '../../domain/submission/completeness.ts';
import { referenceOf } from '../../domain/submission/constants.ts';
import type { MissingPart, SubmitAnswer } from '../../domain/submission/types.ts';
import type { Db } from '../db/connect.ts';
import { applicationFiles, applications } from '../db/schema.ts';
import { applicationDetailsStep } from './application-details.ts';
import { type CategoryTypes, typesOf } from './application-files.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { personalDetailsStep } from './personal-details.ts';
import { qualificationsStep } from './qualifications.ts';
import { sharedReads } from './shared-reads.ts';
import type { Editor, StepDefinition } from './step-save.ts';
import { submissionMails } from './submission-mail.ts';

/** The form steps a submission needs (completeness.ts), each checked with the schema its own save uses. */
const REQUIRED_STEPS: ReadonlyArray<{
  step: RequiredFormStep;
  // biome-ignore lint/suspicious/noExplicitAny: each step has its own form type.
  definition: StepDefinition<any>;
  answers: (row: ApplicationRecord) => Record<string, unknown> | null;
}> = [
  {
    step: 'personal',
    definition: personalDetailsStep,
    answers: (r) => r.personalDetails,
  },
  {
    step: 'application',
    definition: applicationDetailsStep,
    answers: (r) => r.applicationDetails,
  },
  {
    step: 'qualifications',
    definition: qualificationsStep,
    answers: (r) => r.qualifications,
  },
];

/** How long a read the submit checks share stays served after it completes (real time). */
export const SHARED_READ_MS = 1_000;

// The catalogue and lists the checks need, shared by the submits of the same second (shared-reads.ts);
// the step saves always read afresh.
// biome-ignore lint/suspicious/noExplicitAny: each step has its own form type.
const sharedPrepare = sharedReads<Awaited<ReturnType<StepDefinition<any>['prepare']>>>(SHARED_READ_MS);
const sharedTypes = sharedReads<CategoryTypes>(SHARED_READ_MS);

/**
 * What a step's prepared schema depends on: the step, the role and category, the calendar date
 * (every date rule compares days: ages, years, intakes; the catalogue is the offerings from that
 * day on) and, for the course step, the offerings the application chose (kept even when no longer
 * offered, services/application-details.ts).
 */
function prepareKey(step: StepKey, editor: Editor, row: ApplicationRecord, now: Date): string {
  const details = row.applicationDetails;
  const chosen =
    step === 'application' && details
      ? `|${String(details.courseOfferingId ?? '')}|${String(details.courseOffering2Id ?? '')}`
      : '';
  return `${step}|${editor.role}|${row.category}|${isoDate(now)}${chosen}`;
}

/** The file kinds the application has at least one file of. */
async function presentFileTypes(db: Db, applicationId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ fileType: applicationFiles.fileType })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  return new Set(rows.map((row) => row.fileType));
}

/**
 * What the application still lacks (issue 10): each required step saved and still valid by its own
 * schema (for the submitting role, at this moment: a course intake that closed since counts), and a
 * file of every kind the category requires. Empty when it can be submitted. The checks' reads run
 * at once; the catalogue and lists they need are shared by the submits of the same second
 * (shared-reads.ts).
 */
export async function missingParts(
  db: Db,
  editor: Editor,
  row: ApplicationRecord,
  now: Date,
): Promise<MissingPart[]> {
  const [steps, types, present] = await Promise.all([
    Promise.all(
      REQUIRED_STEPS.map(({ step, definition }) =>
        sharedPrepare.read(prepareKey(step, editor, row, now), () =>
          definition.prepare({ db, editor, category: row.category, row, now }),
        ),
      ),
    ),
    sharedTypes.read(row.category, () => typesOf(db, row.category)),
    presentFileTypes(db, row.id),
  ]);
  const valid = Object.fromEntries(
    REQUIRED_STEPS.map(({ step, answers }, index) => {
      const saved = answers(row);
      const prepared = steps[index];
      return [
        step,
        Boolean(saved && prepared?.schema.safeParse({ ...saved, applicationId: row.id }).success),
      ];
    }),
  ) as Record<RequiredFormStep, boolean>;
  return missingPartsOf({
    valid,
    requiredTypes: types.uploadTypes,
    presentTypes: present,
    captions: types.allUploadTypes,
  });
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
 * Submits an application in reach (issue 10). In one statement (one transaction): the status becomes submitted (a
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
  // The confirmations name the course that was checked above; their addresses (owner, agent, the
  // student the agent named) are read just before the statement.
  const mails = await submissionMails(db, row, reference, context.publicUrl);
  const at = now.toISOString();
  // One statement, so one round trip and atomic without BEGIN/COMMIT: the conditional UPDATE (of
  // two racing submits exactly one changes the row), the audit event and the outbox mail all
  // commit together, or none does.
  const result = (await db.execute(sql`
    with changed as (
      update applications
      set status = 'submitted', submitted_at = ${at}::timestamptz, status_changed_at = ${at}::timestamptz,
        reference = ${reference}, updated_at = ${at}::timestamptz, version = version + 1
      where id = ${row.id} and status in (${sql.join(
        SUBMITTABLE.map((status) => sql`${status}`),
        sql`, `,
      )})
      returning id, owner_id
    ), event as (
      insert into application_events (application_id, at, actor_id, actor_role, kind, step, changes, detail)
      select id, ${at}::timestamptz, ${editor.id}, ${editor.role}::user_role, 'submit', null, '[]'::jsonb,
        ${JSON.stringify({ reference })}::jsonb
      from changed
    )${
      mails.length
        ? sql`, mail as (
      insert into mail_outbox (to_address, subject, text, html, kind, application_id, created_at)
      select m.to_address, m.subject, m.text, m.html, 'submitted', changed.id, ${at}::timestamptz
      from changed cross join (values ${sql.join(
        mails.map(
          (mail) => sql`(${mail.to}::text, ${mail.subject}::text, ${mail.text}::text, ${mail.html}::text)`,
        ),
        sql`, `,
      )}) as m(to_address, subject, text, html)
    )`
        : sql``
    }
    select id from changed`)) as unknown as { rows: { id: number }[] };
  const done =
    result.rows.length > 0 ? { id: row.id, reference, submittedAt: now, status: 'submitted' } : undefined;
  if (done) return { kind: 'submitted', answer: answerOf(done) };
  // Another request submitted (or moved) it in between: answer what is there now.
  const [current] = await db.select().from(applications).where(eq(applications.id, row.id));
  return current?.reference
    ? { kind: 'alreadySubmitted', answer: answerOf(current) }
    : { kind: 'notSubmittable' };
}
