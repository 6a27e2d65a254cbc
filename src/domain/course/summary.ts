import type { SummaryDetail } from '../applications/summary.ts';
import type { RefItem } from '../reference/types.ts';
import type { CourseOffering } from './catalogue.ts';
import type { ApplicationDetailsForm } from './form.ts';

/** The Application part of the summary detail (spec: portal summary "Summary detail"). */
export type CourseSummary = Pick<
  SummaryDetail,
  | 'applicationType'
  | 'courseName'
  | 'courseStartDate'
  | 'courseEndDate'
  | 'campusName'
  | 'applicationType2'
  | 'courseName2'
  | 'courseStartDate2'
  | 'courseEndDate2'
  | 'campusName2'
  | 'needRpl'
  | 'applyScholarships'
>;

/**
 * What the names are read from. The offerings must include the saved ones even once they have started
 * (the step's own list holds only offerings still offered): pass them by id.
 */
export interface SummaryCatalogue {
  courseTypes: readonly RefItem[];
  campusDict: readonly RefItem[];
  courseOfferings: readonly CourseOffering[];
}

const nameOf = (list: readonly RefItem[], id: number | null) =>
  id === null ? null : (list.find((item) => item.id === id)?.name ?? null);

function application(
  catalogue: SummaryCatalogue,
  type: number | null,
  campus: number | null,
  offeringId: number | null,
) {
  const offering = catalogue.courseOfferings.find((item) => item.id === offeringId);
  return {
    type: nameOf(catalogue.courseTypes, type),
    course: offering?.name ?? null,
    start: offering?.startDate ?? null,
    end: offering?.endDate ?? null,
    campus: nameOf(catalogue.campusDict, campus ?? offering?.campusId ?? null),
  };
}

/**
 * A saved course step as the summary shows it: names instead of ids (null where nothing is chosen or
 * the id is unknown); the second application only when it is open; RPL and scholarship as answered
 * (null before the step is saved: shown as NO).
 */
export function courseSummary(
  form: ApplicationDetailsForm | null,
  catalogue: SummaryCatalogue,
): CourseSummary {
  const first = application(
    catalogue,
    form?.applicationType ?? null,
    form?.campusId ?? null,
    form?.courseOfferingId ?? null,
  );
  const open = form?.hasSecondApplication === true;
  const second = application(
    catalogue,
    open ? form.applicationType2 : null,
    open ? form.campusId2 : null,
    open ? form.courseOffering2Id : null,
  );
  return {
    applicationType: first.type,
    courseName: first.course,
    courseStartDate: first.start,
    courseEndDate: first.end,
    campusName: first.campus,
    applicationType2: second.type,
    courseName2: second.course,
    courseStartDate2: second.start,
    courseEndDate2: second.end,
    campusName2: second.campus,
    needRpl: form?.needRpl ?? null,
    applyScholarships: form?.applyScholarships ?? null,
  };
}

/** How the summary writes a yes/no answer (spec: "Apply for RPL YES/NO"); unanswered reads NO. */
export const yesNo = (answer: boolean | null | undefined): 'YES' | 'NO' => (answer === true ? 'YES' : 'NO');
