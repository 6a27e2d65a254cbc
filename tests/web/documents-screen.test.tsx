import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/domain/api-error.ts';
import { ApiPath } from '@/domain/api-paths.ts';
import { RELOAD_AFTER_MS } from '@/domain/documents/constants.ts';
import { DocumentMsg } from '@/domain/documents/messages.ts';
import { Code } from '@/domain/envelope.ts';
import { documentsLoads, passportFile } from '../support/model/documents-fixtures.ts';
import { fileInput, pickedFile, renderDocuments } from './documents-fakes.tsx';

// Role queries skip the per-element visibility check (Chakra's styles make it slow in jsdom).
configure({ defaultHidden: true });

const location = () => screen.getByTestId('location').textContent;
const ready = () => screen.findByRole('button', { name: 'Add Document for Passport' });
/** Each type's heading as read out: its caption, and '(required)' when it is. */
const typeHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const section = (caption: string) =>
  within(
    screen.getByRole('heading', { level: 2, name: new RegExp(`^${caption}`) }).closest('li') as HTMLElement,
  );

async function choose(typeKey: string, file: File) {
  await act(async () => {
    fireEvent.change(fileInput(typeKey), { target: { files: [file] } });
  });
}

describe('the Documents screen (spec §2)', () => {
  it('shows its title, the How to apply link, the guidance, and the types required first, Other Document last', async () => {
    renderDocuments();
    await ready();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Upload Documents');
    expect(screen.getByRole('link', { name: 'How to apply' }).getAttribute('href')).toBe('/about');
    expect(document.body.textContent).toContain('up to 20 MB');
    expect(document.body.textContent).toContain('up to 5 documents of the same type');
    expect(document.body.textContent).toContain('DOC, PDF, JPEG, JPG, PNG, XLS, XLSX, DOCX');
    expect(typeHeadings()).toEqual([
      'Passport ^(required)',
      'Academic Transcript ^(required)',
      'English Test Result',
      'Other Document',
    ]);
    // The mark is seen; 'required' is what a screen reader says.
    expect(screen.getByRole('heading', { name: 'Passport (required)' })).toBeTruthy();
  });

  it('says beside Continue which required types still have no file (issue 23); Continue still works', async () => {
    renderDocuments();
    await ready();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    const note = document.getElementById(continueButton.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe(
      'Still needed before the application can be submitted: Academic Transcript.',
    );
    expect(continueButton.matches(':disabled')).toBe(false);
  });

  it('lists each type’s files with their date, a Remove button, and an Add Document button per type', async () => {
    renderDocuments();
    await ready();
    const passport = section('Passport');
    expect(passport.getByRole('button', { name: 'Download passport.pdf' }).textContent).toBe('passport.pdf');
    expect(passport.getByText('4 Mar 2026')).toBeTruthy();
    expect(passport.getByRole('button', { name: 'Remove passport.pdf' })).toBeTruthy();
    expect(section('Academic Transcript').getByText('No document uploaded yet.')).toBeTruthy();
    for (const caption of ['Passport', 'Academic Transcript', 'English Test Result', 'Other Document'])
      expect(screen.getByRole('button', { name: `Add Document for ${caption}` })).toBeTruthy();
    expect(fileInput('PASSPORT').accept).toBe('.doc,.pdf,.jpeg,.jpg,.png,.xls,.xlsx,.docx');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('uploads a file with a progress bar, says success, and shows the list reloaded 1 second later', async () => {
    const { uploads, upload, reload, clock } = renderDocuments();
    await ready();
    const file = pickedFile('passport-back.pdf');
    await choose('PASSPORT', file);
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ id: 12, fileType: 'PASSPORT', file }));
    expect(screen.getByRole('button', { name: 'Add Document for Passport' })).toHaveProperty(
      'disabled',
      true,
    );
    await act(async () => uploads[0]?.input.onProgress(50));
    const bar = screen.getByRole('progressbar', { name: 'Uploading passport-back.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    await act(async () => uploads[0]?.resolve());
    expect((await screen.findByRole('status')).textContent).toContain('success');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => clock.increment(RELOAD_AFTER_MS));
    await waitFor(() => expect(reload).toHaveBeenCalledWith({ id: 12 }));
    expect(
      await section('Passport').findByRole('button', { name: 'Download passport-back.pdf' }),
    ).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('success');
  });

  it('shows the server’s message when an upload is refused, until dismissed', async () => {
    const { uploads } = renderDocuments();
    await ready();
    await choose('PASSPORT', pickedFile('sixth.pdf'));
    await act(async () => uploads[0]?.reject(new ApiError(Code.Refused, DocumentMsg.tooMany)));
    expect((await screen.findByRole('alert')).textContent).toContain(DocumentMsg.tooMany);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a kind of file not listed, or one over 20 MB, without sending it', async () => {
    const { upload } = renderDocuments();
    await ready();
    await choose('OTHER_DOCUMENT', pickedFile('setup.exe'));
    expect((await screen.findByRole('alert')).textContent).toContain(DocumentMsg.extension);
    await choose('OTHER_DOCUMENT', pickedFile('scan.pdf', 21 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toContain(DocumentMsg.tooLarge);
    expect(upload).not.toHaveBeenCalled();
  });

  it('removes a file and shows the list reloaded; a failed removal says nothing (§8)', async () => {
    const { remove, reload, logged } = renderDocuments({
      reload: documentsLoads.saved,
      remove: async () => {
        throw new ApiError(Code.Refused, DocumentMsg.fileNotFound);
      },
    });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Remove passport.pdf' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(remove).toHaveBeenCalledWith({ id: 12, fileId: 40 });
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove passport.pdf' })).toHaveProperty('disabled', false),
    );
  });
});

describe('Continue and Next (spec §2, §4)', () => {
  it.each([
    ['Domestic', 'applicant', '/summary/12'],
    ['International', 'applicant', '/InternationalSummary/12'],
    ['International', 'agent', '/InternationalSummary/12'],
  ] as const)('a %s %s goes on to %s', async (category, mode, route) => {
    renderDocuments({ category, mode });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe(route));
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeTruthy();
  });

  it('an International application opened at /documents/{id} (where the older Other step leads) moves to its own route and goes on to its summary', async () => {
    renderDocuments({
      category: 'Domestic',
      load: { ...documentsLoads.saved, applicationCategory: 'International' },
    });
    await waitFor(() => expect(location()).toBe('/internationalDocuments/12'));
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/InternationalSummary/12'));
  });

  it('staff stay and hand next (the summary) to the staff container', async () => {
    const { onNext } = renderDocuments({ category: 'International', mode: 'staff' });
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledWith({ type: 'next', step: 'summary', id: 12 }));
    expect(location()).toBe('/internationalDocuments/12');
  });

  it('reads Next while an offer is edited', async () => {
    renderDocuments({ editOffer: true });
    await ready();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('a file’s name (spec §2: it downloads the file)', () => {
  it('downloads it with the session’s token, once however often it is pressed while that is out', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    try {
      renderDocuments();
      const name = await screen.findByRole('button', { name: 'Download passport.pdf' });
      await userEvent.click(name);
      await userEvent.click(name);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith(
        `/api${ApiPath.downloadFile}12/${passportFile.id}`,
        expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer test-token' }) }),
      );
      // Refused: the client says so (a notice), and the name downloads again.
      await act(async () => answer(Response.json({ code: 406, msg: 'No such file.', result: null })));
      await userEvent.click(name);
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('a submitted application', () => {
  it('lists its documents without Add Document or Remove', async () => {
    renderDocuments({ load: { ...documentsLoads.saved, status: 'Submitted' } });
    await screen.findByRole('button', { name: 'Download passport.pdf' });
    expect(screen.getByText(/its documents can no longer be changed/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Add Document/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });
});
