import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import { type DocumentsLoad, documentsMachine } from '@machines/documents.ts';
import type { StepLoadInput } from '@machines/step.ts';
import type { UploadCallInput } from '@machines/upload.ts';
import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { type AnyActorLogic, type AnyStateMachine, fromPromise } from 'xstate';
import { SAVED_ID } from '../../support/model/application-fixtures.ts';
import { documentsLoads } from '../../support/model/documents-fixtures.ts';
import { upload } from '../../support/model/registry-documents.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { fileInput, pickedFile } from '../documents-fakes.tsx';
import { mountDocumentsHost } from './documents-host.tsx';
import { user } from './user.ts';

// Role queries skip the per-element visibility check (the list is read at every step).
configure({ defaultHidden: true });

/** The progress callback of the upload on its way: how the network reports what it has sent. */
let reportProgress: ((percent: number) => void) | null = null;

/** The entry's fakes, with the upload's progress callback kept for UPLOAD_PROGRESS. */
function keepingProgress(logic: AnyStateMachine): AnyStateMachine {
  const fake = logic.implementations.actors.upload as AnyActorLogic & {
    config: (args: { input: UploadCallInput }) => Promise<void>;
  };
  return logic.provide({
    actors: {
      upload: fromPromise<void, UploadCallInput>((args) => {
        reportProgress = args.input.onProgress;
        return fake.config(args as never);
      }),
    },
  });
}

/** The documents of application 12 as loaded (the step itself is not under test here). */
const loadedDocuments = documentsMachine.provide({
  actors: { load: fromPromise<DocumentsLoad, StepLoadInput>(async () => documentsLoads.saved) },
});

const passport = () =>
  within(screen.getByRole('heading', { level: 2, name: /^Passport/ }).closest('li') as HTMLElement);

describeUiModel(upload, {
  mount: ({ logic, clock }) => {
    reportProgress = null;
    mountDocumentsHost(
      {
        category: 'Domestic',
        mode: 'applicant',
        id: SAVED_ID,
        logic: loadedDocuments,
        onNext: (_event: ApplicationFlowEmitted) => {},
      },
      { logic: keepingProgress(logic), clock },
    );
  },
  async perform(event) {
    switch (event.type) {
      case 'UPLOAD': {
        const { name, size } = (event as unknown as { file: { name: string; size: number } }).file;
        await screen.findByRole('button', { name: 'Add Document for Passport' });
        return act(async () => {
          fireEvent.change(fileInput('PASSPORT'), { target: { files: [pickedFile(name, size)] } });
        });
      }
      case 'UPLOAD_PROGRESS':
        return act(async () => reportProgress?.((event as unknown as { percent: number }).percent));
      case 'REMOVE':
        return user.click(await screen.findByRole('button', { name: 'Remove passport.pdf' }));
      case 'DISMISS':
        return user.click(screen.getByRole('button', { name: 'Dismiss' }));
      default:
        throw new Error(`upload: no user action for ${event.type}`);
    }
  },
  observe: (expected) => {
    const bar = document.querySelector('[role="progressbar"]');
    return {
      ...('progress' in expected ? { progress: bar ? Number(bar.getAttribute('aria-valuenow')) : null } : {}),
      ...('files' in expected
        ? {
            files: passport()
              .queryAllByRole('button', { name: /^Download / })
              .map((b) => b.textContent),
          }
        : {}),
    };
  },
});
