import { type CharacterSet, ONLY } from './allowed-characters.ts';
import { isBeforeMinYear, parseDate } from './dates.ts';
import { StepMsg } from './messages.ts';
import type { Check } from './rule.ts';

/** A check that reads only the value: it fits every form and context. */
export type ValueCheck = Check<unknown, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : String(value));

export const maxLength =
  (max: number, message: string): ValueCheck =>
  (value) =>
    text(value).length > max ? message : undefined;

export const only =
  (set: CharacterSet, message: string): ValueCheck =>
  (value) =>
    ONLY[set].test(text(value)) ? undefined : message;

export const matches =
  (pattern: RegExp, message: string): ValueCheck =>
  (value) =>
    pattern.test(text(value)) ? undefined : message;

export const not =
  (forbidden: unknown, message: string): ValueCheck =>
  (value) =>
    value === forbidden ? message : undefined;

/** The value must be exactly `wanted` (a question that must be answered yes). */
export const mustBe =
  (wanted: unknown, message: string): ValueCheck =>
  (value) =>
    value === wanted ? undefined : message;

/** A year yyyy from `min` to the year of ctx.now(). */
export const yearUpToNow =
  (min: number): Check<unknown, { now: () => Date }> =>
  (value, _form, ctx) => {
    const written = text(value);
    if (!/^\d{4}$/.test(written)) return StepMsg.yearFormat;
    const year = Number(written);
    return year < min || year > ctx.now().getFullYear() ? StepMsg.yearRange : undefined;
  };

interface Listed {
  id: number;
}

/**
 * The id (or every id of a list) must be one of the ids `list` gives for these answers: the server
 * trusts no id the client sends.
 */
export const inList =
  <F, C>(
    list: (form: F, ctx: C) => readonly Listed[],
    message: string = StepMsg.choiceNotInList,
  ): Check<F, C> =>
  (value, form, ctx) => {
    const ids = new Set(list(form, ctx).map((item) => item.id));
    const values = Array.isArray(value) ? value : [value];
    return values.every((id) => id === null || ids.has(id as number)) ? undefined : message;
  };

/** yyyy-MM-dd, a real date, not before 1900. */
export const date: ValueCheck = (value) => {
  const parsed = parseDate(text(value));
  if (!parsed) return StepMsg.dateFormat;
  return isBeforeMinYear(parsed) ? StepMsg.dateBefore1900 : undefined;
};

/**
 * The end of a date range: not before its start (`startField` of the same form or item). Checked
 * once the start is a date; until then the start's own message says what to fix.
 */
export const notBefore =
  <F>(startField: keyof F & string, message: string): Check<F, unknown> =>
  (value, form) => {
    const start = parseDate(text(form[startField]));
    const end = parseDate(text(value));
    if (!start || !end) return undefined;
    return text(value) < text(form[startField]) ? message : undefined;
  };

/**
 * A decimal number from `min` to `max` in steps of `step` (1 for whole numbers, 0.5 for half steps):
 * written with digits and at most one decimal point.
 */
export const numberInRange =
  (min: number, max: number, step: number, message: string): ValueCheck =>
  (value) => {
    const written = text(value).trim();
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(written)) return message;
    const number = Number(written);
    const steps = (number - min) / step;
    return number < min || number > max || Math.abs(steps - Math.round(steps)) > 1e-9 ? message : undefined;
  };
