import { inArray, sql } from 'drizzle-orm';
import { courseSections } from '../../domain/answers/course.ts';
import { documentSection } from '../../domain/answers/documents.ts';
import { personalSections } from '../../domain/answers/personal.ts';
import { qualificationSections } from '../../domain/answers/qualifications.ts';
import { specSections } from '../../domain/answers/spec-sections.ts';
import type { AnswerSection, NameOf } from '../../domain/answers/types.ts';
import type { SummaryDetail } from '../../domain/applications/summary.ts';
import type { ApplicationDetailsForm } from '../../domain/course/form.ts';
import type { Mode } from '../../domain/mode.ts';
import type { PersonalDetailsForm } from '../../domain/personal/form.ts';
import type { QualificationsForm } from '../../domain/qualifications/form.ts';
import { wordingFor } from '../../domain/steps/wording.ts';
import type { Db } from '../db/connect.ts';
import { campuses, referenceItems } from '../db/schema.ts';
import { filesOf, typesOf } from './application-files.ts';
import type { ApplicationRecord } from './applications.ts';
import { findOffering } from './catalogue.ts';
import { asId } from './course-names.ts';

/** Every id-like number anywhere in the saved answers (what their choices may name). */
function idsIn(value: unknown, into: Set<number>): Set<number> {
  const id = asId(value);
  if (id !== undefined) into.add(id);
  else if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) idsIn(item, into);
  return into;
}

/**
 * The names of the ids given, by list: the reference and catalogue lists (one read of just these ids),
 * the campuses (list 'campuses'), and the offerings given with their subjects (lists 'offerings' and
 * 'modules'). Check your answers and the history (audit.ts) both name ids through it.
 */
export async function namesOfIds(db: Db, ids: number[], offeringIds: unknown[]): Promise<NameOf> {
  const [rows, places] = ids.length
    ? await Promise.all([
        db
          .select({ list: referenceItems.list, id: referenceItems.id, name: referenceItems.name })
          .from(referenceItems)
          .where(inArray(referenceItems.id, ids)),
        db
          .select({ list: sql<string>`'campuses'`, id: campuses.id, name: campuses.name })
          .from(campuses)
          .where(inArray(campuses.id, ids)),
      ])
    : [[], []];
  const names = new Map([...rows, ...places].map((row) => [`${row.list}/${row.id}`, row.name]));
  for (const id of new Set(offeringIds.map(asId).filter((id) => id !== undefined))) {
    const offering = await findOffering(db, id);
    if (!offering) continue;
    names.set(`offerings/${offering.id}`, offering.name);
    for (const module of offering.modules) names.set(`modules/${module.id}`, `${module.code} ${module.name}`);
  }
  return (list, id) => names.get(`${list}/${id}`) ?? null;
}

/** The names the answers' ids stand for, the subjects of the chosen offerings among them. */
function namesOf(db: Db, record: ApplicationRecord): Promise<NameOf> {
  const answers = [record.personalDetails, record.applicationDetails, record.qualifications];
  const details = record.applicationDetails ?? {};
  return namesOfIds(
    db,
    [...idsIn(answers, new Set())],
    [details.courseOfferingId, details.courseOffering2Id],
  );
}

/**
 * Check your answers (issue 23): the spec's Personal Details and Application first, then every other
 * answer step by step, labels worded for whoever reads them (`mode`), values by name, only what was
 * asked; then the documents by their kinds' captions. The summary screen and the PDF both show these.
 */
export async function answerSectionsOf(
  db: Db,
  record: ApplicationRecord,
  summary: SummaryDetail,
  mode: Mode,
): Promise<AnswerSection[]> {
  const [nameOf, files, types] = await Promise.all([
    namesOf(db, record),
    filesOf(db, record.id),
    typesOf(db, record.category),
  ]);
  const word = wordingFor(mode);
  return [
    ...specSections(summary),
    ...personalSections(
      record.personalDetails as Partial<PersonalDetailsForm> | null,
      record.category,
      mode,
      nameOf,
      word,
    ),
    ...courseSections(
      record.applicationDetails as Partial<ApplicationDetailsForm> | null,
      record.category,
      nameOf,
      word,
    ),
    ...qualificationSections(
      record.qualifications as Partial<QualificationsForm> | null,
      record.category,
      mode,
      nameOf,
      word,
    ),
    ...documentSection(files, types.allUploadTypes),
  ];
}
