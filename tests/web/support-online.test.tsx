import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { SUPPORT_MESSAGES } from '@/domain/support/support.ts';
import { supportPage } from '../support/model/home-fixtures.ts';
import { renderHome } from './home-fakes.tsx';

async function openSupport(fakes: Parameters<typeof renderHome>[0] = {}) {
  const view = renderHome(fakes);
  await userEvent.click(await screen.findByRole('tab', { name: 'Support Online' }));
  await screen.findByRole('table', { name: 'Support requests' });
  return view;
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'New Request' }));
  return screen.findByRole('dialog', { name: 'New Support Request' });
}

describe("'Support Online' on /potential/home", () => {
  it('loads only when its tab opens, and lists the requests with a Check link', async () => {
    const { calls } = renderHome();
    await screen.findByRole('table', { name: 'My Applications' });
    expect(calls.loadSupport).not.toHaveBeenCalled();
    const tab = screen.getByRole('tab', { name: 'Support Online' });
    await userEvent.click(tab);
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    const grid = await screen.findByRole('table', { name: 'Support requests' });
    expect(calls.loadSupport).toHaveBeenCalledWith({ pageNum: 1, pageSize: 20 });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Type Name', 'Subject', 'Content', 'Status', 'Create Time', 'Actions']);
    const row = screen.getByTestId('support-3');
    expect(
      within(row)
        .getByRole('link', { name: /^Check/ })
        .getAttribute('href'),
    ).toBe('/potential/potentialdetailial/3/supportonline');
    expect(row.textContent).toContain('4 Mar 2025');
    expect(screen.getByTestId('location').textContent).toBe('/potential/home?tab=support');
  });

  it('opens on the support tab from ?tab=support and pages only over 20', async () => {
    const { calls } = renderHome({ support: () => supportPage(21) }, '/potential/home?tab=support');
    await screen.findByRole('table', { name: 'Support requests' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(false);
    await userEvent.click(next);
    await screen.findByText('Page 2 of 2');
    expect(calls.loadSupport.mock.lastCall?.[0]).toEqual({ pageNum: 2, pageSize: 20 });
  });

  it('checks the new request before sending: type and subject required, content up to 1000', async () => {
    const { calls } = await openSupport();
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary.textContent).toContain(Msg.correctEditInformation);
    expect(summary.textContent).toContain(SUPPORT_MESSAGES.typeRequired);
    expect(summary.textContent).toContain(SUPPORT_MESSAGES.subjectRequired);
    expect(
      within(dialog)
        .getByLabelText(/^Support type/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(document.getElementById('support-subject-error')?.textContent).toBe(
      SUPPORT_MESSAGES.subjectRequired,
    );

    const content = within(dialog).getByLabelText('Content');
    fireEvent.change(content, { target: { value: 'x'.repeat(1001) } });
    // The shared character count (issue 23 item 8): the text kept, the excess said as an error.
    expect((content as HTMLTextAreaElement).value).toHaveLength(1001);
    expect(document.getElementById('support-content-count')?.textContent).toBe(
      'You have 1 character too many',
    );
    expect(content.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(document.getElementById('support-content-error')?.textContent).toBe(
        SUPPORT_MESSAGES.contentTooLong,
      ),
    );
    expect(calls.addSupport).not.toHaveBeenCalled();
  });

  it('sends a valid request, closes, says so and reloads the list', async () => {
    const { calls } = await openSupport();
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Support type/), 'Technical');
    await userEvent.type(within(dialog).getByLabelText(/^Subject/), 'Cannot upload');
    await userEvent.type(within(dialog).getByLabelText('Content'), 'It fails.');
    expect(document.getElementById('support-content-count')?.textContent).toBe(
      'You have 991 characters remaining',
    );
    expect(document.getElementById('support-subject-count')?.textContent).toBe(
      'You have 87 characters remaining',
    );
    const loads = calls.loadSupport.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.addSupport).toHaveBeenCalledWith({
      type: 1,
      subject: 'Cannot upload',
      content: 'It fails.',
    });
    expect(screen.getByRole('status').textContent).toBe(Msg.supportAdded);
    await waitFor(() => expect(calls.loadSupport.mock.calls.length).toBe(loads + 1));
  });

  it("keeps what was typed after a refusal and shows the server's field message", async () => {
    await openSupport({
      addSupport: () => {
        throw new ApiError(406, Msg.correctEditInformation, {
          errors: { type: SUPPORT_MESSAGES.typeUnknown },
        });
      },
    });
    const dialog = await openDialog();
    await userEvent.selectOptions(within(dialog).getByLabelText(/^Support type/), 'Application');
    await userEvent.type(within(dialog).getByLabelText(/^Subject/), 'Offer letter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(document.getElementById('support-type-error')?.textContent).toBe(SUPPORT_MESSAGES.typeUnknown),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Subject/) as HTMLInputElement).value).toBe('Offer letter');
  });

  it('Cancel closes without sending', async () => {
    const { calls } = await openSupport();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByLabelText(/^Subject/), 'Never mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.addSupport).not.toHaveBeenCalled();
  });
});
