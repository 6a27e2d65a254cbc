import dayjs from 'dayjs';
import { isoDate } from '../steps/dates.ts';

/** Calendar dates (yyyy-MM-dd) of the course catalogue, in the local time zone of the code that runs. */

/** A moment's local calendar date as yyyy-MM-dd (the kit's). */
export { isoDate };

/** The calendar date `days` after (or before, when negative) a yyyy-MM-dd date. */
export const addDays = (iso: string, days: number): string =>
  dayjs(iso).add(days, 'day').format('YYYY-MM-DD');

/** An offering is offered until its start date has passed: on its start date it still is. */
export const isOffered = (offering: { startDate: string }, today: string) => offering.startDate >= today;
