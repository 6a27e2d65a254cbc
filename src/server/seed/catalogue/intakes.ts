import { isoDate } from '../../../domain/course/calendar.ts';

/**
 * The demo provider's intakes: Semester 1 starts on the first Monday on or after 24 February,
 * Semester 2 on the first Monday on or after 21 July. Dates are calendar dates (yyyy-MM-dd) in
 * the server's time zone, like every "today" of the server.
 */
export interface Intake {
  year: number;
  semester: 1 | 2;
  /** yyyy-MM-dd. */
  startDate: string;
}

const SEMESTER_EARLIEST_START = { 1: [1, 24], 2: [6, 21] } as const; // month index, day

function intakeStart(year: number, semester: 1 | 2): string {
  const [month, day] = SEMESTER_EARLIEST_START[semester];
  const earliest = new Date(year, month, day);
  const toMonday = (8 - earliest.getDay()) % 7;
  return isoDate(new Date(year, month, day + toMonday));
}

/** The intake `n` intakes after the given one (semesters alternate 1, 2, 1, …). */
export function intakeAfter(intake: Intake, n: number): Intake {
  const index = intake.year * 2 + (intake.semester - 1) + n;
  const year = Math.floor(index / 2);
  const semester = index % 2 === 0 ? 1 : 2;
  return { year, semester, startDate: intakeStart(year, semester) };
}

/** The next `count` intakes that start today or later. */
export function upcomingIntakes(now: Date, count = 2): Intake[] {
  const today = isoDate(now);
  const intakes: Intake[] = [];
  for (let year = now.getFullYear(); intakes.length < count; year++) {
    for (const semester of [1, 2] as const) {
      const startDate = intakeStart(year, semester);
      if (startDate >= today && intakes.length < count) intakes.push({ year, semester, startDate });
    }
  }
  return intakes;
}
