import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { RELOAD_AFTER_MS } from '@/domain/documents/constants.ts';
import type { StepScreenProps } from '@/web/app/step-screen.tsx';
import type { UploadSetup } from '@/web/logic/upload.ts';
import { DocumentsScreen, type fakeUploads, fileInput, pickedFile } from '../documents-fakes.tsx';
import { mountStepHost, type StepHostOptions } from './step-host.tsx';

const documentsRoute = ({ category, id }: StepHostOptions) =>
  category === 'International' ? `/internationalDocuments/${id}` : `/documents/${id}`;

/** The real documents step at its address, its uploads run by `uploads`, for the UI path replays. */
export function mountDocumentsHost(options: StepHostOptions, uploads: UploadSetup) {
  hostedUploads = uploads;
  return mountStepHost(HostedDocuments, documentsRoute(options), options);
}

/** The uploads of the replay being mounted (one at a time). */
let hostedUploads: UploadSetup | undefined;

function HostedDocuments(props: StepScreenProps) {
  return <DocumentsScreen {...props} uploads={hostedUploads} />;
}

/**
 * What a person does for FILES (a reload's list): uploads a passport page, which says success and,
 * a second later, reloads the list.
 */
export async function uploadAndReload(uploads: ReturnType<typeof fakeUploads>): Promise<void> {
  const before = uploads.reload.mock.calls.length;
  await act(async () => {
    fireEvent.change(fileInput('PASSPORT'), { target: { files: [pickedFile('passport-back.pdf')] } });
  });
  await waitFor(() => expect(uploads.uploads.length).toBeGreaterThan(0));
  await act(async () => uploads.uploads.at(-1)?.resolve());
  await screen.findAllByRole('status');
  await act(async () => uploads.clock.increment(RELOAD_AFTER_MS));
  await waitFor(() => expect(uploads.reload.mock.calls.length).toBe(before + 1));
}
