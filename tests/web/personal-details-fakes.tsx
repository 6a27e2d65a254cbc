import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import {
  type PersonalDetailsLoad,
  type PersonalDetailsObtained,
  personalDetailsMachine,
} from '@machines/personal-details.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { stepDraftMachine } from '@machines/step-draft.ts';
import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { type AnyStateMachine, fromPromise, SimulatedClock } from 'xstate';
import type {
  DiscardDraftRequest,
  DraftSaved,
  SaveDraftRequest,
  StepDraft,
} from '@/domain/applications/drafts.ts';
import type { Mode } from '@/domain/mode.ts';
import { MODE_META_NAME } from '@/domain/mode-override.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { PersonalDetailsRecord } from '@/domain/personal/render.ts';
import type { ReferenceLists, RefItem } from '@/domain/reference/types.ts';
import type { Category } from '@/domain/user.ts';
import * as qualificationLists from '@/server/seed/reference/qualification-lists.ts';
import { StepScreen, type StepScreenProps } from '@/web/app/step-screen.tsx';
import { personalDetailsStep } from '@/web/screens/personal-details/personal-details-step.tsx';
import { Page, renderRoutes, signInAs } from './harness.tsx';

const items = (...entries: [number, string, string][]): RefItem[] =>
  entries.map(([id, name, code]) => ({ id, name, code }));

/** Small lists that keep the spec's ids (752, 283, 1364, 873, 485, 1840) and the sample ids. */
export const lists: ReferenceLists = {
  titles: items([1, 'Mr', 'MR'], [2, 'Mrs', 'MRS'], [3, 'Ms', 'MS']),
  genders: items([1, 'Male', 'M'], [2, 'Female', 'F'], [3, 'Non-binary', 'X']),
  countries: items([752, 'Australia', 'AU'], [10356, 'India', 'IN'], [10554, 'New Zealand', 'NZ']),
  nationalities: items([283, 'Australia', 'AU'], [10356, 'India', 'IN'], [10554, 'New Zealand', 'NZ']),
  languages: items([1201, 'English', '1201'], [5203, 'Hindi', '5203']),
  religions: items([7201, 'Buddhism', '1000'], [7101, 'No Religion, so described', '7101']),
  aboriginalTypes: items(
    [873, 'Neither Aboriginal nor Torres Strait Islander origin', '2'],
    [874, 'Aboriginal but not Torres Strait Islander origin', '3'],
  ),
  visaTypes: items([2500, 'Student (subclass 500)', '500'], [1364, 'Other', 'OTHER']),
  states: items([1, 'New South Wales', 'NSW'], [2, 'Victoria', 'VIC']),
  citizenTypes: items(
    [485, 'Australian citizen', '1'],
    [486, 'New Zealand citizen', '2'],
    [487, 'Permanent visa holder', '3'],
    [488, 'Permanent humanitarian visa holder', '8'],
    [1840, 'Temporary entry permit', '4'],
    [1841, 'Other overseas student', '5'],
  ),
  disabilityTypes: items([11, 'Hearing', '11'], [12, 'Physical', '12']),
  agencies: items([9001, 'Harbour Education Agency', 'AG-DEMO-01']),
  // the qualifications step's lists, as seeded (their ids are the spec's)
  ...qualificationLists,
};

/** The personal details step in the step screen shell, as its routes show it. */
export function PersonalDetailsScreen(props: StepScreenProps) {
  return <StepScreen definition={personalDetailsStep} {...props} />;
}

export function setMode(mode: Mode): void {
  for (const meta of document.querySelectorAll(`meta[name="${MODE_META_NAME}"]`)) meta.remove();
  const meta = document.createElement('meta');
  meta.name = MODE_META_NAME;
  meta.content = mode;
  document.head.append(meta);
}

export interface StepSetup {
  category?: Category;
  mode?: Mode;
  id?: number;
  editOffer?: boolean;
  /** Saved details the load answers with (null: a new application). */
  details?: PersonalDetailsRecord | null;
  /** What the save does with the values: resolves with the id, or throws. */
  save?: (values: PersonalDetailsForm) => Promise<number>;
  obtain?: (studentNum: string) => Promise<PersonalDetailsObtained>;
  /** Make the load fail this many times first. */
  loadFailures?: number;
  /** The person's draft of the step the load answers (render/edit's `drafts.personal`). */
  draft?: StepDraft | null;
  /** What keeping a draft does; by default it answers a fixed `savedAt`. */
  saveDraft?: (request: SaveDraftRequest) => Promise<DraftSaved>;
  discardDraft?: (request: DiscardDraftRequest) => Promise<void>;
}

/** 14:05 local time on 3 March 2026, as the fake draft calls answer it. */
export const DRAFT_SAVED_AT = new Date(2026, 2, 3, 14, 5).toISOString();

/**
 * Fake draft calls and the autosave's clock: a SimulatedClock only moves when a test moves it, so
 * tests that do not look at drafts never keep one.
 */
export function fakeDrafts(setup: Pick<StepSetup, 'saveDraft' | 'discardDraft'> = {}): {
  saveDraft: ReturnType<typeof vi.fn<(request: SaveDraftRequest) => Promise<DraftSaved>>>;
  discardDraft: ReturnType<typeof vi.fn<(request: DiscardDraftRequest) => Promise<void>>>;
  clock: SimulatedClock;
  /** The step draft machine (machines/step-draft.ts) calling the fakes: the screen's `draftLogic`. */
  draftLogic: AnyStateMachine;
} {
  const saveDraft = vi.fn(setup.saveDraft ?? (async () => ({ savedAt: DRAFT_SAVED_AT })));
  const discardDraft = vi.fn(setup.discardDraft ?? (async () => undefined));
  return {
    saveDraft,
    discardDraft,
    clock: new SimulatedClock(),
    draftLogic: stepDraftMachine.provide({
      actors: {
        saveDraft: fromPromise<DraftSaved, SaveDraftRequest>(({ input }) => saveDraft(input)),
        discardDraft: fromPromise<void, DiscardDraftRequest>(({ input }) => discardDraft(input)),
      },
    }),
  };
}

const personalPath = (category: Category, id: number) =>
  category === 'Domestic' ? `/personal/${id}` : `/InternationalPersonal/${id}`;

/** Renders the step at its route with fake calls; the next steps are plain pages. */
export function renderStep(setup: StepSetup = {}) {
  const { category = 'Domestic', mode = 'applicant', id = -1, details = null } = setup;
  setMode(mode);
  signInAs();
  let failures = setup.loadFailures ?? 0;
  const load = vi.fn(async (input: { id: number }): Promise<PersonalDetailsLoad> => {
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    return {
      lists,
      personalDetails: details,
      status: details ? 'editing' : null,
      applicationCategory: category,
      id: input.id,
      version: details ? 1 : 0,
      draft: setup.draft ?? null,
    };
  });
  const save = vi.fn(setup.save ?? (async () => 12));
  const draftFakes = fakeDrafts(setup);
  const obtain = vi.fn(setup.obtain ?? (async () => ({ personalDetails: null, applicationCategory: null })));
  const logic = personalDetailsMachine.provide({
    actors: {
      // The route's category goes along too (for a new application's drafts); the spy sees the id.
      load: fromPromise<PersonalDetailsLoad, { id: number }>(({ input }) => load({ id: input.id })),
      save: fromPromise<StepSaved, StepSaveInput<PersonalDetailsForm>>(async ({ input }) => ({
        id: await save(input),
        version: input.version + 1,
      })),
      obtain: fromPromise<PersonalDetailsObtained, { studentNum: string }>(({ input }) =>
        obtain(input.studentNum),
      ),
    },
  });
  const onNext = vi.fn<(event: ApplicationFlowEmitted) => void>();
  const element = (
    <PersonalDetailsScreen
      logic={logic}
      onNext={onNext}
      editOffer={setup.editOffer}
      draftLogic={draftFakes.draftLogic}
      clock={draftFakes.clock}
    />
  );
  const view = renderRoutes(
    [
      { path: 'personal/:id', element },
      { path: 'DomesticPersonal/:id', element },
      { path: 'InternationalPersonal/:id', element },
      { path: 'internationalPersional/:id', element },
      { path: 'application/:id', element: <Page title="Course Application" /> },
      { path: 'internationalApplication/:id', element: <Page title="International Course Application" /> },
    ],
    personalPath(category, id),
  );
  return { ...view, load, save, obtain, onNext, ...draftFakes };
}

/** Waits for the form (the load answered). */
export async function formReady(): Promise<HTMLFormElement> {
  return (await screen.findByRole('form', { name: 'Personal Details' })) as HTMLFormElement;
}

/** A group of the form by its legend. */
export function group(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

export const inGroup = (name: string) => within(group(name));

export function queryGroup(name: string): HTMLElement | null {
  return screen.queryByRole('group', { name });
}
