import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canConfirm, STATUS_LABELS } from '../../domain/applications/status.ts';
import type { SummaryDetail } from '../../domain/applications/summary.ts';
import type { ApplicationDetailsForm } from '../../domain/course/form.ts';
import { type CourseSummary, courseSummary } from '../../domain/course/summary.ts';
import type { PersonalDetailsRecord } from '../../domain/personal/render.ts';
import type { ReferenceListKey } from '../../domain/reference/types.ts';
import type { Db } from '../db/connect.ts';
import { applications, referenceItems, users } from '../db/schema.ts';
import { answerSectionsOf } from './application-answers.ts';
import { type ApplicationRecord, statusKeyOf } from './applications.ts';
import { summaryCatalogueOf } from './course-names.ts';
import { type Editor, editScopeOf } from './step-save.ts';
import { missingParts } from './submission.ts';

const agent = alias(users, 'agent');

/**
 * The summary of an application in reach (spec §3 "Summary detail"): an applicant's own, an agent's
 * students', any for staff (the back office's summary step); undefined when not in reach.
 */
export async function findSummary(
  db: Db,
  reach: Editor,
  id: number,
  now: Date,
): Promise<SummaryDetail | undefined> {
  const [row] = await db
    .select({ application: applications, agentName: agent.username })
    .from(applications)
    .leftJoin(agent, eq(agent.id, applications.agentId))
    .where(and(eq(applications.id, id), editScopeOf(reach)));
  if (!row) return undefined;
  const summary = await summaryOf(db, row.application, row.agentName);
  // Check your answers (issue 23): every answer, and what a submission would still refuse — the same
  // check the submit makes, for the person reading (only while it can still be submitted).
  const [sections, missing] = await Promise.all([
    answerSectionsOf(db, row.application, summary, reach.role),
    canConfirm(summary.statusKey) ? missingParts(db, reach, row.application, now) : Promise.resolve([]),
  ]);
  return { ...summary, sections, missing };
}

/** The summary of an application already read (and in reach). */
export async function summaryOf(
  db: Db,
  record: ApplicationRecord,
  agentName: string | null,
): Promise<SummaryDetail> {
  // Written by the step's schema, so it has the form's shape (without its id).
  const details = record.applicationDetails as ApplicationDetailsForm | null;
  const course = courseSummary(details, await summaryCatalogueOf(db, details ?? {}));
  return toSummary(record, agentName, course, await personalSummary(db, record));
}

type PersonalSummary = Pick<
  SummaryDetail,
  | 'titleName'
  | 'birthDate'
  | 'genderName'
  | 'countryOfBirth'
  | 'mobileNumberCountryCode'
  | 'mobileNumber'
  | 'localAddressStreetLine1'
  | 'localAddressSuburb'
  | 'localAddressStateName'
  | 'localAddressPostcode'
>;

/** The personal details the summary lists (spec §2), choices by their reference-list names. */
async function personalSummary(db: Db, record: ApplicationRecord): Promise<PersonalSummary> {
  const saved = (record.personalDetails ?? {}) as Partial<PersonalDetailsRecord>;
  const chosen: Array<[ReferenceListKey, unknown]> = [
    ['titles', saved.title],
    ['genders', saved.gender],
    ['countries', saved.countryOfBirth],
    ['states', saved.localAddressState],
  ];
  const wanted = chosen.filter((pair): pair is [ReferenceListKey, number] => typeof pair[1] === 'number');
  const rows = wanted.length
    ? await db
        .select({ list: referenceItems.list, id: referenceItems.id, name: referenceItems.name })
        .from(referenceItems)
        .where(
          or(...wanted.map(([list, id]) => and(eq(referenceItems.list, list), eq(referenceItems.id, id)))),
        )
    : [];
  const nameOf = (list: ReferenceListKey, id: unknown) =>
    rows.find((row) => row.list === list && row.id === id)?.name ?? null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return {
    titleName: nameOf('titles', saved.title),
    birthDate: text(saved.birthDate),
    genderName: nameOf('genders', saved.gender),
    countryOfBirth: nameOf('countries', saved.countryOfBirth),
    mobileNumberCountryCode: text(saved.mobileNumberCountryCode),
    mobileNumber: text(saved.mobileNumber),
    localAddressStreetLine1: text(saved.localAddressStreetLine1),
    localAddressSuburb: text(saved.localAddressSuburb),
    localAddressStateName: nameOf('states', saved.localAddressState),
    localAddressPostcode: text(saved.localAddressPostcode),
  };
}

/** The list columns, the personal details and the course step's choices by name (spec §3 "Summary detail"). */
function toSummary(
  record: ApplicationRecord,
  agentName: string | null,
  course: CourseSummary,
  personal: PersonalSummary,
): SummaryDetail {
  const statusKey = statusKeyOf(record);
  return {
    id: record.id,
    category: record.category,
    status: STATUS_LABELS[statusKey],
    statusKey,
    version: record.version,
    firstGivenName: record.firstGivenName,
    familyName: record.familyName,
    ...personal,
    ...course,
    // Applications made before the course step was saved (imports, the demo seed) keep the list's names.
    applicationType: course.applicationType ?? record.applicationTypeName,
    courseName: course.courseName ?? record.courseName,
    campusName: course.campusName ?? record.campusName,
    agentCode: null,
    agentName,
    term: null,
    reference: record.reference,
    submittedAt: record.submittedAt ? record.submittedAt.toISOString() : null,
    rejectedReason: record.rejectedReason,
    evidenceDueDate: record.evidenceDueDate,
    sections: [],
    missing: [],
  };
}
