/** Business constants and field lengths of the course application step (spec §5, §9). */
export const MAX_SUBJECT_PREFERENCES = 6;
/** Completion years before 1900 are not accepted (dates before 1900 are disabled, spec §9). */
export const MIN_COMPLETION_YEAR = 1900;
/**
 * The campus code of online study (the demo catalogue's "Online" campus, code ONL): its offerings ask
 * where exams are sat (exam venue) instead of a study term mode.
 */
export const ONLINE_CAMPUS_CODE = 'ONL';

export const MaxLength = {
  /** Spec §5: "alphanumeric with a maximum of 9 characters". */
  taxFileNumber: 9,
  /** Spec §5: "RPL text has a maximum of 100 characters". */
  rplText: 100,
  /** Not in the spec: bounded so a details box cannot carry a document. */
  fundingCostDetails: 500,
} as const;
