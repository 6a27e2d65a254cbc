import { otherCategory } from '../../../domain/applications/category.ts';
import type { StatusKey } from '../../../domain/applications/status.ts';
import type { Category } from '../../../domain/user.ts';
import type { NewApplication } from '../../services/applications.ts';

/** Demo applications: invented people, real-sounding courses. Deterministic: the same rows every run. */

const PEOPLE = [
  ['Mei', 'Chen'],
  ['Arjun', 'Sharma'],
  ['Sofia', 'Rossi'],
  ['Oluwaseun', 'Adeyemi'],
  ['Hana', 'Tanaka'],
  ['Lucas', 'Oliveira'],
  ['Aisha', 'Rahman'],
  ['Nguyen', 'Thi Lan'],
  ['Liam', "O'Connor"],
  ['Fatima', 'Al-Sayed'],
  ['Minh', 'Tran'],
  ['Priya', 'Patel'],
  ['Jack', 'Williams'],
  ['Chloe', 'Martin'],
  ['Ji-woo', 'Park'],
] as const;

const COURSES = [
  ['Bachelor of Nursing', 'Undergraduate'],
  ['Master of Information Technology', 'Postgraduate Coursework'],
  ['Bachelor of Business (Accounting)', 'Undergraduate'],
  ['Graduate Certificate in Data Science', 'Postgraduate Coursework'],
  ['Master of Engineering (Civil)', 'Postgraduate Coursework'],
  ['Bachelor of Education (Primary)', 'Undergraduate'],
  ['Diploma of Hospitality Management', 'Vocational Diploma'],
  ['Master of Public Health', 'Postgraduate Coursework'],
  ['Bachelor of Design (Visual Communication)', 'Undergraduate'],
  ['Doctor of Philosophy (Environmental Science)', 'Higher Degree by Research'],
  ['English for Academic Purposes (20 weeks)', 'English Language (ELICOS)'],
] as const;

const CAMPUSES = ['Sydney City Campus', 'Melbourne Campus', 'Brisbane South Bank', 'Perth Campus', 'Online'];

/** 45 applications over every status; the counts add up to 45. */
const STATUS_PLAN: [StatusKey, number][] = [
  ['editing', 8],
  ['pending', 4],
  ['submitted', 5],
  ['underReview', 5],
  ['evidenceNeeded', 5],
  ['refused', 5],
  ['offered', 5],
  ['accepted', 3],
  ['declined', 2],
  ['withdrawn', 3],
];

const REASONS: Partial<Record<StatusKey, string[]>> = {
  refused: [
    'Your application does not meet the English language requirement.\nThe course requires IELTS 6.5 overall with no band below 6.0; the result provided is 6.0 overall.\nYou are welcome to apply again with a new test result.',
    'The course is full for the intake you chose.\nPlease consider the next intake or a related course.',
    'Your academic results do not meet the minimum entry requirement (a credit average).\nThe Graduate Certificate pathway may suit you: see the course guide.',
  ],
  evidenceNeeded: [
    'Please upload:\n- a certified copy of your passport (photo page)\n- your final academic transcript\nAdd them on the Documents step; we review new documents within 5 working days.',
    'The English test report you uploaded cannot be read.\nPlease upload a clear PDF of the full Test Report Form.',
    'We need evidence of your work experience:\n- a letter from your employer on letterhead\n- showing your role, dates and hours per week.',
  ],
};

const emailOf = (given: string, family: string) =>
  `${`${given}.${family}`.toLowerCase().replace(/[^a-z.]/g, '')}@example.com`;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo applicant's 45 applications, updated over the last ~120 days (newest first). */
export function demoApplications(ownerId: number, category: Category, now: Date): NewApplication[] {
  const statuses = STATUS_PLAN.flatMap(([status, count]) => Array<StatusKey>(count).fill(status));
  // Interleave, so every page of the list shows a mix of statuses.
  const order = statuses.map((_, index) => statuses[(index * 7) % statuses.length] as StatusKey);
  return order.map((status, index) => {
    const [firstGivenName, familyName] = PEOPLE[index % PEOPLE.length] ?? PEOPLE[0];
    const [courseName, applicationTypeName] = COURSES[(index * 5) % COURSES.length] ?? COURSES[0];
    const updatedAt = new Date(now.getTime() - index * 2.6 * DAY - ((index * 37) % 24) * HOUR);
    const createdAt = new Date(updatedAt.getTime() - (3 + (index % 9)) * DAY);
    const reasons = REASONS[status];
    const started = status === 'editing' && index % 3 === 0; // just started: no course chosen yet
    return {
      ownerId,
      category: index % 6 === 5 ? otherCategory(category) : category,
      status,
      rejectedReason: reasons ? (reasons[index % reasons.length] ?? null) : null,
      // Due two to four weeks from the seed, as a staff member's request would be.
      evidenceDueDate:
        status === 'evidenceNeeded'
          ? new Date(now.getTime() + (14 + (index % 3) * 7) * DAY).toISOString().slice(0, 10)
          : null,
      firstGivenName,
      familyName,
      mail: emailOf(firstGivenName, familyName),
      courseName: started ? null : courseName,
      applicationTypeName: started ? null : applicationTypeName,
      campusName: started ? null : (CAMPUSES[index % CAMPUSES.length] ?? null),
      createdAt,
      updatedAt,
      submittedAt: status === 'editing' || status === 'pending' ? null : new Date(createdAt.getTime() + DAY),
    };
  });
}

/** Two applications for each of an agent's students. */
export function agentStudentApplications(
  agentId: number,
  students: { id: number; email: string }[],
  now: Date,
): NewApplication[] {
  return students.flatMap((student, s) =>
    (['editing', 'submitted'] as const).map((status, a) => {
      const index = s * 2 + a;
      const [firstGivenName, familyName] = PEOPLE[(s * 4 + 2) % PEOPLE.length] ?? PEOPLE[0];
      const [courseName, applicationTypeName] = COURSES[(index * 3 + 1) % COURSES.length] ?? COURSES[0];
      const updatedAt = new Date(now.getTime() - (index * 4 + 1) * DAY);
      return {
        ownerId: student.id,
        agentId,
        category: 'International' as const,
        status,
        firstGivenName,
        familyName,
        mail: student.email,
        courseName,
        applicationTypeName,
        campusName: CAMPUSES[index % CAMPUSES.length] ?? null,
        createdAt: new Date(updatedAt.getTime() - 2 * DAY),
        updatedAt,
        submittedAt: status === 'submitted' ? updatedAt : null,
      };
    }),
  );
}
