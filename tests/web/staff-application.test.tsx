import type { PersonalDetailsLoad, PersonalDetailsObtained } from '@machines/personal-details.ts';
import { personalDetailsMachine } from '@machines/personal-details.ts';
import { staffDecisionMachine } from '@machines/staff-decision.ts';
import type { StepSaved, StepSaveInput } from '@machines/step.ts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { HistoryAnswer } from '@/domain/backoffice/types.ts';
import type { Mode } from '@/domain/mode.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import { samplePersonalDetails } from '@/domain/personal/sample.ts';
import type { Category } from '@/domain/user.ts';
import { StaffApplicationScreen } from '@/web/app/staff-application-page.tsx';
import { underReviewHistory } from '../support/model/staff-queue-fixtures.ts';
import { courseLogic } from './course-application-fakes.tsx';
import { Page, renderRoutes, signInAs } from './harness.tsx';
import { formReady, lists, setMode } from './personal-details-fakes.tsx';

/** The container at its route, the step inside it with fake calls; the applicant routes are plain pages. */
function renderContainer({
  category = 'Domestic' as Category,
  id = 12,
  mode = 'staff' as Mode,
  search = '',
} = {}) {
  setMode(mode);
  signInAs();
  const save = vi.fn(async (_values: PersonalDetailsForm) => 12);
  const logic = personalDetailsMachine.provide({
    actors: {
      load: fromPromise<PersonalDetailsLoad, { id: number }>(async ({ input }) => ({
        lists,
        personalDetails: samplePersonalDetails(category),
        status: 'editing',
        applicationCategory: category,
        id: input.id,
        version: 1,
      })),
      save: fromPromise<StepSaved, StepSaveInput<PersonalDetailsForm>>(async ({ input }) => ({
        id: await save(input),
        version: input.version + 1,
      })),
      obtain: fromPromise<PersonalDetailsObtained, { studentNum: string }>(async () => ({
        personalDetails: null,
        applicationCategory: null,
      })),
    },
  });
  const view = renderRoutes(
    [
      {
        path: 'staff/application/:category/:id',
        element: (
          <StaffApplicationScreen
            logics={{ personal: logic, application: courseLogic({ category, mode: 'staff' }).logic }}
            decisionLogic={decisionLogic}
          />
        ),
      },
      { path: 'application/:id', element: <Page title="Applicant course application route" /> },
      { path: 'staff/queue', element: <Page title="Applications Queue" /> },
      {
        path: 'internationalApplication/:id',
        element: <Page title="Applicant international course application route" />,
      },
    ],
    `/staff/application/${category}/${id}${search}`,
  );
  return { ...view, save };
}

/** The decision panel answered at once: an application under review (its own tests: paths/staff-decision). */
const decisionLogic = staffDecisionMachine.provide({
  actors: { loadHistory: fromPromise<HistoryAnswer, { id: number }>(async () => underReviewHistory) },
});

const location = () => screen.getByTestId('location').textContent;

// Each test renders an ~80-field step form, some twice: ~10 s alone, far more on a loaded machine.
vi.setConfig({ testTimeout: 90_000 });

describe('staff application container', () => {
  it('takes the step’s next, says which step is next and names it in the address', async () => {
    const { save } = renderContainer();
    await formReady();
    expect(screen.queryByRole('navigation', { name: 'Application steps' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const status = await screen.findByText('Saved. Next: Application (step 3)');
    expect(status.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/staff/application/Domestic/12?step=application'));
    expect(screen.queryByRole('heading', { name: /Applicant/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Application (step 3)' })).toBeTruthy();
    // The next step is shown in the container, from the same step registry as the routes.
    expect(await screen.findByRole('form', { name: 'Course Application' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Personal Details' })).toBeNull();
  });

  it('puts the id of a new application’s first save in the address, so a reload reopens it', async () => {
    const view = renderContainer({ id: -1 });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Saved. Next: Application (step 3)')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/staff/application/Domestic/12?step=application'));
    // The -1 address was replaced by the saved one's: Back returns to the saved Personal step.
    await act(async () => {
      await view.router.navigate(-1);
    });
    expect(location()).toBe('/staff/application/Domestic/12?step=personal');
    expect(await screen.findByRole('form', { name: 'Personal Details' })).toBeTruthy();
  });

  it('numbers the International steps in their own order', async () => {
    renderContainer({ category: 'International' });
    await formReady();
    await userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
    expect(await screen.findByText('Saved. Next: Application (step 3)')).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByRole('link', { name: /Documents/ }).textContent).toBe('5Documents');
    await waitFor(() => expect(location()).toBe('/staff/application/International/12?step=application'));
  });

  it('opens any step of a saved application from its breadcrumb; Back and Forward move between them', async () => {
    const view = renderContainer();
    await formReady();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).getByText('Personal').closest('[aria-current="step"]')).toBeTruthy();
    // Finish follows a submission: never a link.
    expect(within(steps).queryByRole('link', { name: /Finish/ })).toBeNull();
    const course = within(steps).getByRole('link', { name: /Application/ });
    expect(course.getAttribute('href')).toBe('/staff/application/Domestic/12?step=application');
    await userEvent.click(course);
    expect(await screen.findByRole('form', { name: 'Course Application' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Application (step 3)' })).toBeTruthy();
    expect(location()).toBe('/staff/application/Domestic/12?step=application');
    await userEvent.click(within(steps).getByRole('link', { name: /Personal/ }));
    expect(await screen.findByRole('form', { name: 'Personal Details' })).toBeTruthy();
    expect(location()).toBe('/staff/application/Domestic/12?step=personal');
    await act(async () => {
      await view.router.navigate(-1);
    });
    expect(await screen.findByRole('form', { name: 'Course Application' })).toBeTruthy();
    await act(async () => {
      await view.router.navigate(1);
    });
    expect(await screen.findByRole('form', { name: 'Personal Details' })).toBeTruthy();
  });

  it('asks ‘Leave this step?’ before another step when the form has unsaved changes', async () => {
    renderContainer();
    await formReady();
    await userEvent.type(screen.getAllByRole('textbox', { name: /Family Name/ })[0] as HTMLElement, 'x');
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    await userEvent.click(within(steps).getByRole('link', { name: /Application/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this step?' });
    expect(dialog.textContent).toContain('Your changes are not saved.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('form', { name: 'Personal Details' })).toBeTruthy();
    expect(location()).toBe('/staff/application/Domestic/12');
    await userEvent.click(within(steps).getByRole('link', { name: /Application/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave this step?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByRole('form', { name: 'Course Application' })).toBeTruthy();
    expect(location()).toBe('/staff/application/Domestic/12?step=application');
  });

  it('opens at the step its address names (a breadcrumb link opened in a new tab)', async () => {
    renderContainer({ search: '?step=application' });
    expect(await screen.findByRole('form', { name: 'Course Application' })).toBeTruthy();
  });

  it('ends the steps with the way back to the queue', async () => {
    renderContainer({ search: '?step=finish' });
    expect(await screen.findByText(/Every step of this application has been gone through/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Finish (step 8)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the queue' }));
    expect(await screen.findByRole('heading', { name: 'Applications Queue' })).toBeTruthy();
    expect(location()).toBe('/staff/queue');
  });

  it('a new application has no step to go to before its first save', async () => {
    renderContainer({ id: -1 });
    await formReady();
    const steps = screen.getByRole('navigation', { name: 'Application steps' });
    expect(within(steps).queryAllByRole('link')).toEqual([]);
  });

  it('outside staff mode points to the staff portal instead of the step', async () => {
    renderContainer({ mode: 'applicant' });
    expect(await screen.findByRole('link', { name: 'Open the staff portal' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Personal Details' })).toBeNull();
  });
});

describe('the decision panel in the container (issue 11)', () => {
  it('shows the status, the decisions the lifecycle allows from it, and the history', async () => {
    renderContainer();
    await formReady();
    const panel = await screen.findByRole('region', { name: 'Decision' });
    await waitFor(() => expect(panel.textContent).toContain('Status: Under Review'));
    expect(
      within(screen.getByRole('group', { name: 'Decisions' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark as Evidence Needed', 'Mark as Refused', 'Mark as Offered', 'Mark as Withdrawn']);
    // The history and notes beside the step (issue 25), the heading the applicant and reference.
    const history = screen.getByRole('complementary', { name: 'History and notes' });
    expect(history.textContent).toContain('Submitted → Under Review');
    expect(history.textContent).toContain('Saved the personal step (1 field changed)');
    expect(history.textContent).toContain('Family Name: (empty) → Sharma');
    expect(screen.getByRole('heading', { level: 1, name: 'Priya Sharma — APP-2026-000031' })).toBeTruthy();
    await waitFor(() =>
      expect(document.title).toBe('Priya Sharma — APP-2026-000031 (Under Review) | Admission Portal'),
    );
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Applications Queue' }).getAttribute('href')).toBe(
      '/staff/queue',
    );
    expect(within(account).getByRole('button', { name: 'Sign Out' })).toBeTruthy();
  });
});
