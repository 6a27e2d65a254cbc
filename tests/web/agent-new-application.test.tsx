import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@/domain/api-paths.ts';
import { Msg } from '@/domain/messages.ts';
import { PersonalMsg } from '@/domain/personal/messages.ts';
import type { User } from '@/domain/user.ts';
import { keepNewApplication, keepOpenApplication, readNewStudent } from '@/web/api/applications.ts';
import type { RenderEditReply } from '@/web/api/personal-details.ts';
import { toLoad } from '@/web/logic/personal-details.ts';
import { newStudent } from '../support/model/agent-new-application-fixtures.ts';
import { applicationsPage } from '../support/model/home-fixtures.ts';
import { ok, renderApp, signInAs, stubApi, testUser } from './harness.tsx';
import { renderHome } from './home-fakes.tsx';
import { formReady, inGroup, lists, setMode } from './personal-details-fakes.tsx';

const DIALOG = 'New application for a student';
const agent: User = { ...testUser, role: 'agent', student: { potentialAccountCategory: null } };
const dialog = () => screen.getByRole('dialog', { name: DIALOG });
const inDialog = () => within(dialog());
const input = (label: RegExp) => inDialog().getByLabelText(label) as HTMLInputElement;
const location = () => screen.getByTestId('location').textContent;

/** render/edit of a new application (-1): the lists, nothing saved, and the drafts asked for. */
const newApplicationAnswer = (drafts: RenderEditReply['drafts'] = {}): RenderEditReply => ({
  ...lists,
  personalDetails: null,
  status: null,
  applicationCategory: null,
  id: -1,
  version: 0,
  drafts,
});

// The dialog is a chunk of its own (the applicant's home does not load it): imported once up front.
beforeAll(async () => {
  await import('@/web/screens/home/new-student-dialog.tsx');
});
beforeEach(() => setMode('agent'));
afterEach(() => {
  setMode('applicant');
  vi.unstubAllGlobals();
});

async function openFor(category: 'Domestic' | 'International') {
  await userEvent.click(await screen.findByRole('button', { name: `New Application: ${category} Student` }));
  return screen.findByRole('dialog', { name: DIALOG });
}

async function typeStudent(student = newStudent) {
  await userEvent.type(input(/^First Given Name/), student.firstGivenName);
  await userEvent.type(input(/^Family Name/), student.familyName);
  await userEvent.type(input(/^Primary Email/), student.mail);
}

describe('an agent’s New Application asks for the student (issue 11)', () => {
  it('opens the dialog for the category pressed, worded as the personal step, and Cancel closes it', async () => {
    renderHome({ user: agent });
    await openFor('International');
    expect(inDialog().getByText(/^International Student: /)).toBeTruthy();
    const fields = [
      [/^First Given Name/, '40'],
      [/^Family Name/, '40'],
      [/^Primary Email/, '45'],
    ] as const;
    for (const [label, max] of fields) {
      const control = input(label);
      expect(control.required).toBe(true);
      expect(control.getAttribute('maxlength')).toBe(max);
      expect(control.value).toBe('');
    }
    expect(input(/^Primary Email/).type).toBe('email');
    const hint = input(/^Primary Email/).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(hint.split(' ')[0] ?? '')?.textContent).toBe(
      'The student will see this application in their own list once they register with this email.',
    );
    await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/potential/home');

    // Opened again (the other category), it starts empty.
    await openFor('Domestic');
    expect(inDialog().getByText(/^Domestic Student: /)).toBeTruthy();
    expect(input(/^First Given Name/).value).toBe('');
  });

  it('says what is missing or wrong with the personal step’s own messages, and stays', async () => {
    renderHome({ user: agent });
    await openFor('International');
    await userEvent.type(input(/^First Given Name/), '   ');
    await userEvent.click(inDialog().getByRole('button', { name: 'Continue' }));
    const summary = await inDialog().findByRole('alert');
    expect(summary.textContent).toContain(Msg.correctEditInformation);
    expect(inDialog().getByText(PersonalMsg.firstGivenNameRequired)).toBeTruthy();
    expect(inDialog().getByText(PersonalMsg.familyNameRequired)).toBeTruthy();
    expect(inDialog().getByText(PersonalMsg.mailRequired)).toBeTruthy();
    expect(input(/^Primary Email/).getAttribute('aria-invalid')).toBe('true');

    await typeStudent({ ...newStudent, firstGivenName: 'Linh', mail: 'linh.nguyen@' });
    await userEvent.click(inDialog().getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(inDialog().getByText(Msg.emailInvalid)).toBeTruthy());
    expect(inDialog().queryByText(PersonalMsg.firstGivenNameRequired)).toBeNull();
    expect(location()).toBe('/potential/home');
    expect(sessionStorage.getItem('newStudent')).toBeNull();
  });

  it('keeps the category and the student for the session and goes to the personal step', async () => {
    renderHome({ user: agent });
    await openFor('International');
    await typeStudent({ ...newStudent, familyName: '  Nguyen ' });
    await userEvent.click(inDialog().getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/InternationalPersonal/-1'));
    expect(sessionStorage.getItem('newId')).toBe('-1');
    expect(sessionStorage.getItem('applicationCategory')).toBe('International');
    expect(sessionStorage.getItem('status')).toBe('editing');
    // Trimmed, as the step would keep it.
    expect(JSON.parse(sessionStorage.getItem('newStudent') ?? 'null')).toEqual(newStudent);
  });
});

describe('the personal step of an agent’s new application starts with the student', () => {
  const renderEditNew = `${ApiPath.renderEdit}-1?category=International`;

  it('Continue lands on the personal step with the names and the email filled in', async () => {
    const fetchMock = stubApi({
      [ApiPath.currentUser]: ok(agent),
      [ApiPath.listApplications]: ok(applicationsPage(0, [])),
      [renderEditNew]: ok(newApplicationAnswer()),
    });
    signInAs(agent);
    await renderApp('/potential/home');
    await openFor('International');
    await typeStudent();
    await userEvent.click(inDialog().getByRole('button', { name: 'Continue' }));
    await formReady();
    const personal = inGroup('Personal Information');
    expect((personal.getByLabelText(/^First Given Name/) as HTMLInputElement).value).toBe('Linh');
    expect((personal.getByLabelText(/^Family Name/) as HTMLInputElement).value).toBe('Nguyen');
    expect((inGroup('Contact Details').getByLabelText(/^Primary Email/) as HTMLInputElement).value).toBe(
      'linh.nguyen@example.com',
    );
    // Nothing was created: the step's first save does that, as for an applicant.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      `/api${ApiPath.savePersonalDetails}`,
    );
  });

  it('an applicant’s new application starts empty, whatever the session holds', async () => {
    setMode('applicant');
    sessionStorage.setItem('newStudent', JSON.stringify(newStudent));
    stubApi({ [renderEditNew]: ok(newApplicationAnswer()) });
    signInAs();
    await renderApp('/InternationalPersonal/-1');
    await formReady();
    expect(
      (inGroup('Personal Information').getByLabelText(/^First Given Name/) as HTMLInputElement).value,
    ).toBe('');
  });

  it('lays the student over a draft of the same student, and leaves out another student’s draft', () => {
    const savedAt = '2026-03-03T03:05:00.000Z';
    const sameStudent = toLoad(
      newApplicationAnswer({
        personal: { form: { mail: 'Linh.Nguyen@example.com', firstGivenName: 'L', gender: 2 }, savedAt },
      }),
      newStudent,
    );
    expect(sameStudent.personalDetails).toEqual(newStudent);
    expect(sameStudent.draft).toEqual({ form: { ...newStudent, gender: 2 }, savedAt });

    const another = toLoad(
      newApplicationAnswer({ personal: { form: { mail: 'priya@example.com', gender: 2 }, savedAt } }),
      newStudent,
    );
    expect(another.draft).toBeNull();

    // A saved application holds its own student; an applicant's load has none.
    const saved = toLoad(
      { ...newApplicationAnswer(), id: 12, personalDetails: { familyName: 'Lee' } },
      newStudent,
    );
    expect(saved.personalDetails).toEqual({ familyName: 'Lee' });
    expect(toLoad(newApplicationAnswer()).personalDetails).toBeNull();
  });

  it('is kept from Continue until the application exists; an applicant’s New Application keeps none', () => {
    keepNewApplication('International', newStudent);
    expect(readNewStudent()).toEqual(newStudent);
    keepOpenApplication({ id: -1, category: 'International' });
    expect(readNewStudent()).toEqual(newStudent);
    // The first save answers the new id: the application now holds the student.
    keepOpenApplication({ id: 57 });
    expect(readNewStudent()).toBeNull();
    keepNewApplication('International', newStudent);
    keepNewApplication('Domestic');
    expect(readNewStudent()).toBeNull();
    for (const kept of ['not json', '{"firstGivenName":1,"familyName":"Nguyen","mail":"x"}', 'null']) {
      sessionStorage.setItem('newStudent', kept);
      expect(readNewStudent()).toBeNull();
    }
  });
});
