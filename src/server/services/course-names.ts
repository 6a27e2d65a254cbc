import { and, eq, inArray } from 'drizzle-orm';
import type { CourseOffering } from '../../domain/course/catalogue.ts';
import type { SummaryCatalogue } from '../../domain/course/summary.ts';
import type { Db } from '../db/connect.ts';
import { campuses, referenceItems } from '../db/schema.ts';
import { ID_MAX } from '../http/params.ts';
import { findOffering } from './catalogue.ts';

/** The course step's choices as saved: ids, any of them possibly missing. */
export interface CourseChoices {
  applicationType?: unknown;
  campusId?: unknown;
  courseOfferingId?: unknown;
  applicationType2?: unknown;
  campusId2?: unknown;
  courseOffering2Id?: unknown;
}

/** An id a saved form may hold; anything else (null, text, past int4) names nothing. */
export const asId = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= ID_MAX
    ? value
    : undefined;

const idsOf = (...values: unknown[]) => [...new Set(values.map(asId).filter((id) => id !== undefined))];

/**
 * Just what naming a saved course step needs (courseSummary): the course types, campuses and
 * offerings its ids name, read from the database whether still offered or not.
 */
export async function summaryCatalogueOf(db: Db, choices: CourseChoices): Promise<SummaryCatalogue> {
  const courseOfferings: CourseOffering[] = [];
  for (const id of idsOf(choices.courseOfferingId, choices.courseOffering2Id)) {
    const offering = await findOffering(db, id);
    if (offering) courseOfferings.push(offering);
  }
  const campusIds = idsOf(
    choices.campusId,
    choices.campusId2,
    ...courseOfferings.map((offering) => offering.campusId),
  );
  const typeIds = idsOf(choices.applicationType, choices.applicationType2);
  const campusDict = campusIds.length
    ? await db
        .select({ id: campuses.id, name: campuses.name, code: campuses.code })
        .from(campuses)
        .where(inArray(campuses.id, campusIds))
    : [];
  const courseTypes = typeIds.length
    ? await db
        .select({ id: referenceItems.id, name: referenceItems.name, code: referenceItems.code })
        .from(referenceItems)
        .where(and(eq(referenceItems.list, 'courseTypes'), inArray(referenceItems.id, typeIds)))
    : [];
  return { courseTypes, campusDict, courseOfferings };
}
