import type { AttendanceType } from '../../../domain/course/catalogue.ts';

/** A course of the demo provider and where and when it runs; demo-catalogue.ts makes its offerings. */
export interface DemoCourse {
  code: string;
  name: string;
  /** A courseTypes id (course-types.ts). */
  courseType: number;
  department: string;
  lawCourse?: boolean;
  /** Full-time length in semesters (part-time takes twice as long). */
  semesters: number;
  /** Subject codes (subjects.ts), in study order. */
  modules: readonly string[];
  /** Campus code (campuses.ts), the intakes it starts in (1: Semester 1, 2: Semester 2), attendance. */
  runs: readonly { campus: string; intakes: readonly (1 | 2)[]; attendance: AttendanceType }[];
}

const FT = 'Full-time';
const PT = 'Part-time';
const BOTH = [1, 2] as const;

const BUSINESS = 'School of Business';
const IT = 'School of Information Technology';
const LAW = 'Law School';
const GRADUATE_BUSINESS = 'Graduate School of Business';

export const demoCourses: readonly DemoCourse[] = [
  {
    code: 'BBUS',
    name: 'Bachelor of Business',
    courseType: 491,
    department: BUSINESS,
    semesters: 6,
    modules: ['BUS101', 'ACC101', 'ECO101', 'MKT101', 'BUS102', 'STA101'],
    runs: [
      { campus: 'SYD', intakes: BOTH, attendance: FT },
      { campus: 'MEL', intakes: BOTH, attendance: FT },
      { campus: 'BNE', intakes: BOTH, attendance: FT },
    ],
  },
  {
    code: 'BIT',
    name: 'Bachelor of Information Technology',
    courseType: 491,
    department: IT,
    semesters: 6,
    modules: ['ICT101', 'ICT102', 'MTH101', 'ICT103', 'ICT104', 'ICT105'],
    runs: [
      { campus: 'SYD', intakes: BOTH, attendance: FT },
      { campus: 'MEL', intakes: BOTH, attendance: FT },
    ],
  },
  {
    code: 'BN',
    name: 'Bachelor of Nursing',
    courseType: 491,
    department: 'School of Health Sciences',
    semesters: 6,
    modules: ['NUR101', 'NUR102', 'NUR103', 'NUR104', 'NUR105'],
    runs: [{ campus: 'SYD', intakes: [1], attendance: FT }],
  },
  {
    code: 'LLB',
    name: 'Bachelor of Laws',
    courseType: 491,
    department: LAW,
    lawCourse: true,
    semesters: 8,
    modules: ['LAW101', 'LAW106', 'LAW102', 'LAW103', 'LAW104', 'LAW105'],
    runs: [
      { campus: 'SYD', intakes: [1], attendance: FT },
      { campus: 'MEL', intakes: [1], attendance: FT },
    ],
  },
  {
    code: 'JD',
    name: 'Juris Doctor',
    courseType: 492,
    department: LAW,
    lawCourse: true,
    semesters: 6,
    modules: ['LAW501', 'LAW502', 'LAW503', 'LAW504', 'LAW505', 'LAW506', 'LAW507', 'LAW508'],
    runs: [
      { campus: 'SYD', intakes: BOTH, attendance: FT },
      { campus: 'ONL', intakes: BOTH, attendance: PT },
    ],
  },
  {
    code: 'MBA',
    name: 'Master of Business Administration',
    courseType: 492,
    department: GRADUATE_BUSINESS,
    semesters: 4,
    modules: ['MBA501', 'MBA502', 'MBA503', 'MBA504', 'MBA505', 'MBA506'],
    runs: [
      { campus: 'SYD', intakes: BOTH, attendance: FT },
      { campus: 'ONL', intakes: BOTH, attendance: PT },
    ],
  },
  {
    code: 'MIT',
    name: 'Master of Information Technology',
    courseType: 492,
    department: IT,
    semesters: 4,
    modules: ['ICT501', 'ICT502', 'ICT503', 'ICT504', 'ICT505'],
    runs: [
      { campus: 'SYD', intakes: BOTH, attendance: FT },
      { campus: 'MEL', intakes: BOTH, attendance: FT },
    ],
  },
  {
    code: 'MPA',
    name: 'Master of Professional Accounting',
    courseType: 492,
    department: GRADUATE_BUSINESS,
    semesters: 4,
    modules: ['ACC501', 'ACC502', 'ACC503', 'ACC504', 'ACC505'],
    runs: [
      { campus: 'SYD', intakes: BOTH, attendance: FT },
      { campus: 'MEL', intakes: BOTH, attendance: FT },
    ],
  },
  {
    code: 'MPHIL',
    name: 'Master of Philosophy',
    courseType: 493,
    department: 'Graduate Research School',
    semesters: 4,
    modules: ['RES701', 'RES702', 'RES703', 'RES704'],
    runs: [{ campus: 'SYD', intakes: BOTH, attendance: FT }],
  },
  {
    code: 'NABUS',
    name: 'Non-award study – Business units',
    courseType: 494,
    department: BUSINESS,
    semesters: 1,
    modules: ['BUS101', 'ACC101', 'ECO101', 'MKT101'],
    runs: [{ campus: 'ONL', intakes: BOTH, attendance: PT }],
  },
  {
    code: 'NAIT',
    name: 'Non-award study – Information Technology units',
    courseType: 494,
    department: IT,
    semesters: 1,
    modules: ['ICT101', 'ICT102', 'ICT103', 'ICT104'],
    runs: [{ campus: 'ONL', intakes: BOTH, attendance: PT }],
  },
  {
    code: 'XILAW',
    name: 'Cross-institutional study – Law units',
    courseType: 495,
    department: LAW,
    semesters: 1,
    modules: ['LAW501', 'LAW502', 'LAW503', 'LAW506', 'LAW507'],
    runs: [{ campus: 'SYD', intakes: BOTH, attendance: PT }],
  },
  {
    code: 'XIBUS',
    name: 'Cross-institutional study – Business units',
    courseType: 495,
    department: GRADUATE_BUSINESS,
    semesters: 1,
    modules: ['MBA501', 'MBA503', 'MBA505', 'ACC501'],
    runs: [
      { campus: 'MEL', intakes: BOTH, attendance: PT },
      { campus: 'ONL', intakes: BOTH, attendance: PT },
    ],
  },
];
