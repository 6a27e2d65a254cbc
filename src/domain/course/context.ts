import type { Mode } from '../mode.ts';
import type { Category } from '../user.ts';
import type { CourseCatalogue, CourseOffering } from './catalogue.ts';
import { ONLINE_CAMPUS_CODE } from './constants.ts';

/** What the course step's rules see: the version (mode, category), the catalogue served, and "now". */
export interface CourseContext {
  mode: Mode;
  category: Category;
  /** The dictionaries the load call served: the chosen ids are checked against them. */
  catalogue: CourseCatalogue;
  /** For the RPL completion year (not after this year); injectable for tests. */
  now: () => Date;
}

/** The offering with this id in the catalogue, if any. */
export function findOffering(catalogue: Pick<CourseCatalogue, 'courseOfferings'>, id: number | null) {
  return id === null ? undefined : catalogue.courseOfferings.find((offering) => offering.id === id);
}

/**
 * What an offering asks besides itself (spec §2 "Study Term Mode or Exam Venue", the spec leaves the
 * choice open). The catalogue carries no flag, so it is read from the campus: an offering of the online
 * campus (code ONL) is studied online on the provider's terms, and its student must say where exams are
 * sat (the exam venues include remote invigilation and overseas centres); an offering on a campus is
 * attended there, and its student picks how the year is divided (the study term mode).
 */
export function offeringNeeds(
  offering: CourseOffering | undefined,
  catalogue: Pick<CourseCatalogue, 'campusDict'>,
): 'studyTermMode' | 'examVenue' | null {
  if (!offering) return null;
  const campus = catalogue.campusDict.find((item) => item.id === offering.campusId);
  return campus?.code === ONLINE_CAMPUS_CODE ? 'examVenue' : 'studyTermMode';
}

/** An offering matches the type and campus chosen above it (the list it was picked from). */
export const offeringMatches = (offering: CourseOffering, type: number | null, campus: number | null) =>
  offering.courseType === type && offering.campusId === campus;
