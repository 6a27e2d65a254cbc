import { render, screen } from '@testing-library/react';
import { Providers } from '@/web/app/providers.tsx';
import type { DownloadLogic } from '@/web/logic/downloads.ts';
import { PdfDownload } from '@/web/ui/pdf-download.tsx';
import { download } from '../../support/model/registry.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { user } from './user.ts';

/** 'Download a PDF copy' as the summary and the finish screen show it. */
describeUiModel(download, {
  mount({ logic }) {
    render(
      <Providers>
        <PdfDownload id={12} logic={logic as DownloadLogic} />
      </Providers>,
    );
  },
  async perform(event) {
    if (event.type !== 'DOWNLOAD') throw new Error(`download: no user action for ${event.type}`);
    await user.click(await screen.findByRole('button', { name: 'Download a PDF copy' }));
  },
});
