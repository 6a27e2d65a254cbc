import type { StepKey } from '../applications/steps.ts';

/** A part an application still lacks, as the submit refusal names it (issue 10). */
export interface MissingPart {
  /** The step to fix it in (its route comes from src/domain/applications/steps.ts). */
  step: StepKey;
  /** What is missing, in the applicant's words ('Personal details are not complete.'). */
  message: string;
}

/** The 406 of POST …/submit/{id} when parts are missing: `result.missing`. */
export interface SubmitRefusal {
  missing: MissingPart[];
}

/** The answer of POST /potential/student/application/submit/{id} (spec §7; issue 10). */
export interface SubmitAnswer {
  id: number;
  /** APP-2026-000123. */
  reference: string;
  /** ISO 8601. */
  submittedAt: string;
  /** The status label afterwards ('Submitted'). */
  status: string;
}

/** The answer of GET …/domestic/condition and …/international/condition (spec §7): the declaration HTML. */
export interface DeclarationAnswer {
  content: string;
}
