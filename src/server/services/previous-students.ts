import { eq, sql } from 'drizzle-orm';
import type { PersonalDetailsRecord } from '../../domain/personal/render.ts';
import type { Category } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { previousStudents } from '../db/schema.ts';

export interface PreviousStudent {
  studentNum: string;
  category: Category;
  personalDetails: PersonalDetailsRecord;
}

export async function findPreviousStudent(db: Db, studentNum: string): Promise<PreviousStudent | undefined> {
  const [row] = await db
    .select({
      studentNum: previousStudents.studentNum,
      category: previousStudents.category,
      personalDetails: previousStudents.personalDetails,
    })
    .from(previousStudents)
    .where(eq(previousStudents.studentNum, studentNum));
  return row && { ...row, personalDetails: row.personalDetails as PersonalDetailsRecord };
}

/** Inserts the students, replacing the category and details of numbers already known. */
export async function upsertPreviousStudents(db: Db, students: PreviousStudent[], now: Date): Promise<void> {
  if (students.length === 0) return;
  await db
    .insert(previousStudents)
    .values(students.map((student) => ({ ...student, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: previousStudents.studentNum,
      set: {
        category: sql`excluded.category`,
        personalDetails: sql`excluded.personal_details`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
