import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { DocumentsInput } from '@machines/documents.ts';
import { configure, screen } from '@testing-library/react';
import { documents } from '../../support/model/registry-documents.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { fakeUploads } from '../documents-fakes.tsx';
import { mountDocumentsHost, uploadAndReload } from './documents-host.tsx';
import { user } from './user.ts';

// Role queries skip the per-element visibility check (the list is read at every step).
configure({ defaultHidden: true });

let nextEvents: ApplicationFlowEmitted[] = [];
let uploads = fakeUploads();

/** The types as a person sees them: each caption with its ^ mark, and every file listed. */
function readList() {
  const headings = [...document.querySelectorAll('li[aria-labelledby] h2')];
  if (headings.length === 0) return {};
  return {
    // The caption and the ^ mark as seen; '(required)' is for screen readers only.
    types: headings.map((h) => (h.textContent ?? '').replace('(required)', '').trim()),
    files: screen.queryAllByRole('button', { name: /^Download / }).map((b) => b.textContent),
  };
}

describeUiModel(documents, {
  mount: ({ logic, input }) => {
    nextEvents = [];
    uploads = fakeUploads();
    mountDocumentsHost(
      { ...(input as DocumentsInput), logic, onNext: (event) => nextEvents.push(event) },
      uploads.setup,
    );
  },
  async perform(event, context) {
    const offer = (context.input as DocumentsInput).editOffer;
    switch (event.type) {
      case 'RETRY':
        return user.click(await screen.findByRole('button', { name: 'Try again' }));
      case 'SAVE':
        // Applicants and agents have gone on to the summary: the step stays mounted for the rest of the
        // path, its button now labelled by the flow's step (the summary's), so it is found by either.
        return user.click(
          (
            await screen.findAllByRole('button', { name: offer ? 'Next' : /^(Continue|Save & Continue)$/ })
          )[0] as HTMLElement,
        );
      case 'FILES':
        return uploadAndReload(uploads);
      default:
        throw new Error(`documents: no user action for ${event.type}`);
    }
  },
  observe: (expected) => ({
    // The load shows a spinner in a 'Loading…' status, without aria-busy: a spinner is busy too.
    ...('busy' in expected && document.querySelector('.chakra-spinner') ? { busy: true } : {}),
    ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
    ...('types' in expected ? readList() : {}),
  }),
});
