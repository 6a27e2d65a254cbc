import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import type { ListRequest } from '@/domain/applications/list.ts';
import { Msg } from '@/domain/messages.ts';
import { applicationRow, applicationsPage, editingRow, refusedRow } from '../support/model/home-fixtures.ts';
import { renderHome } from './home-fakes.tsx';

const table = () => screen.findByRole('table', { name: 'My Applications' });
const row = (id: number) => screen.getByTestId(`application-${id}`);

const rows = [
  editingRow,
  refusedRow,
  applicationRow(13, 'evidenceNeeded', { rejectedReason: 'Send your passport.', category: 'International' }),
  applicationRow(14, 'submitted', { reference: 'APP-2026-000014' }),
  applicationRow(15, 'pending', { category: 'International' }),
];

describe("'My Applications' on /potential/home", () => {
  it('shows the columns and each row with its date as day, month, year', async () => {
    renderHome({ applications: () => applicationsPage(5, rows) });
    const grid = await table();
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/,.*$/, ''));
    expect(headers).toEqual([
      'First Name',
      'Family Name',
      'Email',
      'Course Offering',
      'Type',
      'Campus',
      'Status',
      'Last Modified',
      'Actions',
    ]);
    const cells = within(row(11))
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Ann',
      'Lee 11',
      'ann.lee@example.com',
      'Bachelor of Nursing',
      'Undergraduate',
      'City',
      'Editing',
      '4 Mar 2025',
    ]);
  });

  it('shows a submitted application’s reference with its status (issue 23)', async () => {
    renderHome({ applications: () => applicationsPage(5, rows) });
    await table();
    expect(within(row(14)).getByText('Reference APP-2026-000014')).toBeTruthy();
    expect(within(row(11)).queryByText(/^Reference/)).toBeNull();
  });

  it('offers Edit and Delete while editing, View otherwise, and the reason on Refused and Evidence Needed', async () => {
    renderHome({ applications: () => applicationsPage(5, rows) });
    await table();
    const actions = (id: number) => {
      const r = within(row(id));
      return {
        edit: r.queryByRole('link', { name: /^Edit/ })?.getAttribute('href'),
        view: r.queryByRole('link', { name: /^View/ })?.getAttribute('href'),
        delete: r.queryByRole('button', { name: /^Delete/ }) !== null,
        why: r.queryByRole('button', { name: /^Why:/ })?.getAttribute('aria-label'),
      };
    };
    expect(actions(11)).toEqual({ edit: '/personal/11', view: undefined, delete: true, why: undefined });
    expect(actions(12)).toEqual({ edit: undefined, view: '/summary/12', delete: false, why: 'Why: Refused' });
    expect(actions(13)).toEqual({
      edit: undefined,
      view: '/InternationalSummary/13',
      delete: false,
      why: 'Why: Evidence Needed',
    });
    expect(actions(14)).toEqual({ edit: undefined, view: '/summary/14', delete: false, why: undefined });
    expect(actions(15)).toEqual({
      edit: undefined,
      view: '/InternationalSummary/15',
      delete: false,
      why: undefined,
    });
  });

  it('keeps the application and its category for the step screens when opened', async () => {
    renderHome({ applications: () => applicationsPage(5, rows) });
    await table();
    await userEvent.click(within(row(13)).getByRole('link', { name: /^View/ }));
    await screen.findByRole('heading', { name: 'Another page' });
    expect(screen.getByTestId('location').textContent).toBe('/InternationalSummary/13');
    expect(sessionStorage.getItem('applicationCategory')).toBe('International');
    expect(sessionStorage.getItem('status')).toBe('evidenceNeeded');
  });

  it('shows the reason in a dialog titled with the status, line breaks kept', async () => {
    renderHome({ applications: () => applicationsPage(5, rows) });
    await table();
    await userEvent.click(within(row(12)).getByRole('button', { name: 'Why: Refused' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refused' });
    const reason = within(dialog).getByTestId('rejected-reason');
    expect(reason.textContent).toBe('Missing transcript.\nPlease apply again.');
    expect(getComputedStyle(reason).whiteSpace).toBe('pre-line');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('enables Prev and Next only when the total is over 20', async () => {
    renderHome({ applications: () => applicationsPage(20) });
    await table();
    expect(screen.getByRole('button', { name: 'Prev' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('pages through 45 applications', async () => {
    const { calls } = renderHome({ applications: () => applicationsPage(45) });
    await table();
    const prev = screen.getByRole('button', { name: 'Prev' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(prev.hasAttribute('disabled')).toBe(true);
    expect(next.hasAttribute('disabled')).toBe(false);
    await userEvent.click(next);
    await screen.findByText('Page 2 of 3');
    expect(calls.loadApplications.mock.lastCall?.[0]).toMatchObject({ pageNum: 2, pageSize: 20 });
    expect(prev.hasAttribute('disabled')).toBe(false);
    await userEvent.click(next);
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(next.hasAttribute('disabled')).toBe(true));
    await userEvent.click(prev);
    await screen.findByText('Page 2 of 3');
  });

  it('deletes only after "Are you sure remove?" is confirmed, then reloads', async () => {
    const { calls } = renderHome({ applications: () => applicationsPage(5, rows) });
    await table();
    await userEvent.click(within(row(11)).getByRole('button', { name: /^Delete/ }));
    let dialog = await screen.findByRole('alertdialog', { name: Msg.removeConfirm });
    expect(dialog.textContent).toContain('Ann Lee 11');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.deleteApplication).not.toHaveBeenCalled();

    const loads = calls.loadApplications.mock.calls.length;
    await userEvent.click(within(row(11)).getByRole('button', { name: /^Delete/ }));
    dialog = await screen.findByRole('alertdialog', { name: Msg.removeConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.deleteApplication).toHaveBeenCalledWith(11);
    expect(calls.loadApplications.mock.calls.length).toBe(loads + 1);
  });

  it('keeps the question open with a refusal', async () => {
    renderHome({
      applications: () => applicationsPage(5, rows),
      deleteApplication: () => {
        throw new ApiError(406, Msg.onlyEditingDeleted);
      },
    });
    await table();
    await userEvent.click(within(row(11)).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('alertdialog', { name: Msg.removeConfirm });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(Msg.onlyEditingDeleted);
  });

  it('toggles the Last Modified sort and says so on the header', async () => {
    const { calls } = renderHome();
    await table();
    const header = screen.getByRole('columnheader', { name: /Last Modified/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(within(header).getByRole('button'));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('ascending'));
    expect(calls.loadApplications.mock.lastCall?.[0]).toMatchObject({
      orderField: 'update_time',
      orderDirection: 'asc',
    });
  });

  it('filters by keywords, status and category, with the counts in the options', async () => {
    const { calls } = renderHome();
    await table();
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'All statuses',
      'Editing (30)',
      'Refused (15)',
    ]);
    await userEvent.selectOptions(status, 'refused');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Domestic');
    await userEvent.type(screen.getByLabelText('Keywords'), 'nursing');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.loadApplications.mock.lastCall?.[0]).toMatchObject<Partial<ListRequest>>({
        keywords: 'nursing',
        status: 'refused',
        applicationCategory: 'Domestic',
        pageNum: 1,
      }),
    );
  });

  it('says when there are no applications', async () => {
    renderHome({ applications: () => applicationsPage(0, []) });
    expect(await screen.findByText('You have no applications yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Applications pages' })).toBeNull();
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    renderHome({
      applications: () => {
        if (fail) throw new ApiError(500, Msg.serverBrokenEnvelope);
        return applicationsPage(5, rows);
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(Msg.serverBrokenEnvelope);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
  });
});
