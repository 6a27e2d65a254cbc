/** The summary, declaration and finish screens' words and constants (spec §2, §4, §5, §9). */

/** The declaration popup's checkbox (spec §2 Summary screen). */
export const DECLARATION_CHECKBOX = 'I have read and confirmed the above terms';
/** The finish screens' message (spec §2 Finish screens). */
export const FINISH_MESSAGE = 'Congratulations! Your application is completed.';
/** The finish countdown before the replacing navigation to /potential/home (spec §4, §9). */
export const FINISH_COUNTDOWN_SECONDS = 5;
/** A reference reads APP-<year of submission>-<application id, six digits> (issue 10). */
export const referenceOf = (id: number, submittedAt: Date) =>
  `APP-${submittedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
