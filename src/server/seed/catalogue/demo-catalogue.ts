import { addDays } from '../../../domain/course/calendar.ts';
import type { OfferingInput } from '../../services/catalogue-store.ts';
import { demoCampuses } from './campuses.ts';
import { type DemoCourse, demoCourses } from './courses.ts';
import { type Intake, intakeAfter, upcomingIntakes } from './intakes.ts';
import { demoSubjects } from './subjects.ts';

/** A semester ends on the Friday of its week 18 (teaching, a mid-semester break, study and exam weeks). */
const SEMESTER_DAYS = 7 * 17 + 4;

function named(codes: Readonly<Record<string, string>>, code: string) {
  const name = codes[code];
  if (!name) throw new Error(`demo catalogue: unknown code ${code}`);
  return { code, name };
}

function offering(course: DemoCourse, run: DemoCourse['runs'][number], intake: Intake): OfferingInput {
  const semesters =
    run.attendance === 'Part-time' && course.semesters > 1 ? course.semesters * 2 : course.semesters;
  const partTime = run.attendance === 'Part-time' ? '-PT' : '';
  return {
    code: `${course.code}-${run.campus}-${intake.year}S${intake.semester}${partTime}`,
    courseCode: course.code,
    name: course.name,
    courseType: course.courseType,
    campus: named(demoCampuses, run.campus),
    departmentName: course.department,
    startDate: intake.startDate,
    endDate: addDays(intakeAfter(intake, semesters - 1).startDate, SEMESTER_DAYS),
    typeOfAttendanceName: run.attendance,
    lawCourse: course.lawCourse ?? false,
    modules: course.modules.map((code) => named(demoSubjects, code)),
  };
}

/**
 * The demo provider's offerings for the next two intakes after `now` (one Semester 1, one
 * Semester 2), so the catalogue never goes stale. Codes carry the intake: a later start adds the new
 * intake's offerings and leaves the earlier ones (applications may point at them) to pass.
 */
export function demoCatalogue(now: Date): OfferingInput[] {
  const intakes = upcomingIntakes(now);
  return demoCourses.flatMap((course) =>
    course.runs.flatMap((run) =>
      intakes
        .filter((intake) => run.intakes.includes(intake.semester))
        .map((intake) => offering(course, run, intake)),
    ),
  );
}
