import type { QualificationsObtained } from '@machines/qualifications.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answer,
  BACHELOR,
  block,
  entry,
  inBlock,
  qualificationsFormReady,
  queryBlock,
  renderQualifications,
  SECONDARY,
} from './qualifications-fakes.tsx';

const location = () => screen.getByTestId('location').textContent;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));
const input = (element: HTMLElement) => element as HTMLInputElement;
const setDate = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Spec §8 and §5, word for word (not the code's constants). */
const SUMMARY = 'Please correct the edit information.';
const IELTS_STEPS = 'The score must be from 0 to 9 in steps of 0.5.';

const Q = {
  completed: /^Have you completed this qualification\?/,
  excluded: /^Were you excluded from the institution\?/,
  provider: /^Have you studied English with an English language provider\?/,
  exempt: /^Are you exempt from providing evidence of English proficiency\?/,
  test: /^Have you completed an English test\?/,
  requirements: /^Do you meet the English language requirements of your course\?/,
  inService: /^Do you still work there\?/,
};

const english = () => inBlock('English Language Proficiency');
const checkbox = (type: string) => inBlock('Qualifications').getByRole('checkbox', { name: type });
const tick = (type: string) => userEvent.click(checkbox(type));

/** Fills a completed qualification's required fields (dates, institution, country outside Australia). */
async function fillQualification(title: string, name: string) {
  const section = entry(title);
  await userEvent.type(section.getByLabelText(/^Qualification Name/), name);
  await answer(Q.completed, 'Yes', section);
  setDate(section.getByLabelText(/^Start Date/), '2016-02-01');
  setDate(section.getByLabelText(/^End Date/), '2019-11-30');
  await userEvent.type(section.getByLabelText(/^Institution/), 'University of Delhi');
  await userEvent.selectOptions(section.getByLabelText(/^Country/), 'India');
}

/** IELTS Academic taken in India on 2024-03-09 with `overall` and 6.5 in each skill. */
async function fillIelts(overall: string) {
  await answer(Q.test, 'Yes', english());
  const scope = english();
  await userEvent.selectOptions(scope.getByLabelText(/^English Test/), 'IELTS Academic');
  setDate(scope.getByLabelText(/^Test Date/), '2024-03-09');
  await userEvent.selectOptions(scope.getByLabelText(/^Test Country/), 'India');
  await userEvent.type(scope.getByLabelText(/^Overall Score/), overall);
  for (const skill of ['Listening', 'Speaking', 'Reading', 'Writing'])
    await userEvent.type(scope.getByLabelText(new RegExp(`^${skill}`)), '6.5');
}

describe('qualifications screen', () => {
  it('shows Qualifications, English Language Proficiency and Employment to an applicant, no pre-fill', async () => {
    renderQualifications();
    await qualificationsFormReady();
    const legends = screen
      .getAllByRole('group')
      .map((group) => group.querySelector(':scope > legend h2')?.textContent)
      .filter(Boolean);
    expect(legends).toEqual(['Qualifications', 'English Language Proficiency', 'Employment']);
    expect(screen.queryByLabelText(/^Enrolment Code/)).toBeNull();
  });

  it('gives each ticked type its own section headed by its name; unticking removes it', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await tick(BACHELOR);
    await tick(SECONDARY);
    const headings = within(block('Qualifications'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([BACHELOR, SECONDARY]);
    // Only secondary school asks when and at what level school was left.
    expect(entry(BACHELOR).queryByLabelText(/^Year Left School/)).toBeNull();
    expect(entry(SECONDARY).getByLabelText(/^Year Left School/)).toBeTruthy();
    await userEvent.type(entry(BACHELOR).getByLabelText(/^Qualification Name/), 'Bachelor of Commerce');
    await tick(BACHELOR);
    expect(screen.queryByRole('region', { name: BACHELOR })).toBeNull();
    // Ticked again: a new, empty section.
    await tick(BACHELOR);
    expect(input(entry(BACHELOR).getByLabelText(/^Qualification Name/)).value).toBe('');
  });

  it('asks the state only in Australia, and the IB score for results type 1861; a new results type clears it', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await tick(SECONDARY);
    const school = entry(SECONDARY);
    expect(school.queryByLabelText(/^State/)).toBeNull();
    await userEvent.selectOptions(school.getByLabelText(/^Country/), 'Australia');
    expect(school.getByLabelText(/^State/)).toBeTruthy();
    const results = school.getByLabelText(/^Year 12 Results Type/);
    await userEvent.selectOptions(results, 'International Baccalaureate (IB) Diploma');
    const ib = () => input(school.getByLabelText(/^International Baccalaureate Aggregate Score/));
    await userEvent.type(ib(), '4x2');
    expect(ib().value).toBe('42');
    await userEvent.selectOptions(results, 'Australian Tertiary Admission Rank (ATAR)');
    expect(school.queryByLabelText(/^International Baccalaureate Aggregate Score/)).toBeNull();
    await userEvent.selectOptions(results, 'International Baccalaureate (IB) Diploma');
    expect(ib().value).toBe('');
  });

  it('clears the exclusion details when the completed answer changes', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await tick(BACHELOR);
    const section = entry(BACHELOR);
    expect(section.queryByRole('group', { name: Q.excluded })).toBeNull();
    await answer(Q.completed, 'No', section);
    await answer(Q.excluded, 'Yes', section);
    await userEvent.type(section.getByLabelText(/^Exclusion Details/), 'Unpaid fees');
    await answer(Q.completed, 'Yes', section);
    expect(section.queryByLabelText(/^Exclusion Details/)).toBeNull();
    await answer(Q.completed, 'No', section);
    const excluded = within(section.getByRole('group', { name: Q.excluded }));
    expect(input(excluded.getByLabelText('Yes')).checked).toBe(false);
    expect(input(excluded.getByLabelText('No')).checked).toBe(false);
    expect(section.queryByLabelText(/^Exclusion Details/)).toBeNull();
  });

  it('clears every score when the test type changes, and the OET scores when its score type changes', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await fillIelts('7');
    const scope = english();
    await userEvent.selectOptions(scope.getByLabelText(/^English Test/), 'PTE Academic');
    expect(input(scope.getByLabelText(/^Overall Score/)).value).toBe('');
    expect(input(scope.getByLabelText(/^Listening/)).value).toBe('');

    // The OET: its score type, no overall score; scores (1863) or grades (1864).
    await userEvent.selectOptions(scope.getByLabelText(/^English Test/), 'Occupational English Test (OET)');
    expect(scope.queryByLabelText(/^Overall Score/)).toBeNull();
    expect(scope.queryByLabelText(/^Listening/)).toBeNull();
    await userEvent.selectOptions(scope.getByLabelText(/^Score Type/), 'Scores (0 to 500)');
    await userEvent.type(scope.getByLabelText(/^Listening/), '350');
    await userEvent.selectOptions(scope.getByLabelText(/^Score Type/), 'Grades (A to E)');
    expect(scope.queryByLabelText(/^Listening$/)).toBeNull();
    await userEvent.selectOptions(scope.getByLabelText(/^Listening Grade/), 'B');
    await userEvent.selectOptions(scope.getByLabelText(/^Score Type/), 'Scores (0 to 500)');
    expect(input(scope.getByLabelText(/^Listening/)).value).toBe('');
    await userEvent.selectOptions(scope.getByLabelText(/^Score Type/), 'Grades (A to E)');
    expect((scope.getByLabelText(/^Listening Grade/) as HTMLSelectElement).value).toBe('');
  });

  it('clears the form of testing and its comments when the requirements are answered No', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await answer(Q.requirements, 'Yes', english());
    const scope = english();
    expect(scope.queryByLabelText(/^Comments/)).toBeNull();
    await userEvent.selectOptions(
      scope.getByLabelText(/^Form of Testing/),
      'Other evidence (describe it in the comments)',
    );
    await userEvent.type(scope.getByLabelText(/^Comments/), 'A letter from my employer');
    await answer(Q.requirements, 'No', english());
    expect(scope.queryByLabelText(/^Form of Testing/)).toBeNull();
    await answer(Q.requirements, 'Yes', english());
    expect((scope.getByLabelText(/^Form of Testing/) as HTMLSelectElement).value).toBe('');
    expect(scope.queryByLabelText(/^Comments/)).toBeNull();
  });

  it('asks the provider’s name for 1635 (other institution)', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await answer(Q.provider, 'Yes', english());
    const scope = english();
    expect(scope.queryByLabelText(/^Institution Name/)).toBeNull();
    await userEvent.selectOptions(scope.getByLabelText(/^English Provider/), 'Other institution');
    expect(scope.getByLabelText(/^Institution Name/)).toBeTruthy();
  });

  it('shows the study duration at the provider in weeks, rounded up (course spec §9)', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await answer(Q.provider, 'Yes', english());
    const scope = english();
    fireEvent.change(scope.getByLabelText(/^Start Date/), { target: { value: '2025-01-06' } });
    expect(scope.queryByText(/^Study duration/)).toBeNull();
    fireEvent.change(scope.getByLabelText(/^End Date/), { target: { value: '2025-03-28' } });
    // 81 days: 11.6 weeks, shown as 12.
    expect(await scope.findByText('Study duration: 12 weeks')).toBeTruthy();
  });

  it('refuses an IELTS 7.25: the summary and the field say why, nothing is saved', async () => {
    const { save: saveCall } = renderQualifications();
    await qualificationsFormReady();
    await fillIelts('7.25');
    await save();
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(SUMMARY);
    expect(summary.textContent).toContain(`Overall Score: ${IELTS_STEPS}`);
    expect(english().getByText(IELTS_STEPS)).toBeTruthy();
    expect(input(english().getByLabelText(/^Overall Score/)).getAttribute('aria-invalid')).toBe('true');
    expect(saveCall).not.toHaveBeenCalled();
    // 7.5 is in half steps: the message goes, the save goes through.
    // Pasted at once: typed key by key, the summary goes at '7' and comes back at '7.', taking the focus.
    await userEvent.clear(english().getByLabelText(/^Overall Score/));
    await userEvent.paste('7.5');
    await waitFor(() => expect(english().queryByText(IELTS_STEPS)).toBeNull());
    await save();
    await waitFor(() => expect(saveCall).toHaveBeenCalledTimes(1));
  });

  it('names the qualification or the employment before an entry’s message in the summary', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await tick(BACHELOR);
    setDate(entry(BACHELOR).getByLabelText(/^Start Date/), '2019-02-01');
    setDate(entry(BACHELOR).getByLabelText(/^End Date/), '2018-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Add Employment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Employment' }));
    await userEvent.type(entry('Employment 1').getByLabelText(/^Employer/), 'Tata Consultancy Services');
    await userEvent.type(entry('Employment 1').getByLabelText(/^Position/), 'Analyst');
    await save();
    const summary = within(await screen.findByRole('alert'));
    expect(summary.getByRole('link', { name: `${BACHELOR}: Qualification Name is required.` })).toBeTruthy();
    expect(
      summary.getByRole('link', {
        name: `${BACHELOR} End Date: The end date must not be before the start date.`,
      }),
    ).toBeTruthy();
    expect(summary.getByRole('link', { name: 'Employment 2: Employer is required.' })).toBeTruthy();
    expect(summary.queryByRole('link', { name: /^Employment 1/ })).toBeNull();
  });

  it('keeps employment entries: still working there hides the end date; Remove takes the entry away', async () => {
    renderQualifications();
    await qualificationsFormReady();
    await userEvent.click(screen.getByRole('button', { name: 'Add Employment' }));
    const job = entry('Employment 1');
    setDate(job.getByLabelText(/^End Date/), '2023-06-30');
    await answer(Q.inService, 'Yes', job);
    expect(job.queryByLabelText(/^End Date/)).toBeNull();
    await answer(Q.inService, 'No', job);
    expect(input(job.getByLabelText(/^End Date/)).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Employment 1' }));
    expect(screen.queryByRole('region', { name: 'Employment 1' })).toBeNull();
  });

  it('saves an international applicant’s bachelor degree and IELTS, then goes to the documents step', async () => {
    const { save: saveCall } = renderQualifications({ category: 'International' });
    await qualificationsFormReady();
    await tick(BACHELOR);
    await fillQualification(BACHELOR, 'Bachelor of Commerce');
    await fillIelts('6.5');
    await save();
    await waitFor(() => expect(location()).toBe('/internationalDocuments/12'));
    expect(saveCall.mock.calls[0]?.[0]).toMatchObject({
      applicationId: 12,
      version: 4,
      qualificationTypes: [497],
      qualifications: [{ qualificationType: 497, name: 'Bachelor of Commerce', completed: true }],
      englishTestType: 505,
      finalResult: '6.5',
      listening: '6.5',
    });
  });

  it('takes a domestic applicant to /documents/{id}', async () => {
    renderQualifications({ category: 'Domestic' });
    await qualificationsFormReady();
    await save();
    await waitFor(() => expect(location()).toBe('/documents/12'));
  });

  it('shows the exemption evidence notice to applicants, and no reason to choose', async () => {
    renderQualifications({ mode: 'applicant' });
    await qualificationsFormReady();
    expect(screen.queryByRole('note', { name: 'English exemption evidence' })).toBeNull();
    await answer(Q.exempt, 'Yes', english());
    const notice = screen.getByRole('note', { name: 'English exemption evidence' });
    expect(notice.textContent).toContain('upload evidence of your English exemption');
    expect(english().queryByLabelText(/^Exemption Reason/)).toBeNull();
  });

  it('asks staff for the exemption reason, shows them no notice, and stays after a save', async () => {
    const { onNext, save: saveCall } = renderQualifications({ mode: 'staff', category: 'Domestic' });
    await qualificationsFormReady();
    // Staff are asked about the student (issue 11).
    await answer(/^Is the student exempt from providing evidence of English proficiency\?/, 'Yes', english());
    expect(screen.queryByRole('note', { name: 'English exemption evidence' })).toBeNull();
    await userEvent.selectOptions(
      english().getByLabelText(/^Exemption Reason/),
      'Completed tertiary study in English',
    );
    await save();
    await waitFor(() => expect(onNext).toHaveBeenCalledWith({ type: 'next', step: 'documents', id: 12 }));
    expect(screen.getByRole('status').textContent).toContain('The qualifications have been saved.');
    expect(location()).toBe('/qualifications/12');
    expect(saveCall.mock.calls[0]?.[0]).toMatchObject({
      exemptFromProvidingEvidence: true,
      exemptionReason: 1642,
    });
  });

  it('reads Next while an offer is edited, and offers staff no pre-fill then', async () => {
    renderQualifications({ mode: 'staff', editOffer: true });
    await qualificationsFormReady();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(queryBlock('Pre-fill from a Previous Enrolment')).toBeNull();
  });
});

const FOUND: QualificationsObtained = {
  enrolmentCode: 'ENR-2019-0001',
  qualifications: [
    {
      qualificationType: 497,
      name: 'Bachelor of Information Technology',
      completed: true,
      startDate: '2016-02-29',
      endDate: '2018-11-30',
      institution: 'Harbour Institute of Technology',
      country: 752,
      state: 1,
    },
    { qualificationType: 500, name: 'Higher School Certificate', completed: true },
  ],
};

describe('staff pre-fill of qualifications', () => {
  const preFill = async (code = 'ENR-2019-0001') => {
    await userEvent.type(screen.getByLabelText(/^Enrolment Code/), code);
    await userEvent.click(screen.getByRole('button', { name: 'Pre-Fill' }));
  };
  const dialogTitle = 'Fill the form with 2 qualifications from enrolment ENR-2019-0001?';

  it('looks the enrolment up, asks, and fills the form on Yes', async () => {
    const { obtain } = renderQualifications({ mode: 'staff', id: 31, obtain: async () => FOUND });
    await qualificationsFormReady();
    expect(screen.getAllByRole('group')[0]?.querySelector('legend')?.textContent).toBe(
      'Pre-fill from a Previous Enrolment',
    );
    await tick('Diploma');
    await preFill();
    expect(obtain).toHaveBeenCalledWith({ applicationId: 31, enrolmentCode: 'ENR-2019-0001' });
    const dialog = await screen.findByRole('alertdialog', { name: dialogTitle });
    expect(dialog.textContent).toContain(`${BACHELOR}: Bachelor of Information Technology`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const degree = entry(BACHELOR);
    expect(input(degree.getByLabelText(/^Qualification Name/)).value).toBe(
      'Bachelor of Information Technology',
    );
    expect(input(degree.getByLabelText(/^Institution/)).value).toBe('Harbour Institute of Technology');
    expect((degree.getByLabelText(/^State/) as HTMLSelectElement).value).toBe('1');
    expect(input(entry(SECONDARY).getByLabelText(/^Qualification Name/)).value).toBe(
      'Higher School Certificate',
    );
    // The type ticked before stays, with its section.
    expect(input(checkbox('Diploma')).checked).toBe(true);
    expect(input(checkbox(BACHELOR)).checked).toBe(true);
    expect(screen.getByRole('region', { name: 'Diploma' })).toBeTruthy();
  });

  it('leaves the form as it was on No', async () => {
    renderQualifications({ mode: 'staff', obtain: async () => FOUND });
    await qualificationsFormReady();
    await tick(BACHELOR);
    await userEvent.type(entry(BACHELOR).getByLabelText(/^Qualification Name/), 'Bachelor of Arts');
    await preFill();
    const dialog = await screen.findByRole('alertdialog', { name: dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(input(entry(BACHELOR).getByLabelText(/^Qualification Name/)).value).toBe('Bachelor of Arts');
    expect(screen.queryByRole('region', { name: SECONDARY })).toBeNull();
  });

  it('shows the button busy while looking up; a rejected or empty lookup changes nothing and says nothing', async () => {
    let reject: (error: Error) => void = () => undefined;
    const { obtain } = renderQualifications({
      mode: 'staff',
      obtain: () =>
        new Promise<QualificationsObtained>((_resolve, fail) => {
          reject = fail;
        }),
    });
    await qualificationsFormReady();
    await preFill('ENR-1999-0404');
    const busy = await screen.findByRole('button', { name: /Looking up/ });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    reject(new Error('refused'));
    await screen.findByRole('button', { name: 'Pre-Fill' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(block('Qualifications')).queryAllByRole('region')).toHaveLength(0);

    obtain.mockImplementationOnce(async ({ enrolmentCode }) => ({ enrolmentCode, qualifications: [] }));
    await userEvent.click(screen.getByRole('button', { name: 'Pre-Fill' }));
    await waitFor(() => expect(obtain).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: 'Pre-Fill' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks for a code before looking up, and Enter in the code does not save the step', async () => {
    const { obtain, save: saveCall } = renderQualifications({ mode: 'staff', obtain: async () => FOUND });
    await qualificationsFormReady();
    await userEvent.click(screen.getByRole('button', { name: 'Pre-Fill' }));
    expect(screen.getByText(/Please enter an enrolment code/)).toBeTruthy();
    expect(obtain).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Enrolment Code/), 'ENR 2019/0001{Enter}');
    expect(input(screen.getByLabelText(/^Enrolment Code/)).value).toBe('ENR20190001');
    await waitFor(() =>
      expect(obtain).toHaveBeenCalledWith({ applicationId: 12, enrolmentCode: 'ENR20190001' }),
    );
    expect(saveCall).not.toHaveBeenCalled();
  });
});
