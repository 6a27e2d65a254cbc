import dayjs, { type Dayjs } from 'dayjs';

import { MONTH_NAMES } from './month-names.ts';

/** Dates before 1900 are not selectable (spec §9 of every step). */
export const MIN_YEAR = 1900;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar date as a dayjs day (local midnight; `year()` keeps years below 100 as written). */
export const dayOf = ({ year, month, day }: CalendarDate): Dayjs =>
  dayjs()
    .startOf('year')
    .year(year)
    .month(month - 1)
    .date(day);

/** A real calendar date written yyyy-MM-dd (2023-02-30 is not one), or null. */
export function parseDate(text: string): CalendarDate | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const day = dayOf(date);
  // dayjs rolls an impossible day over into the next month: then it is not a real date.
  return day.month() === date.month - 1 && day.date() === date.day ? date : null;
}

/** Today's calendar date where the code runs (the browser for the form, the server for the API). */
export function calendarDate(now: Date): CalendarDate {
  const today = dayjs(now);
  return { year: today.year(), month: today.month() + 1, day: today.date() };
}

export function isBeforeMinYear(date: CalendarDate): boolean {
  return date.year < MIN_YEAR;
}

/**
 * Completed years between a birth date and today (a birthday counts on its day). Compared by calendar
 * fields, not with dayjs's `diff`: dayjs clamps 29 February to the 28th in a common year, which would
 * make a leap-day child 18 a day early; here they are 18 on 1 March.
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** A year written yyyy, or null. */
export function parseYear(text: string): number | null {
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

/** Today's date where the code runs, written yyyy-MM-dd (dates written so compare as text). */
export function isoDate(now: Date): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/**
 * Whole weeks from one yyyy-MM-dd date to another, rounded up (course spec §9: "provider study
 * duration is shown in weeks, rounded up"); a course that starts and ends on one day is 1 week.
 * null when either date is not a real date or the end is before the start.
 */
export function weeksBetween(start: string, end: string): number | null {
  const [from, to] = [parseDate(start), parseDate(end)];
  if (!from || !to) return null;
  const days = dayOf(to).diff(dayOf(from), 'day');
  return days < 0 ? null : Math.max(1, Math.ceil(days / 7));
}

/** 14:05, in the time zone where the code runs (the person's, in the browser). */
export function clockTime(iso: string): string {
  return dayjs(iso).format('HH:mm');
}

/** 3 March 2026, 14:05: an instant as people read it, in the time zone where the code runs. */
export function readableDateTime(iso: string): string {
  const at = dayjs(iso);
  return `${at.date()} ${MONTH_NAMES[at.month()]} ${at.year()}, ${clockTime(iso)}`;
}
