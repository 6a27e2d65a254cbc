import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import {
  type CourseApplicationLoad,
  type CourseApplicationRecord,
  courseApplicationMachine,
} from '@machines/course-application.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type {
  DiscardDraftRequest,
  DraftSaved,
  SaveDraftRequest,
  StepDraft,
} from '@/domain/applications/drafts.ts';
import type { CourseCatalogue, CourseOffering } from '@/domain/course/catalogue.ts';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import type { Mode } from '@/domain/mode.ts';
import type { RefItem } from '@/domain/reference/types.ts';
import type { Category } from '@/domain/user.ts';
import { StepScreen, type StepScreenProps } from '@/web/app/step-screen.tsx';
import { courseApplicationStep } from '@/web/screens/course-application/course-application-step.tsx';
import { Page, renderRoutes, signInAs } from './harness.tsx';
import { fakeDrafts, setMode } from './personal-details-fakes.tsx';

const items = (...entries: [number, string, string][]): RefItem[] =>
  entries.map(([id, name, code]) => ({ id, name, code }));

const offering = (
  id: number,
  courseType: number,
  campusId: number,
  startDate: string,
  endDate: string,
  extra: Partial<CourseOffering> = {},
): CourseOffering => ({
  id,
  code: `OFF-${id}`,
  courseCode: `C${courseType}`,
  name: `Course ${id}`,
  courseType,
  campusId,
  departmentName: 'Business School',
  startDate,
  endDate,
  typeOfAttendanceName: 'Full-time',
  lawCourse: false,
  modules: [
    { id: id * 10 + 1, code: `S${id}A`, name: `Subject ${id} A` },
    { id: id * 10 + 2, code: `S${id}B`, name: `Subject ${id} B` },
  ],
  ...extra,
});

/**
 * A small catalogue: a bachelor (type 101) at Sydney with two intakes whose dates overlap, a law
 * course (type 102), an online offering (exam venue) and type 495 (the home-institute notice).
 */
export const catalogue: CourseCatalogue = {
  courseTypes: items(
    [101, 'Bachelor', 'BA'],
    [102, 'Juris Doctor', 'JD'],
    [495, 'Cross-institutional', 'XI'],
  ),
  campusDict: items([1, 'Sydney', 'SYD'], [2, 'Online', 'ONL']),
  studyTermModeDict: items([701, 'Semester', 'SEM'], [702, 'Trimester', 'TRI']),
  examVenueDict: items([801, 'Sydney exam centre', 'SYD']),
  adjustmentFactors: items([901, 'Educational disadvantage', 'ED']),
  fundingStudyCosts: items([1337, 'Personal savings', 'SAV'], [1339, 'Other', 'OTHER']),
  rplResults: items([601, 'Credit granted', 'CG']),
  courseOfferings: [
    offering(1001, 101, 1, '2027-02-22', '2029-11-30'),
    offering(1002, 101, 1, '2027-07-19', '2030-06-30'),
    offering(1005, 101, 1, '2030-02-24', '2032-11-30'),
    offering(1003, 102, 1, '2027-02-22', '2029-11-30', { lawCourse: true, departmentName: 'Law School' }),
    offering(1004, 101, 2, '2027-02-22', '2029-11-30'),
    offering(1006, 495, 1, '2027-02-22', '2027-06-30'),
  ],
  modules: [],
};

export interface CourseSetup {
  category?: Category;
  mode?: Mode;
  id?: number;
  editOffer?: boolean;
  details?: CourseApplicationRecord | null;
  /** The status the load answers, as the server spells it; by default 'editing' once saved. */
  status?: string;
  save?: (values: StepSaveInput<ApplicationDetailsForm>) => Promise<StepSaved>;
  /** The person's draft of the step the load answers (render/edit's `drafts.application`). */
  draft?: StepDraft | null;
  saveDraft?: (request: SaveDraftRequest) => Promise<DraftSaved>;
  discardDraft?: (request: DiscardDraftRequest) => Promise<void>;
}

/** The course application machine with fake calls. */
export function courseLogic(setup: CourseSetup = {}) {
  const { category = 'Domestic', details = null } = setup;
  const load = vi.fn(
    async (input: { id: number }): Promise<CourseApplicationLoad> => ({
      catalogue,
      applicationDetails: details,
      status: setup.status ?? (details ? 'editing' : null),
      applicationCategory: category,
      id: input.id,
      version: details ? 3 : 0,
      draft: setup.draft ?? null,
    }),
  );
  const save = vi.fn(setup.save ?? (async (values) => ({ id: 12, version: values.version + 1 })));
  const logic = courseApplicationMachine.provide({
    actors: {
      load: fromPromise<CourseApplicationLoad, { id: number }>(({ input }) => load(input)),
      save: fromPromise<StepSaved, StepSaveInput<ApplicationDetailsForm>>(({ input }) => save(input)),
    },
  });
  return { logic, load, save };
}

/** The course application step in the step screen shell, as its routes show it. */
export function CourseApplicationScreen(props: StepScreenProps) {
  return <StepScreen definition={courseApplicationStep} {...props} />;
}

export const courseRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/application/${id}` : `/internationalApplication/${id}`;

/** Renders the step at its route with fake calls; the next steps are plain pages. */
export function renderCourse(setup: CourseSetup = {}) {
  const { category = 'Domestic', mode = 'applicant', id = 12 } = setup;
  setMode(mode);
  signInAs();
  const { logic, load, save } = courseLogic(setup);
  const onNext = vi.fn<(event: ApplicationFlowEmitted) => void>();
  const draftFakes = fakeDrafts(setup);
  const element = (
    <CourseApplicationScreen
      logic={logic}
      draftLogic={draftFakes.draftLogic}
      onNext={onNext}
      editOffer={setup.editOffer ?? false}
      clock={draftFakes.clock}
    />
  );
  const view = renderRoutes(
    [
      { path: 'application/:id', element },
      { path: 'internationalApplication/:id', element },
      { path: 'qualifications/:id', element: <Page title="Qualifications" /> },
      { path: 'potential/home', element: <Page title="My Applications" /> },
      { path: 'internationalQualifications/:id', element: <Page title="International Qualifications" /> },
    ],
    courseRoute(category, id),
  );
  return { ...view, load, save, onNext, ...draftFakes };
}

export async function courseFormReady(): Promise<HTMLFormElement> {
  return (await screen.findByRole('form', { name: 'Course Application' })) as HTMLFormElement;
}

/** Chooses the first application: type, campus, offering, and the study term mode it asks. */
export async function chooseCourse(offering = 'C101 Course 1001 (starts 2027-02-22)') {
  const course = inBlock('Course');
  await userEvent.selectOptions(course.getByLabelText(/^Course Type/), 'Bachelor');
  await userEvent.selectOptions(course.getByLabelText(/^Campus/), 'Sydney');
  await userEvent.selectOptions(course.getByLabelText(/^Course Offering/), offering);
  await userEvent.selectOptions(course.getByLabelText(/^Study Term Mode/), 'Semester');
}

export const block = (name: string) => screen.getByRole('group', { name });
export const queryBlock = (name: string) => screen.queryByRole('group', { name });
export const inBlock = (name: string) => within(block(name));
