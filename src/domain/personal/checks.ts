import { z } from 'zod';
import { type CharacterSet, ONLY } from './allowed-characters.ts';
import { MIN_AGE, MIN_YEAR } from './constants.ts';
import { ageOn, calendarDate, isBeforeMinYear, parseDate, parseYear } from './dates.ts';
import type { PersonalDetailsForm } from './form.ts';
import { PersonalMsg } from './messages.ts';
import type { StepContext } from './visibility.ts';

/** What a rule sees: the step's version and the injectable "now" (for the age and year rules). */
export interface RuleContext extends StepContext {
  now: () => Date;
}

/** A check of a filled-in value: the message when it fails, undefined when it passes. */
export type Check = (value: unknown, form: PersonalDetailsForm, ctx: RuleContext) => string | undefined;

const text = (value: unknown) => (typeof value === 'string' ? value : String(value));

export const maxLength =
  (max: number, message: string): Check =>
  (value) =>
    text(value).length > max ? message : undefined;

export const only =
  (set: CharacterSet, message: string): Check =>
  (value) =>
    ONLY[set].test(text(value)) ? undefined : message;

export const matches =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    pattern.test(text(value)) ? undefined : message;

const emailFormat = z.email();
export const email: Check = (value) =>
  emailFormat.safeParse(text(value)).success ? undefined : PersonalMsg.emailInvalid;

/** yyyy-MM-dd, a real date, not before 1900. */
export const date: Check = (value) => {
  const parsed = parseDate(text(value));
  if (!parsed) return PersonalMsg.dateFormat;
  return isBeforeMinYear(parsed) ? PersonalMsg.dateBefore1900 : undefined;
};

/** At least 18 completed years today (run after `date`). */
export const adult: Check = (value, _form, ctx) => {
  const birth = parseDate(text(value));
  if (!birth) return PersonalMsg.dateFormat;
  return ageOn(birth, calendarDate(ctx.now())) >= MIN_AGE ? undefined : PersonalMsg.ageOver18;
};

/** yyyy, from 1900 to this year. */
export const pastYear: Check = (value, _form, ctx) => {
  const year = parseYear(text(value));
  if (year === null) return PersonalMsg.yearFormat;
  return year < MIN_YEAR || year > ctx.now().getFullYear() ? PersonalMsg.yearRange : undefined;
};

export const not =
  (forbidden: unknown, message: string): Check =>
  (value) =>
    value === forbidden ? message : undefined;

/** Digits only, at most `max` of them. */
export function digits(max: number, tooLong: string): Check[] {
  return [only('digits', PersonalMsg.digitsOnly), maxLength(max, tooLong)];
}
