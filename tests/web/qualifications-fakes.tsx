import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import {
  type QualificationsLoad,
  type QualificationsObtained,
  qualificationsMachine,
} from '@machines/qualifications.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { StepDraft } from '@/domain/applications/drafts.ts';
import type { Mode } from '@/domain/mode.ts';
import { QUALIFICATION_LIST_KEYS, type QualificationLists } from '@/domain/qualifications/context.ts';
import type { EmploymentItem, QualificationItem, QualificationsForm } from '@/domain/qualifications/form.ts';
import type { QualificationsRecord } from '@/domain/qualifications/render.ts';
import type { Category } from '@/domain/user.ts';
import { StepScreen, type StepScreenProps } from '@/web/app/step-screen.tsx';
import { qualificationsStep } from '@/web/screens/qualifications/qualifications-step.tsx';
import { Page, renderRoutes, signInAs } from './harness.tsx';
import { fakeDrafts, lists as referenceLists, setMode } from './personal-details-fakes.tsx';

/** The step's lists as seeded (the spec's ids: 497, 500, 505, 2113, 1635, 1861, 2111…), small countries. */
export const lists = Object.fromEntries(
  QUALIFICATION_LIST_KEYS.map((key) => [key, referenceLists[key]]),
) as unknown as QualificationLists;

export interface QualificationsSetup {
  category?: Category;
  mode?: Mode;
  id?: number;
  editOffer?: boolean;
  /** The saved form without its entries (null: the step was never saved). */
  saved?: QualificationsRecord | null;
  qualifications?: Partial<QualificationItem>[];
  employments?: Partial<EmploymentItem>[];
  save?: (values: StepSaveInput<QualificationsForm>) => Promise<StepSaved>;
  obtain?: (input: { applicationId: number; enrolmentCode: string }) => Promise<QualificationsObtained>;
  draft?: StepDraft | null;
}

/** The qualifications machine with fake calls. */
export function qualificationsLogic(setup: QualificationsSetup = {}) {
  const { category = 'International', saved = null } = setup;
  const load = vi.fn(
    async (input: { id: number }): Promise<QualificationsLoad> => ({
      lists,
      qualificationsForm: saved,
      qualifications: setup.qualifications ?? [],
      employments: setup.employments ?? [],
      status: 'editing',
      applicationCategory: category,
      id: input.id,
      version: 4,
      draft: setup.draft ?? null,
    }),
  );
  const save = vi.fn(setup.save ?? (async (values) => ({ id: 12, version: values.version + 1 })));
  const obtain = vi.fn(
    setup.obtain ?? (async ({ enrolmentCode }) => ({ enrolmentCode, qualifications: [] })),
  );
  const logic = qualificationsMachine.provide({
    actors: {
      load: fromPromise<QualificationsLoad, { id: number }>(({ input }) => load(input)),
      save: fromPromise<StepSaved, StepSaveInput<QualificationsForm>>(({ input }) => save(input)),
      obtain: fromPromise<QualificationsObtained, { applicationId: number; enrolmentCode: string }>(
        ({ input }) => obtain(input),
      ),
    },
  });
  return { logic, load, save, obtain };
}

/** The qualifications step in the step screen shell, as its routes show it. */
export function QualificationsScreen(props: StepScreenProps) {
  return <StepScreen definition={qualificationsStep} {...props} />;
}

export const qualificationsRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/qualifications/${id}` : `/internationalQualifications/${id}`;

/** Renders the step at its route with fake calls; the documents steps are plain pages. */
export function renderQualifications(setup: QualificationsSetup = {}) {
  const { category = 'International', mode = 'applicant', id = 12 } = setup;
  setMode(mode);
  signInAs();
  const { logic, load, save, obtain } = qualificationsLogic(setup);
  const onNext = vi.fn<(event: ApplicationFlowEmitted) => void>();
  const draftFakes = fakeDrafts();
  const element = (
    <QualificationsScreen
      logic={logic}
      draftLogic={draftFakes.draftLogic}
      onNext={onNext}
      editOffer={setup.editOffer ?? false}
      clock={draftFakes.clock}
    />
  );
  const view = renderRoutes(
    [
      { path: 'qualifications/:id', element },
      { path: 'internationalQualifications/:id', element },
      { path: 'documents/:id', element: <Page title="Upload Documents" /> },
      { path: 'internationalDocuments/:id', element: <Page title="International Upload Documents" /> },
      { path: 'potential/home', element: <Page title="My Applications" /> },
    ],
    qualificationsRoute(category, id),
  );
  return { ...view, load, save, obtain, onNext, ...draftFakes };
}

export async function qualificationsFormReady(): Promise<HTMLFormElement> {
  return (await screen.findByRole('form', { name: 'Qualifications' })) as HTMLFormElement;
}

/** A block of the form by its legend. */
export const block = (name: string) => screen.getByRole('group', { name });
export const queryBlock = (name: string) => screen.queryByRole('group', { name });
export const inBlock = (name: string) => within(block(name));
/** A qualification's or employment's section, by its heading. */
export const entry = (name: string) => within(screen.getByRole('region', { name }));

/** Answers the yes/no question `question` (its radio group) with Yes or No. */
export async function answer(
  question: string | RegExp,
  choice: 'Yes' | 'No',
  scope: ReturnType<typeof within> = within(document.body),
) {
  const group = scope.getByRole('group', { name: question });
  await userEvent.click(within(group).getByLabelText(choice));
}

export const BACHELOR = 'Bachelor degree (including Honours)';
export const SECONDARY = 'Secondary education (Year 12 or equivalent)';
