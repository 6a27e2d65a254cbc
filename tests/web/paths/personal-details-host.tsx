import { fireEvent, screen, within } from '@testing-library/react';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { Category } from '@/domain/user.ts';
import type { PersonalDetailsLogic } from '@/web/logic/personal-details.ts';
import { lists, PersonalDetailsScreen } from '../personal-details-fakes.tsx';
import { setControl } from './set-control.ts';
import { mountStepHost, type StepHostOptions, withLoadLists } from './step-host.tsx';
import { user } from './user.ts';

/** §2 routes of the personal details step. */
export const personalRoute = (category: Category, id: number) =>
  category === 'Domestic' ? `/personal/${id}` : `/InternationalPersonal/${id}`;

export interface HostOptions extends Omit<StepHostOptions, 'logic'> {
  /** The step's machine, its calls faked. */
  logic: PersonalDetailsLogic;
  /** The address it opens at; by default the step's own route. */
  at?: string;
}

/** The real personal details step at its address (or `at`), for the UI path replays. */
export const mountHost = ({ at, ...options }: HostOptions) =>
  mountStepHost(PersonalDetailsScreen, at ?? personalRoute(options.category, options.id), options);

/** The machine with the lists the sample details use (752, 283, 485, the sample's title, language…). */
export const withFormLists = (logic: PersonalDetailsLogic) => withLoadLists(logic, lists);

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
  await user.click(button);
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
  if (!studied.checked) await user.click(studied);
  const box = top.getByLabelText(/^Student ID/) as HTMLInputElement;
  fireEvent.change(box, { target: { value: studentNum } });
  await user.click(top.getByRole('button', { name: 'Pre-Fill' }));
}
