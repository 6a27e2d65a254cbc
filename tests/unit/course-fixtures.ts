import type { CourseCatalogue, CourseOffering } from '../../src/domain/course/catalogue.ts';
import type { CourseContext } from '../../src/domain/course/context.ts';
import { defaultApplicationDetails } from '../../src/domain/course/defaults.ts';
import type { ApplicationDetailsForm } from '../../src/domain/course/form.ts';
import type { Mode } from '../../src/domain/mode.ts';
import type { Category } from '../../src/domain/user.ts';

/** A small catalogue for the course step's unit tests: two campuses and an online one, four offerings. */
const subject = (id: number, code: string) => ({ id, code, name: code });
const offering = (o: Partial<CourseOffering> & Pick<CourseOffering, 'id' | 'courseType' | 'campusId'>) =>
  ({
    code: `O${o.id}`,
    courseCode: `C${o.id}`,
    name: `Course ${o.id}`,
    departmentName: 'School',
    startDate: '2027-03-01',
    endDate: '2027-11-30',
    typeOfAttendanceName: 'Full-time',
    lawCourse: false,
    modules: [],
    ...o,
  }) satisfies CourseOffering;

export const Ids = {
  undergraduate: 491,
  postgraduate: 492,
  sydney: 11,
  online: 13,
  bbus: 101,
  bbusOnline: 102,
  jd: 103,
  mba: 104,
  bus101: 201,
  acc101: 202,
  law501: 203,
  mba601: 204,
  standardTerms: 1401,
  onlineExam: 1504,
  factor: 1701,
  savings: 1331,
  other: 1339,
  credit: 1803,
} as const;

export const catalogue: CourseCatalogue = {
  courseTypes: [
    { id: Ids.undergraduate, name: 'Undergraduate', code: 'UG' },
    { id: Ids.postgraduate, name: 'Postgraduate coursework', code: 'PG' },
  ],
  campusDict: [
    { id: Ids.sydney, name: 'Sydney City Campus', code: 'SYD' },
    { id: 12, name: 'Melbourne Campus', code: 'MEL' },
    { id: Ids.online, name: 'Online', code: 'ONL' },
  ],
  courseOfferings: [
    offering({
      id: Ids.bbus,
      courseType: Ids.undergraduate,
      campusId: Ids.sydney,
      name: 'Bachelor of Business',
      modules: [subject(Ids.bus101, 'BUS101'), subject(Ids.acc101, 'ACC101')],
    }),
    offering({ id: Ids.bbusOnline, courseType: Ids.undergraduate, campusId: Ids.online, modules: [] }),
    offering({
      id: Ids.jd,
      courseType: Ids.postgraduate,
      campusId: Ids.sydney,
      name: 'Juris Doctor',
      lawCourse: true,
      startDate: '2027-12-01',
      endDate: '2029-11-30',
      modules: [subject(Ids.law501, 'LAW501')],
    }),
    offering({
      id: Ids.mba,
      courseType: Ids.postgraduate,
      campusId: Ids.sydney,
      startDate: '2027-07-20',
      endDate: '2028-11-30',
      modules: [subject(Ids.mba601, 'MBA601')],
    }),
  ],
  modules: [],
  studyTermModeDict: [{ id: Ids.standardTerms, name: 'Standard', code: 'SEM' }],
  examVenueDict: [{ id: Ids.onlineExam, name: 'Online', code: 'ONLINE' }],
  adjustmentFactors: [{ id: Ids.factor, name: 'Educational disadvantage', code: 'EDU' }],
  fundingStudyCosts: [
    { id: Ids.savings, name: 'Personal savings', code: 'SAVINGS' },
    { id: Ids.other, name: 'Other', code: 'OTHER' },
  ],
  rplResults: [{ id: Ids.credit, name: 'Credit', code: 'C' }],
};

export const now = () => new Date(2026, 5, 15);

export const context = (mode: Mode, category: Category): CourseContext => ({
  mode,
  category,
  catalogue,
  now,
});

/** A complete, valid first application (Bachelor of Business in Sydney) for a category. */
export function validForm(category: Category): ApplicationDetailsForm {
  return {
    ...defaultApplicationDetails(category),
    applicationType: Ids.undergraduate,
    campusId: Ids.sydney,
    courseOfferingId: Ids.bbus,
    studyTermMode: Ids.standardTerms,
    ...(category === 'International' ? { understandCosts: true } : {}),
  };
}
