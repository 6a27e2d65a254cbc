import { eq, inArray, sql } from 'drizzle-orm';
import type { AttendanceType } from '../../domain/course/catalogue.ts';
import type { Db } from '../db/connect.ts';
import { campuses, courseOfferingModules, courseOfferings, subjects } from '../db/schema.ts';

/** A campus or subject as a catalogue source names it: by code. */
export interface CodedName {
  code: string;
  name: string;
}

/** One offering as the demo seed or a CSV line gives it: everything by code, no ids yet. */
export interface OfferingInput {
  code: string;
  courseCode: string;
  name: string;
  courseType: number;
  campus: CodedName;
  departmentName: string;
  startDate: string;
  endDate: string;
  typeOfAttendanceName: AttendanceType;
  lawCourse: boolean;
  modules: CodedName[];
}

export interface UpsertCounts {
  campuses: number;
  subjects: number;
  offerings: number;
}

/** Rows per statement: one statement may carry at most 65,535 parameters. */
const CHUNK = 1000;

/** Runs `write` over the rows CHUNK at a time; gathers what each call returns. */
async function inChunks<T, R>(rows: T[], write: (chunk: T[]) => Promise<R[] | undefined>): Promise<R[]> {
  const written: R[] = [];
  for (let start = 0; start < rows.length; start += CHUNK)
    written.push(...((await write(rows.slice(start, start + CHUNK))) ?? []));
  return written;
}

/** Each code once (the last name given wins; the CSV reader has refused lines that disagree). */
const byCode = (items: CodedName[]) => [...new Map(items.map((item) => [item.code, item])).values()];

/**
 * Inserts the offerings with their campuses and subjects, or updates those whose code is known, in
 * one transaction; an offering's modules are replaced by the given ones. `demo` marks the rows as
 * the demo seed's (true) or a provider's import (false).
 */
export async function upsertCatalogue(
  db: Db,
  offerings: OfferingInput[],
  demo: boolean,
): Promise<UpsertCounts> {
  if (offerings.length === 0) return { campuses: 0, subjects: 0, offerings: 0 };
  return db.transaction(async (tx) => {
    const campusRows = await inChunks(byCode(offerings.map((offering) => offering.campus)), (chunk) =>
      tx
        .insert(campuses)
        .values(chunk.map((campus) => ({ ...campus, demo })))
        .onConflictDoUpdate({ target: campuses.code, set: { name: sql`excluded.name`, demo } })
        .returning({ id: campuses.id, code: campuses.code }),
    );
    const subjectRows = await inChunks(byCode(offerings.flatMap((offering) => offering.modules)), (chunk) =>
      tx
        .insert(subjects)
        .values(chunk.map((subject) => ({ ...subject, demo })))
        .onConflictDoUpdate({ target: subjects.code, set: { name: sql`excluded.name`, demo } })
        .returning({ id: subjects.id, code: subjects.code }),
    );
    const campusId = new Map(campusRows.map((row) => [row.code, row.id]));
    const subjectId = new Map(subjectRows.map((row) => [row.code, row.id]));
    const offeringRows = await inChunks(offerings, (chunk) =>
      tx
        .insert(courseOfferings)
        .values(
          chunk.map(({ campus, modules: _modules, typeOfAttendanceName, ...offering }) => ({
            ...offering,
            campusId: campusId.get(campus.code) ?? 0,
            attendance: typeOfAttendanceName,
            demo,
          })),
        )
        .onConflictDoUpdate({
          target: courseOfferings.code,
          set: {
            courseCode: sql`excluded.course_code`,
            name: sql`excluded.name`,
            courseType: sql`excluded.course_type`,
            campusId: sql`excluded.campus_id`,
            departmentName: sql`excluded.department_name`,
            startDate: sql`excluded.start_date`,
            endDate: sql`excluded.end_date`,
            attendance: sql`excluded.attendance`,
            lawCourse: sql`excluded.law_course`,
            demo,
          },
        })
        .returning({ id: courseOfferings.id, code: courseOfferings.code }),
    );
    const offeringId = new Map(offeringRows.map((row) => [row.code, row.id]));
    const ids = [...offeringId.values()];
    await inChunks(ids, async (chunk) => {
      await tx.delete(courseOfferingModules).where(inArray(courseOfferingModules.offeringId, chunk));
      return undefined;
    });
    const moduleRows = offerings.flatMap((offering) =>
      offering.modules.map((subject, position) => ({
        offeringId: offeringId.get(offering.code) ?? 0,
        subjectId: subjectId.get(subject.code) ?? 0,
        position,
      })),
    );
    await inChunks(moduleRows, async (chunk) => {
      await tx.insert(courseOfferingModules).values(chunk);
      return undefined;
    });
    return { campuses: campusRows.length, subjects: subjectRows.length, offerings: offeringRows.length };
  });
}

/** True once `npm run import:catalogue` has written an offering: the provider's catalogue is in charge. */
export async function hasImportedCatalogue(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: courseOfferings.id })
    .from(courseOfferings)
    .where(eq(courseOfferings.demo, false))
    .limit(1);
  return row !== undefined;
}
