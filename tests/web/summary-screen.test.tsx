import { summaryMachine } from '@machines/summary.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { SummaryDetail } from '@/domain/applications/summary.ts';
import type { Mode } from '@/domain/mode.ts';
import { DECLARATION_CHECKBOX } from '@/domain/submission/constants.ts';
import type { SubmitAnswer } from '@/domain/submission/types.ts';
import type { Category } from '@/domain/user.ts';
import { StepScreen } from '@/web/app/step-screen.tsx';
import { summaryStep } from '@/web/screens/summary/summary-step.tsx';
import {
  DECLARATION_HTML,
  missingParts,
  REFERENCE,
  submitAnswer,
  summaryDetail,
  summaryErrors,
} from '../support/model/summary-fixtures.ts';
import { ok, Page, renderApp, renderRoutes, signInAs, stubApi } from './harness.tsx';
import { fakeDrafts, setMode } from './personal-details-fakes.tsx';

interface Setup {
  category?: Category;
  mode?: Mode;
  detail?: SummaryDetail;
  declaration?: string;
  submit?: () => Promise<SubmitAnswer>;
}

const ID = 12;

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSummary({
  category = 'Domestic',
  mode = 'applicant',
  detail = summaryDetail('editing', category),
  declaration = DECLARATION_HTML,
  submit = async () => submitAnswer,
}: Setup = {}) {
  setMode(mode);
  signInAs();
  const load = vi.fn(async () => ({ summary: detail, declaration }));
  const submitCall = vi.fn(submit);
  const logic = summaryMachine.provide({
    actors: {
      load: fromPromise(load),
      submit: fromPromise(() => submitCall()),
    },
  });
  const onNext = vi.fn();
  const { clock } = fakeDrafts();
  const screenElement = <StepScreen definition={summaryStep} logic={logic} onNext={onNext} clock={clock} />;
  const prefix = category === 'International' ? 'InternationalSummary' : 'summary';
  const view = renderRoutes(
    [
      { path: `${prefix}/:id`, element: screenElement },
      { path: 'finish/:id', element: <Page title="Finish" /> },
      { path: 'internationalFinish/:id', element: <Page title="International Finish" /> },
      { path: '*', element: <Page title="Elsewhere" /> },
    ],
    `/${prefix}/${ID}`,
  );
  return { ...view, load, submit: submitCall, onNext };
}

const location = () => screen.getByTestId('location').textContent;
const section = (name: string) => screen.getByRole('region', { name });
/** A section's description list as label → value. */
function described(name: string): Record<string, string> {
  const rows = [...section(name).querySelectorAll('dl > div')];
  return Object.fromEntries(
    rows.map((row) => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent ?? '',
    ]),
  );
}
const openDeclaration = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
  return screen.findByRole('dialog', { name: 'Declaration' });
};

/**
 * The summary itself is drawn after its heading (the step shell renders a loaded step at transition
 * priority, behind the loading status): wait for its Confirm, as a person waits for the page.
 */
const summaryDrawn = () => screen.findByRole('button', { name: 'Confirm' });
describe('the Summary screen (spec §2)', () => {
  it('shows Personal Details and Application read only, as description lists', async () => {
    renderSummary({
      detail: summaryDetail('editing', 'Domestic', {
        applicationType2: 'Vocational',
        courseName2: 'Diploma of Nursing',
        courseStartDate2: '2026-07-20',
        courseEndDate2: null,
        campusName2: 'Geelong',
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summary' })).toBeTruthy();
    await summaryDrawn();
    expect(described('Personal Details')).toEqual({
      Title: 'Ms',
      'First Given Name': 'Amelia',
      'Family Name': 'Ng',
      'Date of Birth': '9 April 2001',
      Gender: 'Female',
      'Country of Birth': 'Australia',
      'Mobile Phone': '+61 412345678',
      'Local Address': '12 Wattle Street, Carlton, VIC 3053',
    });
    expect(described('Application')).toEqual({
      'Application Type': 'Higher Education',
      'Course Name': 'Bachelor of Nursing',
      'Course Dates': '23 February 2026 to 27 November 2028',
      Campus: 'Melbourne',
      'Second Application Type': 'Vocational',
      'Second Course Name': 'Diploma of Nursing',
      // Dates show only when both are there.
      'Second Campus': 'Geelong',
      'Apply for RPL': 'YES',
      'Apply for Scholarship': 'NO',
    });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('leaves the second application out when there is none, and says what is not provided', async () => {
    renderSummary({ detail: summaryDetail('editing', 'Domestic', { courseEndDate: null, titleName: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Summary' });
    await summaryDrawn();
    const application = described('Application');
    expect(Object.keys(application)).toEqual([
      'Application Type',
      'Course Name',
      'Campus',
      'Apply for RPL',
      'Apply for Scholarship',
    ]);
    expect(described('Personal Details').Title).toBe('Not provided');
  });

  it.each(['editing', 'pending'] as const)('offers Confirm for a %s application', async (status) => {
    renderSummary({ detail: summaryDetail(status) });
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it.each(['submitted', 'underReview', 'refused'] as const)(
    'has no Confirm for a %s application, and shows its status and reference',
    async (status) => {
      renderSummary({ detail: summaryDetail(status) });
      await screen.findByRole('region', { name: 'Personal Details' });
      expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
      expect(screen.getByText(new RegExp(`Reference: ${REFERENCE}`))).toBeTruthy();
      // Issue 10: the PDF copy from the row's View.
      expect(screen.getByRole('button', { name: 'Download a PDF copy' })).toBeTruthy();
    },
  );

  it('offers no PDF copy before the application is submitted', async () => {
    renderSummary({ detail: summaryDetail('editing') });
    await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.queryByRole('button', { name: 'Download a PDF copy' })).toBeNull();
  });
});

describe('the Declaration popup (spec §2, §5)', () => {
  it('shows the declaration sanitised, the checkbox, Submit and a Close button', async () => {
    renderSummary({
      declaration:
        '<p>I declare it is true.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
    });
    const dialog = await openDeclaration();
    expect(within(dialog).getByText('I declare it is true.')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('Submit does nothing until the box is ticked, and says why', async () => {
    const { submit } = renderSummary();
    const dialog = await openDeclaration();
    const button = within(dialog).getByRole('button', { name: 'Submit' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toMatch(/Tick the box/);
    await userEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Declaration' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX }));
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(button.hasAttribute('aria-describedby')).toBe(false);
    // Unticked again (issue 28: the control sends UNTICK as well as TICK), Submit does nothing again.
    const box = within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX }) as HTMLInputElement;
    await userEvent.click(box);
    expect(box.checked).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(submit).not.toHaveBeenCalled();
  });

  it('Close shuts it without submitting, and focus goes back to Confirm', async () => {
    const { submit } = renderSummary();
    const dialog = await openDeclaration();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submit).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Confirm'));
  });

  it.each([
    ['Domestic', `/finish/${ID}`],
    ['International', `/internationalFinish/${ID}`],
  ] as const)('a ticked %s submission goes to %s (spec §4)', async (category, finish) => {
    const { submit } = renderSummary({ category });
    const dialog = await openDeclaration();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe(finish));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('staff stay, are told it was submitted with its reference, and the container gets next', async () => {
    const { onNext } = renderSummary({ mode: 'staff' });
    const dialog = await openDeclaration();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain(REFERENCE);
    expect(onNext).toHaveBeenCalledWith({ type: 'next', step: 'finish', id: ID });
    expect(location()).toBe(`/summary/${ID}`);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it.each([
    ['Domestic', [`/personal/${ID}`, `/documents/${ID}`]],
    ['International', [`/InternationalPersonal/${ID}`, `/internationalDocuments/${ID}`]],
  ] as const)('a %s refusal says what is missing, each a link to its step', async (category, routes) => {
    renderSummary({
      category,
      submit: async () => {
        throw summaryErrors.incomplete;
      },
    });
    const dialog = await openDeclaration();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(summaryErrors.incomplete.message);
    const links = within(alert).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      missingParts.map((part, i) => [part.message, routes[i]]),
    );
    // The popup closes (an exit animation) before focus lands: slower on a loaded machine.
    await waitFor(() => expect(document.activeElement).toBe(alert), { timeout: 5_000 });
    // Confirm again, while those parts are missing, keeps the popup shut and lists them again.
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('alert')), { timeout: 5_000 });
  });

  it('Confirm while parts are missing (issue 23) lists them instead of opening the popup, focus on the list', async () => {
    renderSummary({ detail: summaryDetail('editing', 'Domestic', { missing: missingParts }) });
    await screen.findByRole('heading', { level: 1, name: 'Summary' });
    await summaryDrawn();
    // Each step's state, from the same check.
    const progress = screen.getByRole('region', { name: 'Application progress' });
    expect(progress.textContent).toContain('PersonalNot complete');
    expect(progress.textContent).toContain('ApplicationComplete');
    expect(progress.textContent).toContain('DocumentsNot complete');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe(
      'Your application is not complete yet. Please finish the parts listed below.',
    );
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`/personal/${ID}`, `/documents/${ID}`]);
    // The popup closes (an exit animation) before focus lands: slower on a loaded machine.
    await waitFor(() => expect(document.activeElement).toBe(alert), { timeout: 5_000 });
  });

  it('each section has its Change link to its step, marked to come back (issue 23)', async () => {
    const sections = [
      { title: 'Personal Details', step: 'personal' as const, rows: [{ label: 'Title', value: 'Ms' }] },
      { title: 'Disability', step: 'personal' as const, rows: [{ label: 'Q', value: 'No' }] },
      { title: 'Documents', step: 'documents' as const, rows: [{ label: 'Passport', value: 'p.pdf' }] },
    ];
    renderSummary({ detail: summaryDetail('editing', 'Domestic', { sections }) });
    await screen.findByRole('heading', { level: 1, name: 'Summary' });
    await summaryDrawn();
    expect(screen.getByRole('link', { name: 'Change Disability' }).getAttribute('href')).toBe(
      `/personal/${ID}?back=summary`,
    );
    expect(screen.getByRole('link', { name: 'Change Documents' }).getAttribute('href')).toBe(
      `/documents/${ID}?back=summary`,
    );
  });
});

describe('the summary routes with the real calls', () => {
  it('/internationalSummary/{id} loads the detail and the international declaration, and submits', async () => {
    signInAs();
    setMode('applicant');
    const fetchMock = stubApi({
      [`/potential/student/application/getDetailOfSummary/${ID}`]: ok(
        summaryDetail('editing', 'International'),
      ),
      '/potential/student/application/international/condition': ok({
        content: '<p>International declaration</p>',
      }),
      [`/potential/student/application/submit/${ID}`]: ok(submitAnswer),
      '/private/auth/info': ok(null),
    });
    const { router } = await renderApp(`/internationalSummary/${ID}`);
    const dialog = await openDeclaration();
    expect(within(dialog).getByText('International declaration')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: DECLARATION_CHECKBOX }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/internationalFinish/${ID}`));
    const submitCall = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) =>
      url.includes('/submit/'),
    );
    const init = submitCall?.[1] ?? {};
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer test-token');
    expect(await screen.findByRole('heading', { level: 1, name: /Congratulations/ })).toBeTruthy();
  });
});
