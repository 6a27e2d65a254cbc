import { regexes } from 'zod/v4/core';
import { maxLength, only, date as stepDate, yearUpToNow } from '../steps/checks.ts';
import type { Check as StepCheck } from '../steps/rule.ts';
import { MIN_AGE, MIN_YEAR } from './constants.ts';
import { ageOn, calendarDate, parseDate } from './dates.ts';
import type { PersonalDetailsForm } from './form.ts';
import { PersonalMsg } from './messages.ts';
import type { StepContext } from './visibility.ts';

/** What a rule sees: the step's version and the injectable "now" (for the age and year rules). */
export interface RuleContext extends StepContext {
  now: () => Date;
}

/** A check of a filled-in value (the step kit's Check over the personal details form). */
export type Check = StepCheck<PersonalDetailsForm, RuleContext>;

export { matches, maxLength, not, only } from '../steps/checks.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : String(value));

/**
 * zod's own email pattern (what `z.email()` checks), without zod's schema code: these rules draw the
 * form's required marks, and zod's schemas now come after the step has drawn (issue 27).
 */
export const email: Check = (value) =>
  regexes.email.test(text(value)) ? undefined : PersonalMsg.emailInvalid;

/** yyyy-MM-dd, a real date, not before 1900 (the kit's). */
export const date: Check = stepDate;

/** At least 18 completed years today (run after `date`). */
export const adult: Check = (value, _form, ctx) => {
  const birth = parseDate(text(value));
  if (!birth) return PersonalMsg.dateFormat;
  return ageOn(birth, calendarDate(ctx.now())) >= MIN_AGE ? undefined : PersonalMsg.ageOver18;
};

/** yyyy, from 1900 to this year. */
export const pastYear: Check = yearUpToNow(MIN_YEAR);

/** Digits only, at most `max` of them. */
export function digits(max: number, tooLong: string): Check[] {
  return [only('digits', PersonalMsg.digitsOnly), maxLength(max, tooLong)];
}
