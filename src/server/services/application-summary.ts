import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STATUS_LABELS } from '../../domain/applications/status.ts';
import type { SummaryDetail } from '../../domain/applications/summary.ts';
import type { Db } from '../db/connect.ts';
import { applications, users } from '../db/schema.ts';
import { type ApplicationRecord, type Reach, scopeOf, statusKeyOf } from './applications.ts';

const agent = alias(users, 'agent');

/** The summary of an application in reach (spec §3 "Summary detail"); undefined when not in reach. */
export async function findSummary(db: Db, reach: Reach, id: number): Promise<SummaryDetail | undefined> {
  const [row] = await db
    .select({ application: applications, agentName: agent.username })
    .from(applications)
    .leftJoin(agent, eq(agent.id, applications.agentId))
    .where(and(eq(applications.id, id), scopeOf(reach)));
  return row && toSummary(row.application, row.agentName);
}

/** What exists so far: the list columns. Personal details, course dates and the rest come with their steps. */
function toSummary(record: ApplicationRecord, agentName: string | null): SummaryDetail {
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
    applicationType: record.applicationTypeName,
    courseName: record.courseName,
    courseStartDate: null,
    courseEndDate: null,
    campusName: record.campusName,
    applicationType2: null,
    courseName2: null,
    courseStartDate2: null,
    courseEndDate2: null,
    campusName2: null,
    needRpl: null,
    applyScholarships: null,
    agentCode: null,
    agentName,
    term: null,
  };
}
