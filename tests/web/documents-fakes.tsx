import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import { type DocumentsLoad, documentsMachine } from '@machines/documents.ts';
import type { StepLoadInput } from '@machines/step.ts';
import { type UploadCallInput, uploadMachine } from '@machines/upload.ts';
import { vi } from 'vitest';
import { fromPromise, SimulatedClock } from 'xstate';
import type { Mode } from '@/domain/mode.ts';
import type { Category } from '@/domain/user.ts';
import { StepScreen, type StepScreenProps } from '@/web/app/step-screen.tsx';
import { type UploadSetup, UploadSetupContext } from '@/web/logic/upload.ts';
import { documentsStep } from '@/web/screens/documents/documents-step.tsx';
import { documentsLoads, listAfterUpload } from '../support/model/documents-fixtures.ts';
import { Page, renderRoutes, signInAs } from './harness.tsx';
import { fakeDrafts, setMode } from './personal-details-fakes.tsx';

/** The documents step in the step screen shell, its uploads run by `uploads` (tests' fakes). */
export function DocumentsScreen({ uploads, ...props }: StepScreenProps & { uploads?: UploadSetup }) {
  const screen = <StepScreen definition={documentsStep} {...props} />;
  return uploads ? (
    <UploadSetupContext.Provider value={uploads}>{screen}</UploadSetupContext.Provider>
  ) : (
    screen
  );
}

/** An upload call left pending: the test reports progress, then lets it answer. */
export interface PendingUpload {
  input: UploadCallInput;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface DocumentsSetup {
  mode?: Mode;
  category?: Category;
  id?: number;
  editOffer?: boolean;
  load?: DocumentsLoad;
  /** What a reload answers. */
  reload?: DocumentsLoad;
  remove?: (input: { id: number; fileId: number }) => Promise<void>;
}

/** The upload machine with fake calls on a simulated clock: each upload waits for the test. */
export function fakeUploads(setup: DocumentsSetup = {}) {
  const clock = new SimulatedClock();
  const uploads: PendingUpload[] = [];
  const upload = vi.fn(
    (input: UploadCallInput) =>
      new Promise<void>((resolve, reject) => {
        uploads.push({ input, resolve, reject });
      }),
  );
  const remove = vi.fn(setup.remove ?? (async () => {}));
  const reload = vi.fn(async (_input: { id: number }) => setup.reload ?? listAfterUpload);
  const logged = vi.fn();
  const logic = uploadMachine.provide({
    actors: {
      upload: fromPromise<void, UploadCallInput>(({ input }) => upload(input)),
      remove: fromPromise<void, { id: number; fileId: number }>(({ input }) => remove(input)),
      load: fromPromise<DocumentsLoad, { id: number }>(({ input }) => reload(input)),
    },
    actions: { logFailure: ({ event }) => logged((event as { error?: unknown }).error) },
  });
  return { setup: { logic, clock } satisfies UploadSetup, clock, uploads, upload, remove, reload, logged };
}

/** Renders /documents/{id} (or /internationalDocuments/{id}) with fake calls; the summary is a plain page. */
export function renderDocuments(setup: DocumentsSetup = {}) {
  const { mode = 'applicant', category = 'Domestic', id = 12, editOffer = false } = setup;
  setMode(mode);
  signInAs();
  // The application is of the route's category unless a test loads another on purpose.
  const loaded = setup.load ?? { ...documentsLoads.saved, applicationCategory: category };
  const load = vi.fn(async (input: StepLoadInput) => ({ ...loaded, id: input.id }));
  const logic = documentsMachine.provide({
    actors: { load: fromPromise<DocumentsLoad, StepLoadInput>(({ input }) => load(input)) },
  });
  const fakes = fakeUploads(setup);
  const onNext = vi.fn<(event: ApplicationFlowEmitted) => void>();
  const { clock } = fakeDrafts();
  const element = (
    <DocumentsScreen
      logic={logic}
      uploads={fakes.setup}
      onNext={onNext}
      editOffer={editOffer}
      clock={clock}
    />
  );
  const address = category === 'International' ? `/internationalDocuments/${id}` : `/documents/${id}`;
  const view = renderRoutes(
    [
      { path: 'documents/:id', element },
      { path: 'internationalDocuments/:id', element },
      { path: 'summary/:id', element: <Page title="Summary" /> },
      { path: 'InternationalSummary/:id', element: <Page title="Summary" /> },
      { path: 'about', element: <Page title="About the Admission Portal" /> },
    ],
    address,
  );
  return { ...view, ...fakes, load, onNext };
}

/** A file as a person picks it; `size` overrides its length (a 21 MB scan without 21 MB of memory). */
export function pickedFile(name: string, size?: number): File {
  const file = new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** The hidden file input of a type's Add Document button. */
export const fileInput = (typeKey: string) =>
  document.querySelector(`input[type="file"][data-type="${typeKey}"]`) as HTMLInputElement;
