import type { MarkValues } from '@machines/document-review.ts';
import { configure, screen, within } from '@testing-library/react';
import type { DocumentReviewLogic } from '@/web/logic/document-review.ts';
import { DocumentReviewPanel } from '@/web/screens/document-review/review-panel.tsx';
import { reviewLoaded } from '../../support/model/document-review-fixtures.ts';
import { documentReview } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { renderRoutes, signInAs, testUser } from '../harness.tsx';
import { loadingShown, press } from './home-adapter.tsx';
import { user } from './user.ts';

// The list stays behind an open dialog (aria-hidden then): what it shows is still what staff saw.
configure({ defaultHidden: true });

const openDialog = () => screen.queryByRole('dialog');
const panel = () => screen.getByRole('region', { name: 'Document checks' });
const nameOf = (fileId: number) => reviewLoaded.files.find((file) => file.id === fileId)?.sourceName;

/** The document checks at their place under the container's documents step, for the UI path replays. */
describeUiModel(documentReview, {
  mount: ({ logic }) => {
    signInAs({ ...testUser, role: 'staff' });
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <DocumentReviewPanel id={31} onMarked={() => undefined} logic={logic as DocumentReviewLogic} />
          ),
        },
      ],
      '/staff/application/International/31?step=documents',
    );
  },
  async perform(event) {
    switch (event.type) {
      case 'OPEN': {
        // A file no longer listed has no button to press.
        const name = nameOf((event as unknown as { fileId: number }).fileId);
        return press(name ? screen.queryByRole('button', { name: `Check ${name}` }) : null);
      }
      case 'MARK': {
        const { values } = event as unknown as { values: MarkValues };
        const dialog = within(openDialog() as HTMLElement);
        const reason = dialog.getByLabelText(/^Reason/) as HTMLTextAreaElement;
        if (reason.value !== values.reason) {
          await user.clear(reason);
          await user.type(reason, values.reason);
        }
        const label = values.mark === 'accepted' ? 'Accepted' : 'Needs replacing';
        return press(dialog.getByRole('button', { name: `Mark as ${label}` }));
      }
      case 'CLOSE':
        return press(within(openDialog() as HTMLElement).getByRole('button', { name: 'Close' }));
      case 'DOWNLOAD': {
        const name = (openDialog()?.querySelector('h2, [role="heading"]')?.textContent ?? '').replace(
          'Check ',
          '',
        );
        return press(within(openDialog() as HTMLElement).getByRole('button', { name: `Download ${name}` }));
      }
      case 'RETRY':
        return press(screen.getByRole('button', { name: 'Retry' }));
      default:
        throw new Error(`document-review: no user action for ${event.type}`);
    }
  },
  observe(expected) {
    const seen: Record<string, unknown> = {};
    if ('busy' in expected)
      seen.busy = loadingShown() || document.querySelector('[aria-busy="true"], [data-loading]') !== null;
    if ('message' in expected) {
      // What the panel says: an alert, or its status line after a mark (not the loading notes).
      const said = [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')]
        .map((element) => element.textContent?.trim() ?? '')
        .filter((text) => text && !text.startsWith('Loading'));
      seen.message = said.length ? said.join(' | ') : null;
    }
    if ('marks' in expected) {
      const items = within(panel()).queryAllByRole('listitem');
      seen.marks = Object.fromEntries(
        items.map((item) => {
          const [title, mark] = [...item.querySelectorAll('p')].map((p) => p.textContent ?? '');
          const name = (title ?? '').split(': ').slice(1).join(': ');
          return [name, mark?.startsWith('Not checked') ? null : (mark ?? '').split(':')[0]];
        }),
      );
    }
    const dialog = openDialog();
    if ('dialog' in expected)
      seen.dialog = dialog?.querySelector('h2, [role="heading"]')?.textContent ?? null;
    if ('preview' in expected && dialog) {
      const text = dialog.textContent ?? '';
      seen.preview = dialog.querySelector('iframe')
        ? 'pdf'
        : dialog.querySelector('img')
          ? 'image'
          : text.includes('Loading the document')
            ? 'loading'
            : text.includes('cannot be previewed')
              ? 'none'
              : 'failed';
    }
    return seen;
  },
});
