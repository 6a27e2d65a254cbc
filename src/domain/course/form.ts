import type { Answer, Choice } from '../personal/form.ts';
import type { Category } from '../user.ts';

export type { Answer, Choice };

/** One recognition-of-prior-learning item (course spec §3 applicationRpls). */
export interface RplItem {
  previousInstitutionName: string;
  courseCode: string;
  /** yyyy. */
  completionYear: string;
  /** A subject (module) id of the chosen offering. */
  moduleId: Choice;
  /** An rplResults id. */
  resultId: Choice;
}

/**
 * The course application form (course spec §3 "Application details"), with the spec's field names.
 * Text is '' when empty. The shared contract of the step: the domain rules, the machine, the screen and
 * the server all read this type.
 */
export interface ApplicationDetailsForm {
  /** -1 for an application not saved yet. */
  applicationId: number;
  /** The step's version (the application's category). */
  applicationCategory: Category;
  applicationType: Choice;
  campusId: Choice;
  courseOfferingId: Choice;
  studyTermMode: Choice;
  examVenue: Choice;
  /** The optional second application is open. */
  hasSecondApplication: Answer;
  applicationType2: Choice;
  campusId2: Choice;
  courseOffering2Id: Choice;
  studyTermMode2: Choice;
  applyingLawSchoolFactors: Answer;
  adjustmentFactors: number[];
  /** Subject preferences: subject (module) ids, at most 6, each required, no duplicates. */
  applyCoModuleIds: Choice[];
  needRpl: Answer;
  applicationRpls: RplItem[];
  applyScholarships: Answer;
  /** International only. */
  understandCosts: Answer;
  /** International only: fundingStudyCosts ids; 1339 (other) opens fundingCostDetails. */
  howFundingCost: number[];
  fundingCostDetails: string;
  /** Domestic only. */
  applyFeeHelp: Answer;
  taxFileNumber: string;
}

export type ApplicationDetailsField = keyof ApplicationDetailsForm;
