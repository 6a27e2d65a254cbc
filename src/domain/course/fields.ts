import type { FieldTable } from '../steps/fields.ts';
import { MaxLength as L } from './constants.ts';
import type { ApplicationDetailsForm, RplItem } from './form.ts';

const choice = (label: string) => ({ kind: 'choice', label }) as const;
const answer = (label: string) => ({ kind: 'answer', label }) as const;

/** One RPL item's fields (spec §3 applicationRpls). */
export const rplItemFields = {
  previousInstitutionName: { kind: 'text', label: 'Previous Institution Name', maxLength: L.rplText },
  courseCode: { kind: 'text', label: 'Course Code', maxLength: L.rplText },
  completionYear: { kind: 'year', label: 'Completion Year', maxLength: 4, allowed: 'digits' },
  moduleId: choice('Subject'),
  resultId: choice('Result'),
} as const satisfies FieldTable<RplItem>;

/**
 * The course application step's field table (spec §2 "Course application screen", §3), in form order:
 * its zod shape, empty form and labels are made from it; its rules are in rules.ts.
 */
export const applicationDetailsFields = {
  applicationId: { kind: 'applicationId' },
  applicationCategory: { kind: 'category' },
  applicationType: choice('Course Type'),
  campusId: choice('Campus'),
  courseOfferingId: choice('Course Offering'),
  studyTermMode: choice('Study Term Mode'),
  examVenue: choice('Exam Venue'),
  hasSecondApplication: answer('Do you want to apply for a second course?'),
  applicationType2: choice('Course Type'),
  campusId2: choice('Campus'),
  courseOffering2Id: choice('Course Offering'),
  studyTermMode2: choice('Study Term Mode'),
  applyingLawSchoolFactors: answer('Do you want the law school adjustment factors to be considered?'),
  adjustmentFactors: { kind: 'choices', label: 'Adjustment Factors' },
  applyCoModuleIds: { kind: 'slots', label: 'Subject Preferences' },
  needRpl: answer('Do you apply for recognition of prior learning (RPL)?'),
  applicationRpls: { kind: 'items', label: 'RPL', item: rplItemFields },
  applyScholarships: answer('Do you want to apply for a scholarship?'),
  understandCosts: answer('Do you understand the costs of studying in Australia?'),
  howFundingCost: { kind: 'choices', label: 'How will you fund your study and living costs?' },
  fundingCostDetails: { kind: 'multiline', label: 'Funding Details', maxLength: L.fundingCostDetails },
  applyFeeHelp: answer('Do you want to apply for FEE-HELP?'),
  taxFileNumber: {
    kind: 'text',
    label: 'Tax File Number',
    maxLength: L.taxFileNumber,
    allowed: 'lettersDigits',
  },
} as const satisfies FieldTable<ApplicationDetailsForm>;

type LabelledField = Exclude<keyof typeof applicationDetailsFields, 'applicationId' | 'applicationCategory'>;

/** Each shown field's visible label. */
export const applicationDetailsLabels = Object.fromEntries(
  Object.entries(applicationDetailsFields).flatMap(([field, spec]) =>
    'label' in spec ? [[field, spec.label]] : [],
  ),
) as Record<LabelledField, string>;

/** Each RPL item field's visible label. */
export const rplItemLabels: Record<keyof RplItem, string> = {
  previousInstitutionName: rplItemFields.previousInstitutionName.label,
  courseCode: rplItemFields.courseCode.label,
  completionYear: rplItemFields.completionYear.label,
  moduleId: rplItemFields.moduleId.label,
  resultId: rplItemFields.resultId.label,
};
