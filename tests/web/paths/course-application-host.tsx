import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { CourseApplicationInput } from '@machines/course-application.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnyStateMachine } from 'xstate';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { CourseApplicationScreen, courseRoute } from '../course-application-fakes.tsx';
import { renderRoutes, signInAs } from '../harness.tsx';
import { fakeDrafts, setMode } from '../personal-details-fakes.tsx';
import { setControl } from './set-control.ts';

export interface CourseHostOptions extends CourseApplicationInput {
  logic: AnyStateMachine;
  onNext: (event: ApplicationFlowEmitted) => void;
}

/**
 * The real course application step in the step screen shell, at its address. It is mounted at every
 * address: when the flow moves on, the address changes (what a person sees) but the step stays, so
 * the rest of a path can still be replayed on it.
 */
export function mountCourseHost({ category, mode, id, editOffer = false, logic, onNext }: CourseHostOptions) {
  setMode(mode);
  signInAs();
  // The replays load without drafts; the autosave's clock is never moved, so no draft is kept.
  const { drafts, clock } = fakeDrafts();
  const element = (
    <CourseApplicationScreen
      logic={logic}
      category={category}
      id={id}
      editOffer={editOffer}
      onNext={onNext}
      drafts={drafts}
      clock={clock}
    />
  );
  return renderRoutes([{ path: '*', element }], courseRoute(category, id));
}

export const courseForm = () =>
  screen.queryByRole('form', { name: 'Course Application' }) as HTMLFormElement | null;

/** A Yes to the scholarship is a question of its own (SCHOLARSHIP, confirmed): a save only says No. */
const setCourseControl = (field: string, value: unknown): boolean =>
  !(field === 'applyScholarships' && value === true) && setControl(field, value);

/** Fills the shown controls with `values`, again while answers reveal more; then the preferences. */
export async function fillCourseForm(values: ApplicationDetailsForm): Promise<void> {
  for (let pass = 0; pass < 4; pass += 1) {
    let changed = false;
    for (const [field, value] of Object.entries(values)) changed = setCourseControl(field, value) || changed;
    if (!changed) break;
  }
  const preferences = () => document.querySelectorAll('select[id^="applyCoModuleIds."]').length;
  while (preferences() > values.applyCoModuleIds.length) {
    await userEvent.click(screen.getByRole('button', { name: `Remove Subject Preference ${preferences()}` }));
  }
  while (preferences() < values.applyCoModuleIds.length) {
    await userEvent.click(screen.getByRole('button', { name: 'Add Subject Preference' }));
  }
  for (const [index, id] of values.applyCoModuleIds.entries())
    setCourseControl(`applyCoModuleIds.${index}`, id);
}

/** Fills the form with the SAVE event's values and presses the step's button. */
export async function saveCourseForm(values: ApplicationDetailsForm): Promise<void> {
  const open = await screen.findByRole('form', { name: 'Course Application' });
  await fillCourseForm(values);
  await userEvent.click(open.querySelector('button[type="submit"]') as HTMLButtonElement);
}

/** Answers the scholarship question; a person re-answers Yes by choosing No first. */
export async function answerScholarship(answer: boolean): Promise<void> {
  const block = within(await screen.findByRole('group', { name: 'Scholarship' }));
  const yes = block.getByLabelText('Yes') as HTMLInputElement;
  const no = block.getByLabelText('No') as HTMLInputElement;
  if (answer && yes.checked) await userEvent.click(no);
  await userEvent.click(answer ? yes : no);
}

/** The Scholarship answer on screen; nothing when the form is not shown. */
export function readScholarship(): { scholarship?: boolean } {
  const yes = courseForm() && (document.getElementById('applyScholarships') as HTMLInputElement | null);
  return yes ? { scholarship: yes.checked } : {};
}
