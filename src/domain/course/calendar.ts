/** Calendar dates (yyyy-MM-dd) of the course catalogue, in the local time zone of the code that runs. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment's local calendar date as yyyy-MM-dd. */
export const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The calendar date `days` after (or before, when negative) a yyyy-MM-dd date. */
export function addDays(iso: string, days: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  return isoDate(new Date(year, month - 1, day + days));
}

/** An offering is offered until its start date has passed: on its start date it still is. */
export const isOffered = (offering: { startDate: string }, today: string) => offering.startDate >= today;
