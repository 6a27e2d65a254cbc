import type { AnswerSection } from '../answers/types.ts';
import type { MissingPart } from '../submission/types.ts';
import type { Category } from '../user.ts';
import type { StatusKey } from './status.ts';

/**
 * getDetailOfSummary/{id} (spec §3 "Summary detail"), plus the status and category the summary
 * screen needs for its Confirm button and its version. A field no step has filled yet is null.
 */
export interface SummaryDetail {
  id: number;
  category: Category;
  /** Display label, as in the list. */
  status: string;
  statusKey: StatusKey;
  /** The version an answer (evidence back, offer accepted or declined) is made from. */
  version: number;
  titleName: string | null;
  firstGivenName: string | null;
  familyName: string | null;
  /** yyyy-MM-dd. */
  birthDate: string | null;
  genderName: string | null;
  countryOfBirth: string | null;
  mobileNumberCountryCode: string | null;
  mobileNumber: string | null;
  localAddressStreetLine1: string | null;
  localAddressSuburb: string | null;
  localAddressStateName: string | null;
  localAddressPostcode: string | null;
  applicationType: string | null;
  courseName: string | null;
  /** yyyy-MM-dd. */
  courseStartDate: string | null;
  courseEndDate: string | null;
  campusName: string | null;
  applicationType2: string | null;
  courseName2: string | null;
  courseStartDate2: string | null;
  courseEndDate2: string | null;
  campusName2: string | null;
  needRpl: boolean | null;
  applyScholarships: boolean | null;
  agentCode: string | null;
  agentName: string | null;
  term: { name: string } | null;
  /** The application reference once submitted (APP-2026-000123), else null (issue 10). */
  reference: string | null;
  /** When it was submitted, ISO 8601; null before. */
  submittedAt: string | null;
  /** The staff's reason while evidence is needed or after a refusal (line breaks kept; issue 23). */
  rejectedReason?: string | null;
  /** yyyy-MM-dd while evidence is needed. */
  evidenceDueDate?: string | null;
  /**
   * Check your answers (issue 23): the spec's Personal Details and Application, then every other answer
   * by step, worded for the reader; the documents last. Empty where only the spec's fields are read.
   */
  sections: AnswerSection[];
  /** What a submission would still refuse (the submit's own check); empty once it cannot be submitted. */
  missing: MissingPart[];
}
