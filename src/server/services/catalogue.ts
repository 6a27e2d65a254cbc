import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { isoDate } from '../../domain/course/calendar.ts';
import {
  CATALOGUE_LIST_KEYS,
  type CatalogueLists,
  type CourseCatalogue,
  type CourseOffering,
  type Subject,
} from '../../domain/course/catalogue.ts';
import type { RefItem } from '../../domain/reference/types.ts';
import { INT4_MAX } from '../../domain/steps/text-safety.ts';
import type { Db } from '../db/connect.ts';
import { campuses, courseOfferingModules, courseOfferings, referenceItems, subjects } from '../db/schema.ts';
import { hasImportedCatalogue } from './catalogue-store.ts';

const offeringColumns = {
  id: courseOfferings.id,
  code: courseOfferings.code,
  courseCode: courseOfferings.courseCode,
  name: courseOfferings.name,
  courseType: courseOfferings.courseType,
  campusId: courseOfferings.campusId,
  departmentName: courseOfferings.departmentName,
  startDate: courseOfferings.startDate,
  endDate: courseOfferings.endDate,
  typeOfAttendanceName: courseOfferings.attendance,
  lawCourse: courseOfferings.lawCourse,
};

/** The offerings matching `where`, each with its modules in study order (two queries). */
async function readOfferings(db: Db, where: SQL | undefined): Promise<CourseOffering[]> {
  const rows = await db
    .select(offeringColumns)
    .from(courseOfferings)
    .where(where)
    .orderBy(asc(courseOfferings.startDate), asc(courseOfferings.name), asc(courseOfferings.code));
  const modules = await db
    .select({
      offeringId: courseOfferingModules.offeringId,
      id: subjects.id,
      code: subjects.code,
      name: subjects.name,
    })
    .from(courseOfferingModules)
    .innerJoin(subjects, eq(subjects.id, courseOfferingModules.subjectId))
    .innerJoin(courseOfferings, eq(courseOfferings.id, courseOfferingModules.offeringId))
    .where(where)
    .orderBy(asc(courseOfferingModules.offeringId), asc(courseOfferingModules.position));
  const byOffering = new Map<number, Subject[]>();
  for (const { offeringId, ...subject } of modules) {
    const list = byOffering.get(offeringId) ?? [];
    list.push(subject);
    byOffering.set(offeringId, list);
  }
  return rows.map((row) => ({ ...row, modules: byOffering.get(row.id) ?? [] }));
}

async function readCatalogueLists(db: Db): Promise<CatalogueLists> {
  const rows = await db
    .select()
    .from(referenceItems)
    .where(inArray(referenceItems.list, [...CATALOGUE_LIST_KEYS]))
    .orderBy(asc(referenceItems.list), asc(referenceItems.position));
  const lists = Object.fromEntries(CATALOGUE_LIST_KEYS.map((key) => [key, [] as RefItem[]]));
  for (const { list, id, name, code } of rows) lists[list]?.push({ id, name, code });
  return lists as unknown as CatalogueLists;
}

/**
 * The course application step's dictionaries (course spec §7). Offerings whose start date is before
 * today (the server's calendar date of `now`) are left out. Once a catalogue has been imported only
 * its rows are served, else the demo seed's.
 */
export async function loadCatalogue(db: Db, now: Date): Promise<CourseCatalogue> {
  const demo = !(await hasImportedCatalogue(db));
  const lists = await readCatalogueLists(db);
  const campusDict = await db
    .select({ id: campuses.id, name: campuses.name, code: campuses.code })
    .from(campuses)
    .where(eq(campuses.demo, demo))
    .orderBy(asc(campuses.name));
  const courseOfferingList = await readOfferings(
    db,
    and(eq(courseOfferings.demo, demo), gte(courseOfferings.startDate, isoDate(now))),
  );
  const modules = new Map<number, Subject>();
  for (const offering of courseOfferingList)
    for (const subject of offering.modules) modules.set(subject.id, subject);
  return {
    ...lists,
    campusDict,
    courseOfferings: courseOfferingList,
    modules: [...modules.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

/** One offering by id, offered or not (its dates for the save's time-conflict check), or undefined. */
export async function findOffering(db: Db, id: number): Promise<CourseOffering | undefined> {
  if (!Number.isSafeInteger(id) || id < 1 || id > INT4_MAX) return undefined;
  const [offering] = await readOfferings(db, eq(courseOfferings.id, id));
  return offering;
}
