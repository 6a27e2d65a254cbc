import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { downloadApplicationPdf } from '@/web/api/summary.ts';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';

export const PDF_BUTTON = 'Download a PDF copy';

/** Downloads the submitted application as a PDF (with the session's token); says so when it fails. */
export function PdfDownload({
  id,
  download = downloadApplicationPdf,
}: {
  id: number;
  download?: (id: number) => Promise<void>;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const start = async () => {
    setState({ busy: true, error: null });
    try {
      await download(id);
      setState({ busy: false, error: null });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Stack gap="2" align="flex-start">
      {state.error ? <InlineAlert title={state.error} /> : null}
      <Button
        variant="outline"
        colorPalette="brand"
        loading={state.busy}
        loadingText="Downloading…"
        onClick={start}
      >
        {PDF_BUTTON}
      </Button>
    </Stack>
  );
}
