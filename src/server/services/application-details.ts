import { eq } from 'drizzle-orm';
import { ApiPath } from '../../domain/api-paths.ts';
import type { CourseCatalogue, Subject } from '../../domain/course/catalogue.ts';
import type { ApplicationDetailsForm, RplItem } from '../../domain/course/form.ts';
import type { ApplicationDetailsRecord, CourseStepLoad } from '../../domain/course/render.ts';
import { applicationDetailsSchema } from '../../domain/course/schema.ts';
import { courseSummary } from '../../domain/course/summary.ts';
import type { Db } from '../db/connect.ts';
import { campuses } from '../db/schema.ts';
import type { ApplicationRecord } from './applications.ts';
import { findOffering, loadCatalogue } from './catalogue.ts';
import { asId } from './course-names.ts';
import type { StepColumns, StepDefinition } from './step-save.ts';

/** The course form as stored in application_details; null until the first save. */
export function storedApplicationDetails(
  row: ApplicationRecord | undefined,
): ApplicationDetailsRecord | null {
  return (row?.applicationDetails as ApplicationDetailsRecord | null | undefined) ?? null;
}

/**
 * The catalogue for one application: what is offered now, plus the offerings the application has
 * already chosen even when their dates have passed (with their modules and campus), so a saved form
 * still loads and saves.
 */
export async function catalogueFor(
  db: Db,
  row: ApplicationRecord | undefined,
  now: Date,
): Promise<CourseCatalogue> {
  const catalogue = await loadCatalogue(db, now);
  const details = storedApplicationDetails(row);
  if (!details) return catalogue;
  const offered = new Set(catalogue.courseOfferings.map((offering) => offering.id));
  const courseOfferings = [...catalogue.courseOfferings];
  const campusDict = [...catalogue.campusDict];
  const modules = new Map<number, Subject>(catalogue.modules.map((subject) => [subject.id, subject]));
  for (const value of [details.courseOfferingId, details.courseOffering2Id]) {
    const id = asId(value);
    if (id === undefined || offered.has(id)) continue;
    const chosen = await findOffering(db, id);
    if (!chosen) continue;
    offered.add(id);
    courseOfferings.push(chosen);
    for (const subject of chosen.modules) modules.set(subject.id, subject);
    if (!campusDict.some((campus) => campus.id === chosen.campusId)) {
      const [campus] = await db
        .select({ id: campuses.id, name: campuses.name, code: campuses.code })
        .from(campuses)
        .where(eq(campuses.id, chosen.campusId));
      if (campus) campusDict.push(campus);
    }
  }
  return {
    ...catalogue,
    campusDict,
    courseOfferings,
    modules: [...modules.values()].sort((a, b) => a.code.localeCompare(b.code)),
  };
}

/** The course step's part of render/edit: its dictionaries and the saved form. */
export async function courseStepLoad(
  db: Db,
  row: ApplicationRecord | undefined,
  now: Date,
): Promise<CourseStepLoad> {
  const applicationDetails = storedApplicationDetails(row);
  const rpls = applicationDetails?.applicationRpls;
  return {
    ...(await catalogueFor(db, row, now)),
    applicationDetails,
    applicationRpls: Array.isArray(rpls) ? (rpls as RplItem[]) : [],
  };
}

/** The jsonb value and the list columns (course, type, campus by name) the applications home reads. */
function columnsOf(form: ApplicationDetailsForm, catalogue: CourseCatalogue): StepColumns {
  const { applicationId: _id, ...details } = form;
  const names = courseSummary(form, catalogue);
  return {
    applicationDetails: details as Record<string, unknown>,
    courseName: names.courseName,
    applicationTypeName: names.applicationType,
    campusName: names.campusName,
  };
}

/**
 * The course application step (course-qualifications-other-steps.md §3, §5): column
 * application_details, validated against the real catalogue (offered offerings plus the ones the
 * application already chose) with the rules for the role and category.
 */
export const applicationDetailsStep: StepDefinition<ApplicationDetailsForm> = {
  savePath: ApiPath.saveApplicationDetails,
  draftStep: 'application',
  async prepare({ db, editor, category, row, now }) {
    const catalogue = await catalogueFor(db, row, now);
    return {
      schema: applicationDetailsSchema({ mode: editor.role, category, catalogue, now: () => now }),
      columns: (form) => columnsOf(form, catalogue),
    };
  },
};
