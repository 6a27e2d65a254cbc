import { Button, Stack } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { type DownloadLogic, pdfDownloadLogic } from '@/web/logic/downloads.ts';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';

export const PDF_BUTTON = 'Download a PDF copy';

/**
 * Downloads the submitted application as a PDF (with the session's token); says so when it fails
 * (machines/download.ts decides: one at a time, the failure said until the next try).
 */
export function PdfDownload({
  id,
  download,
  logic,
}: {
  id: number;
  download?: (id: number) => Promise<void>;
  /** Tests hand in the download machine with fake calls. */
  logic?: DownloadLogic;
}) {
  const [provided] = useState(() => logic ?? pdfDownloadLogic(id, download));
  const actor = useActorRef(provided);
  const busy = useSelector(actor, (s) => s.matches('downloading'));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Stack gap="2" align="flex-start">
      {error ? <InlineAlert title={error} /> : null}
      <Button
        variant="outline"
        colorPalette="brand"
        loading={busy}
        loadingText="Downloading…"
        onClick={() => actor.send({ type: 'DOWNLOAD', item: 'pdf' })}
      >
        {PDF_BUTTON}
      </Button>
    </Stack>
  );
}
