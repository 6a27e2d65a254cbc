import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import { type OtherDetailsLoad, otherDetailsMachine } from '@machines/other-details.ts';
import type { StepLoadInput, StepSaved, StepSaveInput } from '@machines/step.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { StepDraft } from '@/domain/applications/drafts.ts';
import type { Mode } from '@/domain/mode.ts';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import type { OtherDetailsRecord } from '@/domain/other-details/render.ts';
import { agencies } from '@/server/seed/reference/agencies.ts';
import { languages } from '@/server/seed/reference/languages.ts';
import { englishTest } from '@/server/seed/reference/qualification-lists.ts';
import { StepScreen, type StepScreenProps } from '@/web/app/step-screen.tsx';
import { otherDetailsStep } from '@/web/screens/other-details/other-details-step.tsx';
import { Page, renderRoutes, signInAs } from './harness.tsx';
import { fakeDrafts, setMode } from './personal-details-fakes.tsx';

/** The lists as seeded (the spec's English test ids, ASCL languages, the demo agencies). */
export const lists: OtherDetailsLoad['lists'] = { languages, englishTest, agencies };

export interface OtherSetup {
  mode?: Mode;
  id?: number;
  /** The saved form the load answers (null: never saved). */
  saved?: OtherDetailsRecord | null;
  save?: (values: StepSaveInput<OtherDetailsForm>) => Promise<StepSaved>;
  draft?: StepDraft | null;
}

/** The older other-details machine with fake calls. */
export function otherLogic(setup: OtherSetup = {}) {
  const { saved = null } = setup;
  const load = vi.fn(
    async (input: StepLoadInput): Promise<OtherDetailsLoad> => ({
      lists,
      otherDetails: saved,
      status: input.id > 0 ? 'Editing' : null,
      applicationCategory: input.id > 0 ? 'International' : null,
      id: input.id,
      version: input.id > 0 ? 3 : 0,
      draft: setup.draft ?? null,
    }),
  );
  const save = vi.fn(setup.save ?? (async (values) => ({ id: 12, version: values.version + 1 })));
  const logic = otherDetailsMachine.provide({
    actors: {
      load: fromPromise<OtherDetailsLoad, StepLoadInput>(({ input }) => load(input)),
      save: fromPromise<StepSaved, StepSaveInput<OtherDetailsForm>>(({ input }) => save(input)),
    },
  });
  return { logic, load, save };
}

/** The step in the step screen shell, as /other/{id} shows it. */
export function OtherDetailsScreen(props: StepScreenProps) {
  return <StepScreen definition={otherDetailsStep} {...props} />;
}

/** Renders /other/{id} with fake calls; where a save or the Support link leads are plain pages. */
export function renderOther(setup: OtherSetup = {}) {
  const { mode = 'applicant', id = 12 } = setup;
  setMode(mode);
  signInAs();
  const { logic, load, save } = otherLogic(setup);
  const onNext = vi.fn<(event: ApplicationFlowEmitted) => void>();
  const draftFakes = fakeDrafts();
  const view = renderRoutes(
    [
      {
        path: 'other/:id',
        element: (
          <OtherDetailsScreen
            logic={logic}
            draftLogic={draftFakes.draftLogic}
            onNext={onNext}
            editOffer={false}
            clock={draftFakes.clock}
          />
        ),
      },
      { path: 'documents/:id', element: <Page title="Documents" /> },
      { path: 'potential/home', element: <Page title="My Applications" /> },
    ],
    `/other/${id}`,
  );
  return { ...view, load, save, onNext, ...draftFakes };
}

export async function otherFormReady(): Promise<HTMLFormElement> {
  return (await screen.findByRole('form', { name: 'Other Details' })) as HTMLFormElement;
}

export const block = (name: string) => screen.getByRole('group', { name });
export const inBlock = (name: string) => within(block(name));

/** The questions of the screen, as a person reads them. */
export const Q = {
  englishFirst: /^Is English your first language\?/,
  secondary: /^Have you completed secondary studies taught in English\?/,
  postSecondary: /^Have you completed post-secondary studies taught in English\?/,
  test: /^Have you completed an English test\?/,
  agent: /^Are you applying through an education agent\?/,
};

/** Answers a yes/no question (its radio group) with Yes or No. */
export async function answer(question: RegExp, choice: 'Yes' | 'No') {
  const group = screen.getByRole('group', { name: question });
  await userEvent.click(within(group).getByLabelText(choice));
}

/** A control by its label (the required mark is not part of the label's start). */
export const control = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
export const queryControl = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));

/** A date as a person picks it (the native picker gives the whole yyyy-MM-dd at once). */
export const setDate = (label: string, value: string) =>
  fireEvent.change(control(label), { target: { value } });
