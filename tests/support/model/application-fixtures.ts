import type { ApplicationFlowInput } from '../../../machines/application-flow.ts';
import type { CourseApplicationLoad } from '../../../machines/course-application.ts';
import type {
  PersonalDetailsInput,
  PersonalDetailsLoad,
  PersonalDetailsObtained,
} from '../../../machines/personal-details.ts';
import { ApiError } from '../../../src/domain/api-error.ts';
import type { StepKey } from '../../../src/domain/applications/steps.ts';
import type { CourseCatalogue } from '../../../src/domain/course/catalogue.ts';
import { formFromLoad as courseFormFromLoad } from '../../../src/domain/course/defaults.ts';
import type { ApplicationDetailsForm } from '../../../src/domain/course/form.ts';
import { Code } from '../../../src/domain/envelope.ts';
import { Msg } from '../../../src/domain/messages.ts';
import type { Mode } from '../../../src/domain/mode.ts';
import { PersonalMsg } from '../../../src/domain/personal/messages.ts';
import { samplePersonalDetails } from '../../../src/domain/personal/sample.ts';
import { REFERENCE_LIST_KEYS, type ReferenceLists } from '../../../src/domain/reference/types.ts';
import { CATEGORIES, type Category, ROLES } from '../../../src/domain/user.ts';

/** The id the server gives an application on its first save. */
export const SAVED_ID = 12;
/** The version of a saved application as its load gives it; a save answers the next one. */
export const SAVED_VERSION = 3;
/** What a save answers: the application's id and its new version. */
export const savedAnswer = { id: SAVED_ID, version: SAVED_VERSION + 1 };
/** A student number staff can pre-fill from. */
export const STUDENT_NUM = '20231234';

/** Every category × mode, opening a new application on the personal step. */
export const newApplicationInputs: Record<string, ApplicationFlowInput> = Object.fromEntries(
  CATEGORIES.flatMap((category) =>
    ROLES.map((mode) => [
      `${category} ${mode} new`,
      { category, mode, id: -1, step: 'personal' as StepKey } satisfies ApplicationFlowInput,
    ]),
  ),
);

export const flowInput = (
  category: Category,
  mode: Mode,
  step: StepKey = 'personal',
  id = -1,
  editOffer?: boolean,
): ApplicationFlowInput => ({ category, mode, id, step, ...(editOffer === undefined ? {} : { editOffer }) });

export const personalInput = (
  category: Category,
  mode: Mode,
  id = -1,
  editOffer?: boolean,
): PersonalDetailsInput => ({
  id,
  category,
  mode,
  ...(editOffer === undefined ? {} : { editOffer }),
});

/** Two items per list are enough for a machine: it only carries them to the view. */
export const referenceLists = Object.fromEntries(
  REFERENCE_LIST_KEYS.map((key) => [
    key,
    [
      { id: 1, name: `${key} one`, code: '1' },
      { id: 2, name: `${key} two`, code: '2' },
    ],
  ]),
) as unknown as ReferenceLists;

export const loads = {
  /** render/edit/-1: dictionaries only. */
  fresh: {
    lists: referenceLists,
    personalDetails: null,
    status: null,
    applicationCategory: null,
    id: -1,
    version: 0,
  } satisfies PersonalDetailsLoad,
  /** render/edit/12 of a saved domestic application. */
  saved: {
    lists: referenceLists,
    personalDetails: { ...samplePersonalDetails('Domestic'), applicationId: SAVED_ID },
    status: 'Editing',
    applicationCategory: 'Domestic',
    id: SAVED_ID,
    version: SAVED_VERSION,
  } satisfies PersonalDetailsLoad,
};

/** What staff obtain for a student number: a student of each category, or an empty answer. */
export const obtained = {
  domestic: {
    personalDetails: {
      ...samplePersonalDetails('Domestic'),
      previousFamilyName: 'Tran',
      hasHealthCare: null,
    },
    applicationCategory: 'Domestic',
  } satisfies PersonalDetailsObtained,
  international: {
    personalDetails: samplePersonalDetails('International'),
    applicationCategory: 'International',
  } satisfies PersonalDetailsObtained,
  nobody: { personalDetails: null, applicationCategory: null } satisfies PersonalDetailsObtained,
};

export const personalErrors = {
  /** A 406 from the save: the summary message and a message per field. */
  refused: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { familyName: PersonalMsg.familyNameRequired, mail: PersonalMsg.emailInvalid },
  }),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  noSuchStudent: new ApiError(Code.Refused, 'No student with this number.'),
  network: new TypeError('Failed to fetch'),
};

/** A course catalogue of one offering with two subjects: the course machine only carries it to the view. */
export const courseCatalogue: CourseCatalogue = {
  courseTypes: [{ id: 1, name: 'Postgraduate', code: 'PG' }],
  studyTermModeDict: [{ id: 1, name: 'Standard', code: 'STD' }],
  examVenueDict: [{ id: 1, name: 'Sydney', code: 'SYD' }],
  adjustmentFactors: [{ id: 1, name: 'Work experience', code: 'WE' }],
  fundingStudyCosts: [
    { id: 1338, name: 'Savings', code: 'SAV' },
    { id: 1339, name: 'Other', code: 'OTH' },
  ],
  rplResults: [{ id: 1, name: 'Granted', code: 'G' }],
  campusDict: [{ id: 1, name: 'Sydney', code: 'SYD' }],
  courseOfferings: [
    {
      id: 101,
      code: 'JD-SYD-2027S1',
      courseCode: 'JD',
      name: 'Juris Doctor',
      courseType: 1,
      campusId: 1,
      departmentName: 'Law School',
      startDate: '2027-02-01',
      endDate: '2029-11-30',
      typeOfAttendanceName: 'Full-time',
      lawCourse: true,
      modules: [
        { id: 1001, code: 'LAW501', name: 'Foundations of Law' },
        { id: 1002, code: 'LAW502', name: 'Contracts' },
      ],
    },
  ],
  modules: [
    { id: 1001, code: 'LAW501', name: 'Foundations of Law' },
    { id: 1002, code: 'LAW502', name: 'Contracts' },
  ],
};

/** The course step as saved: one offering, one subject preference, no scholarship asked for. */
const savedApplicationDetails = {
  applicationType: 1,
  campusId: 1,
  courseOfferingId: 101,
  studyTermMode: 1,
  examVenue: 1,
  applyCoModuleIds: [1001],
  applyScholarships: false,
  understandCosts: true,
  applicationId: SAVED_ID,
};

/** Valid values of the course form for a category (what a SAVE carries). */
export const courseValues = (category: Category): ApplicationDetailsForm =>
  courseFormFromLoad({ ...savedApplicationDetails, applyCoModuleIds: [1001, 1002] }, category);

export const courseLoads = {
  /** render/edit/-1: the catalogue only. */
  fresh: {
    catalogue: courseCatalogue,
    applicationDetails: null,
    status: null,
    applicationCategory: null,
    id: -1,
    version: 0,
  } satisfies CourseApplicationLoad,
  /** render/edit/12 of a saved international application, scholarship answered yes. */
  saved: {
    catalogue: courseCatalogue,
    applicationDetails: { ...savedApplicationDetails, applyScholarships: true },
    status: 'Editing',
    applicationCategory: 'International',
    id: SAVED_ID,
    version: SAVED_VERSION,
  } satisfies CourseApplicationLoad,
};

export const courseErrors = {
  /** A 406 from the save: the summary message and a message per field. */
  refused: new ApiError(Code.Refused, Msg.correctEditInformation, {
    errors: { courseOfferingId: 'Course Offering is required.' },
  }),
  /** A 406 because someone saved the application first (the version moved on). */
  stale: new ApiError(Code.Refused, 'The application was changed by someone else.'),
  serverBroken: new ApiError(Code.ServerError, Msg.serverBrokenEnvelope),
  network: new TypeError('Failed to fetch'),
};
