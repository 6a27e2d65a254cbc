import type { RefItem } from '../reference/types.ts';

/**
 * The course catalogue as the course application step's load call serves it (course spec §3, §7):
 * its dictionaries, and the ids the spec fixes (§9). Shared by web and server; docs/reference-data.md
 * says where each list comes from.
 */

/** Application (course) type 495, cross-institutional study: the form shows the home-institute notice. */
export const HOME_INSTITUTE_APPLICATION_TYPE = 495;
/** Funding option 1339, "Other": shows the details box (fundingCostDetails). */
export const FUNDING_OPTION_OTHER = 1339;

/** How an offering is attended (typeOfAttendanceName). */
export const ATTENDANCE_TYPES = ['Full-time', 'Part-time'] as const;
export type AttendanceType = (typeof ATTENDANCE_TYPES)[number];

/** A subject (module, unit of study) of a course offering; applyCoModuleIds and RPL moduleId hold its id. */
export interface Subject {
  id: number;
  /** The provider's unit code, e.g. LAW501. */
  code: string;
  name: string;
}

/** A course offering, read only (spec §3): one course at one campus for one intake. */
export interface CourseOffering {
  id: number;
  /** The offering's own code, e.g. JD-SYD-2027S1. */
  code: string;
  /** The course's code and name, e.g. JD, Juris Doctor. */
  courseCode: string;
  name: string;
  /** A courseTypes id: what the Course Type field (applicationType) picks. */
  courseType: number;
  /** A campusDict id. */
  campusId: number;
  departmentName: string;
  /** yyyy-MM-dd. */
  startDate: string;
  /** yyyy-MM-dd, on or after startDate. */
  endDate: string;
  typeOfAttendanceName: AttendanceType;
  /** A law course: the law-school adjustment factors apply. */
  lawCourse: boolean;
  /** The offering's subjects, in study order. */
  modules: Subject[];
}

/** The catalogue's reference lists kept in reference_items, keyed as the answer names them. */
export const CATALOGUE_LIST_KEYS = [
  'courseTypes',
  'studyTermModeDict',
  'examVenueDict',
  'adjustmentFactors',
  'fundingStudyCosts',
  'rplResults',
] as const;
export type CatalogueListKey = (typeof CATALOGUE_LIST_KEYS)[number];
export type CatalogueLists = Record<CatalogueListKey, readonly RefItem[]>;

/** The dictionaries of the course application step, as the load call answers them. */
export interface CourseCatalogue extends CatalogueLists {
  campusDict: RefItem[];
  /** The offerings still offered: start date today or later. */
  courseOfferings: CourseOffering[];
  /** Every subject of the offerings above, by code. */
  modules: Subject[];
}
