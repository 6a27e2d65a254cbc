import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { Code } from '@/domain/envelope.ts';
import {
  block,
  chooseCourse,
  courseFormReady,
  inBlock,
  queryBlock,
  renderCourse,
} from './course-application-fakes.tsx';

const location = () => screen.getByTestId('location').textContent;

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

/** Spec §5 and §8, word for word (not the code's constants). */
const SUMMARY = 'Please correct the edit information.';
const TIME_CONFLICT = 'It cannot be selected because of time conflict.';
const UNDERSTAND_COSTS = 'The costs of studying in Australia must be understood.';

describe('course application screen', () => {
  it('shows the blocks in the spec’s order; FEE-HELP for Domestic, no Living Costs', async () => {
    renderCourse({ category: 'Domestic' });
    await courseFormReady();
    const legends = screen
      .getAllByRole('group')
      .map((group) => group.querySelector('legend h2')?.textContent);
    expect(legends.filter(Boolean)).toEqual([
      'Course',
      'Subject Preferences',
      'RPL',
      'Scholarship',
      'FEE-HELP',
    ]);
    expect(queryBlock('Living Costs')).toBeNull();
    await userEvent.click(within(block('FEE-HELP')).getByLabelText('Yes'));
    expect(inBlock('FEE-HELP').getByLabelText(/^Tax File Number/)).toBeTruthy();
  });

  it('shows Living Costs for International, not FEE-HELP; option 1339 opens the details box', async () => {
    renderCourse({ category: 'International' });
    await courseFormReady();
    expect(queryBlock('FEE-HELP')).toBeNull();
    const costs = inBlock('Living Costs');
    expect(costs.queryByLabelText(/^Funding Details/)).toBeNull();
    await userEvent.click(costs.getByLabelText('Other'));
    await userEvent.type(costs.getByLabelText(/^Funding Details/), 'A family loan');
    await userEvent.click(costs.getByLabelText('Other'));
    expect(costs.queryByLabelText(/^Funding Details/)).toBeNull();
  });

  it('lists only the offerings of the chosen type and campus, and shows the chosen one’s facts', async () => {
    renderCourse();
    await courseFormReady();
    const course = inBlock('Course');
    await userEvent.selectOptions(course.getByLabelText(/^Course Type/), 'Bachelor');
    await userEvent.selectOptions(course.getByLabelText(/^Campus/), 'Online');
    const offerings = course.getByLabelText(/^Course Offering/) as HTMLSelectElement;
    expect([...offerings.options].map((option) => option.text)).toEqual([
      'Please select',
      'C101 Course 1004 (starts 2027-02-22)',
    ]);
    await userEvent.selectOptions(offerings, 'C101 Course 1004 (starts 2027-02-22)');
    // An online offering asks where exams are sat.
    expect(course.getByLabelText(/^Exam Venue/)).toBeTruthy();
    expect(course.queryByLabelText(/^Study Term Mode/)).toBeNull();
    expect(course.getByText('Business School')).toBeTruthy();
    expect(course.getByText('2027-02-22 to 2029-11-30')).toBeTruthy();
    // Another campus clears the offering that no longer matches.
    await userEvent.selectOptions(course.getByLabelText(/^Campus/), 'Sydney');
    expect(offerings.value).toBe('');
  });

  it('shows the home-institute notice for application type 495, law factors for a law course', async () => {
    renderCourse();
    await courseFormReady();
    const course = inBlock('Course');
    expect(screen.queryByRole('note')).toBeNull();
    await userEvent.selectOptions(course.getByLabelText(/^Course Type/), 'Cross-institutional');
    const notice = screen.getByRole('note', { name: 'Home institute' });
    expect(notice.textContent).toContain('home institute');
    // Spec §2's order: after the last block (FEE-HELP), before Save & Continue.
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(block('FEE-HELP'), notice)).toBe(true);
    expect(follows(notice, screen.getByRole('button', { name: 'Save & Continue' }))).toBe(true);
    await userEvent.selectOptions(course.getByLabelText(/^Course Type/), 'Juris Doctor');
    expect(screen.queryByRole('note')).toBeNull();
    expect(queryBlock('Law School Adjustment Factors')).toBeNull();
    await userEvent.selectOptions(course.getByLabelText(/^Campus/), 'Sydney');
    await userEvent.selectOptions(
      course.getByLabelText(/^Course Offering/),
      'C102 Course 1003 (starts 2027-02-22)',
    );
    expect(block('Law School Adjustment Factors')).toBeTruthy();
  });

  it('refuses a second offering that starts before the first ends: It cannot be selected because of time conflict.', async () => {
    const { save: saveCall } = renderCourse();
    await courseFormReady();
    await chooseCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add a Second Application' }));
    const second = inBlock('Second Application');
    await userEvent.selectOptions(second.getByLabelText(/^Course Type/), 'Bachelor');
    await userEvent.selectOptions(second.getByLabelText(/^Campus/), 'Sydney');
    await userEvent.selectOptions(
      second.getByLabelText(/^Course Offering/),
      'C101 Course 1002 (starts 2027-07-19)',
    );
    await userEvent.selectOptions(second.getByLabelText(/^Study Term Mode/), 'Semester');
    await save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(SUMMARY);
    expect(summary.textContent).toContain(`Second Application Course Offering: ${TIME_CONFLICT}`);
    expect(second.getByText(TIME_CONFLICT)).toBeTruthy();
    expect(saveCall).not.toHaveBeenCalled();
    // Remove clears it: the save goes through.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Second Application' }));
    expect(queryBlock('Second Application')).toBeNull();
    await save();
    await waitFor(() => expect(saveCall).toHaveBeenCalledTimes(1));
    expect(saveCall.mock.calls[0]?.[0]).toMatchObject({
      applicationType2: null,
      courseOffering2Id: null,
      hasSecondApplication: false,
      version: 0,
    });
  });

  it('blocks an International save until the costs are understood', async () => {
    const { save: saveCall } = renderCourse({ category: 'International' });
    await courseFormReady();
    await chooseCourse();
    await userEvent.click(within(block('Living Costs')).getByLabelText('No'));
    await save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(UNDERSTAND_COSTS);
    // The question is not put before its message ('…in Australia?: The costs…'): the message reads alone.
    expect(within(summary).getByRole('link', { name: UNDERSTAND_COSTS })).toBeTruthy();
    expect(inBlock('Living Costs').getByText(UNDERSTAND_COSTS)).toBeTruthy();
    expect(saveCall).not.toHaveBeenCalled();
    await userEvent.click(within(block('Living Costs')).getByLabelText('Yes'));
    await save();
    await waitFor(() => expect(location()).toBe('/internationalQualifications/12'));
  });

  it('adds subject preferences up to 6, each a subject of the chosen offering', async () => {
    renderCourse();
    await courseFormReady();
    const add = () => userEvent.click(screen.getByRole('button', { name: 'Add Subject Preference' }));
    expect(
      (screen.getByRole('button', { name: 'Add Subject Preference' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await chooseCourse();
    for (let i = 0; i < 6; i += 1) await add();
    expect(screen.getAllByLabelText(/^Subject Preference \d/)).toHaveLength(6);
    expect(
      (screen.getByRole('button', { name: 'Add Subject Preference' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const first = screen.getByLabelText(/^Subject Preference 1/) as HTMLSelectElement;
    expect([...first.options].map((option) => option.text)).toEqual([
      'Please select',
      'S1001A Subject 1001 A',
      'S1001B Subject 1001 B',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Subject Preference 6' }));
    expect(screen.getAllByLabelText(/^Subject Preference \d/)).toHaveLength(5);
  });

  it('starts an RPL item on Yes; removing the last item answers No', async () => {
    renderCourse();
    await courseFormReady();
    const rpl = inBlock('RPL');
    await userEvent.click(rpl.getByLabelText('Yes'));
    const item = within(screen.getByRole('region', { name: 'RPL Item 1' }));
    await userEvent.type(item.getByLabelText(/^Completion Year/), '20x19');
    expect((item.getByLabelText(/^Completion Year/) as HTMLInputElement).value).toBe('2019');
    await userEvent.click(screen.getByRole('button', { name: 'Remove RPL Item 1' }));
    expect(screen.queryByRole('region', { name: 'RPL Item 1' })).toBeNull();
    expect((rpl.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
  });

  it('asks an applicant to confirm a scholarship: No puts the answer back, Yes keeps it', async () => {
    renderCourse({ mode: 'applicant' });
    await courseFormReady();
    const yes = () => within(block('Scholarship')).getByLabelText('Yes') as HTMLInputElement;
    const no = () => within(block('Scholarship')).getByLabelText('No') as HTMLInputElement;
    await userEvent.click(yes());
    let dialog = await screen.findByRole('alertdialog', { name: 'Apply for a scholarship?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(no().checked).toBe(true);
    await userEvent.click(yes());
    dialog = await screen.findByRole('alertdialog', { name: 'Apply for a scholarship?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(yes().checked).toBe(true);
  });

  it('does not ask staff to confirm a scholarship, and staff stay after a save', async () => {
    const { onNext } = renderCourse({ mode: 'staff' });
    await courseFormReady();
    await userEvent.click(within(block('Scholarship')).getByLabelText('Yes'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((within(block('Scholarship')).getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    await chooseCourse();
    await save();
    await waitFor(() =>
      expect(onNext).toHaveBeenCalledWith({ type: 'next', step: 'qualifications', id: 12 }),
    );
    expect(location()).toBe('/application/12');
  });

  it('reads Next while an offer is edited', async () => {
    renderCourse({ editOffer: true });
    await courseFormReady();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save & Continue' })).toBeNull();
  });

  it('says when someone else saved first and keeps what was typed', async () => {
    const conflict = 'Someone else saved this application after you opened it.';
    renderCourse({
      details: { applicationType: 101, campusId: 1, courseOfferingId: 1001, studyTermMode: 701 },
      save: async () => {
        throw new ApiError(Code.Refused, conflict);
      },
    });
    await courseFormReady();
    await userEvent.selectOptions(inBlock('Course').getByLabelText(/^Study Term Mode/), 'Trimester');
    await save();
    expect((await screen.findByRole('alert')).textContent).toContain(conflict);
    expect((inBlock('Course').getByLabelText(/^Study Term Mode/) as HTMLSelectElement).value).toBe('702');
  });
});
