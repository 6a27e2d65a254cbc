/** Dates before 1900 are not selectable (spec §9 of every step). */
export const MIN_YEAR = 1900;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-MM-dd (2023-02-30 is not one), or null. */
export function parseDate(text: string): CalendarDate | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year);
  const real = probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/** Today's calendar date where the code runs (the browser for the form, the server for the API). */
export function calendarDate(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export function isBeforeMinYear(date: CalendarDate): boolean {
  return date.year < MIN_YEAR;
}

/** Completed years between a birth date and today (a birthday counts on its day). */
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
  const { year, month, day } = calendarDate(now);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
