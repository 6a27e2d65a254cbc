import { eq, inArray, or } from 'drizzle-orm';
import type { Category, Role } from '../../../domain/user.ts';
import type { Db } from '../../db/connect.ts';
import { applications, supportRequests, users } from '../../db/schema.ts';
import { storageKeysOf } from '../../services/application-files.ts';
import { insertApplications } from '../../services/applications.ts';
import { loadCatalogue } from '../../services/catalogue.ts';
import type { FileStorage } from '../../services/file-storage.ts';
import { upsertFormerEnrolments } from '../../services/former-enrolments.ts';
import { upsertPreviousStudents } from '../../services/previous-students.ts';
import { revokeUserSessions } from '../../services/sessions.ts';
import { insertSupportRequests } from '../../services/support.ts';
import { findUserByEmail, insertUser, type UserRow } from '../../services/users.ts';
import { withDemoAnswers } from './answers.ts';
import { agentStudentApplications, demoApplications } from './applications.ts';
import { addDemoFiles, addDemoReferences } from './files.ts';
import { demoFormerEnrolments } from './former-enrolments.ts';
import { demoPreviousStudents } from './previous-students.ts';
import { agentSupportRequests, applicantSupportRequests } from './support.ts';

export const DEMO_APPLICANT = 'demo.applicant@example.com';
export const DEMO_AGENT = 'demo.agent@example.com';
export const DEMO_STAFF = 'demo.staff@example.com';
export const DEMO_STUDENTS = [1, 2, 3].map((n) => `demo.student${n}@example.com`);

export interface DemoSummary {
  applicant: { email: string; applications: number; supportRequests: number };
  agent: { email: string; applications: number; supportRequests: number };
  students: string[];
  /** The back-office account (signs in on the staff host). */
  staff: string;
  /** Student numbers staff can pre-fill from. */
  previousStudents: string[];
  /** Enrolment codes staff can pre-fill qualifications from. */
  formerEnrolments: string[];
}

/**
 * The demo account as it should be: created when missing, otherwise given back its role, category
 * and the password of this run (its old sessions end, as after any password change).
 */
async function demoAccount(
  tx: Db,
  email: string,
  role: Role,
  category: Category | null,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  const existing = await findUserByEmail(tx, email);
  if (!existing) {
    const made = await insertUser(tx, { email, passwordHash, role, category }, now);
    if (!made) throw new Error(`could not create ${email}`);
    return made;
  }
  await tx
    .update(users)
    .set({ role, category, passwordHash, updatedAt: now })
    .where(eq(users.id, existing.id));
  await revokeUserSessions(tx, existing.id, now);
  return existing;
}

/**
 * Brings the demo accounts back to the demo state in one transaction: their applications and
 * support requests are replaced, so running it again never duplicates anything. Other accounts
 * are not touched.
 */
export async function seedDemo(
  db: Db,
  files: FileStorage,
  passwordHash: string,
  now: Date,
): Promise<DemoSummary> {
  const written: string[] = [];
  let replaced: string[] = [];
  const summary = await db
    .transaction(async (tx) => {
      const applicant = await demoAccount(
        tx,
        DEMO_APPLICANT,
        'applicant',
        'International',
        passwordHash,
        now,
      );
      const agent = await demoAccount(tx, DEMO_AGENT, 'agent', 'International', passwordHash, now);
      await demoAccount(tx, DEMO_STAFF, 'staff', null, passwordHash, now);
      const students: UserRow[] = [];
      for (const email of DEMO_STUDENTS) {
        students.push(await demoAccount(tx, email, 'applicant', 'International', passwordHash, now));
      }
      const ids = [applicant.id, agent.id, ...students.map((student) => student.id)];
      const demoRows = or(inArray(applications.ownerId, ids), eq(applications.agentId, agent.id));
      const previousRows = await tx.select({ id: applications.id }).from(applications).where(demoRows);
      replaced = await storageKeysOf(
        tx,
        previousRows.map((row) => row.id),
      );
      await tx.delete(applications).where(demoRows);
      await tx.delete(supportRequests).where(inArray(supportRequests.userId, ids));

      const own = demoApplications(applicant.id, 'International', now);
      const forStudents = agentStudentApplications(
        agent.id,
        students.map((student) => ({ id: student.id, email: student.loginEmail })),
        now,
      );
      const made = await insertApplications(
        tx,
        withDemoAnswers([...own, ...forStudents], await loadCatalogue(tx, now)),
      );
      written.push(...(await addDemoFiles(tx, files, made, now)));
      await addDemoReferences(tx, made);
      const applicantRequests = applicantSupportRequests(applicant.id, now);
      const agentRequests = agentSupportRequests(agent.id, now);
      await insertSupportRequests(tx, [...applicantRequests, ...agentRequests]);
      const previous = demoPreviousStudents();
      await upsertPreviousStudents(tx, previous, now);
      const enrolments = demoFormerEnrolments();
      await upsertFormerEnrolments(tx, enrolments, now);
      return {
        applicant: {
          email: DEMO_APPLICANT,
          applications: own.length,
          supportRequests: applicantRequests.length,
        },
        agent: { email: DEMO_AGENT, applications: forStudents.length, supportRequests: agentRequests.length },
        students: DEMO_STUDENTS,
        staff: DEMO_STAFF,
        previousStudents: previous.map((student) => student.studentNum),
        formerEnrolments: enrolments.map((enrolment) => enrolment.enrolmentCode),
      };
    })
    .catch(async (error: unknown) => {
      // Rolled back: the files written for it belong to no row.
      await Promise.all(written.map((key) => files.remove(key)));
      throw error;
    });
  // Committed: the replaced applications' files belong to no row any more.
  await Promise.all(replaced.map((key) => files.remove(key)));
  return summary;
}
