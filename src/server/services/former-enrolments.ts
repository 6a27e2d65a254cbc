import { eq, sql } from 'drizzle-orm';
import { emptyQualification } from '../../domain/qualifications/defaults.ts';
import type { QualificationItem } from '../../domain/qualifications/form.ts';
import type { Db } from '../db/connect.ts';
import { formerEnrolments } from '../db/schema.ts';

/** A former enrolment (course spec §4 "Staff pre-fill of qualifications"), known by its code. */
export interface FormerEnrolment {
  enrolmentCode: string;
  /** The student's number in that enrolment, when known. */
  studentNum: string | null;
  qualifications: QualificationItem[];
}

/** A stored entry as the form holds it: every field of an item, the stored value where there is one. */
function itemOf(stored: Record<string, unknown>): QualificationItem {
  const type = typeof stored.qualificationType === 'number' ? stored.qualificationType : null;
  const item = emptyQualification(type) as unknown as Record<string, unknown>;
  for (const field of Object.keys(item)) {
    if (stored[field] !== undefined && stored[field] !== null) item[field] = stored[field];
  }
  return item as unknown as QualificationItem;
}

export async function findFormerEnrolment(
  db: Db,
  enrolmentCode: string,
): Promise<FormerEnrolment | undefined> {
  const [row] = await db
    .select({
      enrolmentCode: formerEnrolments.enrolmentCode,
      studentNum: formerEnrolments.studentNum,
      qualifications: formerEnrolments.qualifications,
    })
    .from(formerEnrolments)
    .where(eq(formerEnrolments.enrolmentCode, enrolmentCode));
  return row && { ...row, qualifications: row.qualifications.map(itemOf) };
}

/** Rows per statement: one statement may carry at most 65,535 parameters. */
const CHUNK = 1000;

/**
 * Inserts the enrolments (each code once), replacing the student number and qualifications of codes
 * already known. Run it in a transaction when the whole file must land or nothing.
 */
export async function upsertFormerEnrolments(
  db: Db,
  enrolments: readonly FormerEnrolment[],
  now: Date,
): Promise<void> {
  for (let start = 0; start < enrolments.length; start += CHUNK) {
    await db
      .insert(formerEnrolments)
      .values(
        enrolments.slice(start, start + CHUNK).map((enrolment) => ({
          enrolmentCode: enrolment.enrolmentCode,
          studentNum: enrolment.studentNum,
          qualifications: enrolment.qualifications as unknown as Record<string, unknown>[],
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: formerEnrolments.enrolmentCode,
        set: {
          studentNum: sql`excluded.student_num`,
          qualifications: sql`excluded.qualifications`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
}
