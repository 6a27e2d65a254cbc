import type { EmploymentItem, QualificationItem, QualificationsForm } from './form.ts';

/** Saved qualifications as the server sends them: any field may be missing or null. */
export type QualificationsRecord = Partial<Record<keyof QualificationsForm, unknown>>;

/**
 * What render/edit answers for the qualifications step (course spec §7), beside the reference lists
 * (qualificationTypes, englishTest, … — QUALIFICATION_LIST_KEYS): the saved form without its entries
 * (null until the step is saved), and the entries beside it.
 */
export interface QualificationsStepLoad {
  qualificationsForm: QualificationsRecord | null;
  qualifications: QualificationItem[];
  employments: EmploymentItem[];
}

/** What the staff obtain call answers: a former enrolment's qualifications (course spec §4, §7). */
export interface ObtainedQualifications {
  enrolmentCode: string;
  qualifications: QualificationItem[];
}
