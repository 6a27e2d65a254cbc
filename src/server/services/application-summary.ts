import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STATUS_LABELS } from '../../domain/applications/status.ts';
import type { SummaryDetail } from '../../domain/applications/summary.ts';
import type { ApplicationDetailsForm } from '../../domain/course/form.ts';
import { type CourseSummary, courseSummary } from '../../domain/course/summary.ts';
import type { Db } from '../db/connect.ts';
import { applications, users } from '../db/schema.ts';
import { type ApplicationRecord, type Reach, scopeOf, statusKeyOf } from './applications.ts';
import { summaryCatalogueOf } from './course-names.ts';

const agent = alias(users, 'agent');

/** The summary of an application in reach (spec §3 "Summary detail"); undefined when not in reach. */
export async function findSummary(db: Db, reach: Reach, id: number): Promise<SummaryDetail | undefined> {
  const [row] = await db
    .select({ application: applications, agentName: agent.username })
    .from(applications)
    .leftJoin(agent, eq(agent.id, applications.agentId))
    .where(and(eq(applications.id, id), scopeOf(reach)));
  if (!row) return undefined;
  // Written by the step's schema, so it has the form's shape (without its id).
  const details = row.application.applicationDetails as ApplicationDetailsForm | null;
  const course = courseSummary(details, await summaryCatalogueOf(db, details ?? {}));
  return toSummary(row.application, row.agentName, course);
}

/**
 * What exists so far: the list columns, and the course step's choices by name (course, type,
 * campus and dates of both applications). Personal details and the rest come with their steps.
 */
function toSummary(
  record: ApplicationRecord,
  agentName: string | null,
  course: CourseSummary,
): SummaryDetail {
  const statusKey = statusKeyOf(record);
  return {
    id: record.id,
    category: record.category,
    status: STATUS_LABELS[statusKey],
    statusKey,
    titleName: null,
    firstGivenName: record.firstGivenName,
    familyName: record.familyName,
    birthDate: null,
    genderName: null,
    countryOfBirth: null,
    mobileNumberCountryCode: null,
    mobileNumber: null,
    localAddressStreetLine1: null,
    localAddressSuburb: null,
    localAddressStateName: null,
    localAddressPostcode: null,
    ...course,
    // Applications made before the course step was saved (imports, the demo seed) keep the list's names.
    applicationType: course.applicationType ?? record.applicationTypeName,
    courseName: course.courseName ?? record.courseName,
    campusName: course.campusName ?? record.campusName,
    agentCode: null,
    agentName,
    term: null,
    reference: null,
    submittedAt: record.submittedAt ? record.submittedAt.toISOString() : null,
  };
}
