import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { PersonalDetailsLoad } from '@machines/personal-details.ts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AnyActorLogic, fromPromise } from 'xstate';
import type { Mode } from '@/domain/mode.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { Category } from '@/domain/user.ts';
import type { PersonalDetailsLogic } from '@/web/screens/personal-details/personal-details-actor.ts';
import { renderRoutes, signInAs } from '../harness.tsx';
import { fakeDrafts, lists, PersonalDetailsScreen, setMode } from '../personal-details-fakes.tsx';
import { setControl } from './set-control.ts';

/** §2 routes of the personal details step. */
export const personalRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/personal/${id}` : `/InternationalPersonal/${id}`;

export interface HostOptions {
  category: Category;
  mode: Mode;
  id: number;
  editOffer?: boolean;
  /** The step's machine, its calls faked. */
  logic: PersonalDetailsLogic;
  onNext: (event: ApplicationFlowEmitted) => void;
  /** The address it opens at; by default the step's own route. */
  at?: string;
}

/**
 * The real PersonalDetailsScreen (it hosts the step and the flow actor) at the step's address. It
 * is mounted at every address: when the flow moves on, the address changes (what a person sees)
 * but the step stays, so the rest of a path can still be replayed on it; the next steps' screens
 * are not built yet.
 */
export function mountHost({ category, mode, id, editOffer = false, logic, onNext, at }: HostOptions) {
  setMode(mode);
  signInAs();
  // The replays load without drafts; the autosave's clock is never moved, so no draft is kept.
  const { drafts, clock } = fakeDrafts();
  const element = (
    <PersonalDetailsScreen
      logic={logic}
      category={category}
      id={id}
      editOffer={editOffer}
      onNext={onNext}
      drafts={drafts}
      clock={clock}
    />
  );
  return renderRoutes([{ path: '*', element }], at ?? personalRoute(category, id));
}

/**
 * The registry's load answers carry two items per list, enough for a machine; the form needs lists
 * that hold the ids the sample details use (752, 283, 485, the sample's title, language…). The
 * fake still answers when the replay settles it: only the lists are swapped on the way.
 */
export function withFormLists(logic: PersonalDetailsLogic): PersonalDetailsLogic {
  const fake = logic.implementations.actors.load as AnyActorLogic & {
    config: (args: unknown) => Promise<PersonalDetailsLoad>;
  };
  return logic.provide({
    actors: {
      load: fromPromise<PersonalDetailsLoad, { id: number }>(async (args) => ({
        ...(await fake.config(args)),
        lists,
      })),
    },
  });
}

/** The form on screen, once the load answered. */
export const form = () => screen.queryByRole('form', { name: 'Personal Details' }) as HTMLFormElement | null;

/**
 * Fills the form with `values` (a complete sample): each shown, unlocked control is set to its value,
 * again while answers reveal more fields. Change events rather than keystrokes: a path saves many
 * times, and typing is tested by the screen's own tests.
 */
export function fillForm(values: PersonalDetailsForm): void {
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    for (const [field, value] of Object.entries(values)) changed = setControl(field, value) || changed;
    if (!changed) return;
  }
}

/**
 * What a person completes before saving: a shown, open, required text box still empty. A pre-fill
 * can leave one (a previous given name beside a previous family name); it stays open for staff.
 */
function completeRequired(open: HTMLElement): void {
  for (const input of open.querySelectorAll<HTMLInputElement>('input[type="text"][required]')) {
    if (!input.disabled && input.value === '') fireEvent.change(input, { target: { value: 'Minh' } });
  }
}

/** Fills the form with the SAVE event's values and presses the step's button. */
export async function saveForm(values: PersonalDetailsForm): Promise<void> {
  const open = await screen.findByRole('form', { name: 'Personal Details' });
  fillForm(values);
  completeRequired(open);
  const button = open.querySelector('button[type="submit"]') as HTMLButtonElement;
  await userEvent.click(button);
}

/** The lock of §4.4, as seen on the Family Name box; nothing when the form is not shown. */
export function readLocked(): { locked?: boolean } {
  const familyName = form() && (document.getElementById('familyName') as HTMLInputElement | null);
  return familyName ? { locked: familyName.disabled } : {};
}

/** Staff: answer the studied-before question Yes, enter the number, press Pre-Fill (§4.1). */
export async function prefill(studentNum: string): Promise<void> {
  const top = within(screen.getByRole('group', { name: 'TOP Information' }));
  const studied = document.getElementById('studiedAtTopEducation') as HTMLInputElement;
  if (!studied.checked) await userEvent.click(studied);
  const box = top.getByLabelText(/^Student ID/) as HTMLInputElement;
  fireEvent.change(box, { target: { value: studentNum } });
  await userEvent.click(top.getByRole('button', { name: 'Pre-Fill' }));
}
