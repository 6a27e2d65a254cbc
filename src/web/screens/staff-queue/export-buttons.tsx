import { Button, HStack, Stack } from '@chakra-ui/react';
import { queueRequestOf } from '@machines/staff-queue.ts';
import { useState } from 'react';
import { downloadQueueExport, type ExportFormat } from '@/web/api/staff.ts';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { StaffQueueActor } from './queue-actor.ts';

const LABELS: Record<ExportFormat, string> = { csv: 'Export CSV', xlsx: 'Export Excel' };

/** The filtered queue (every page) as CSV or an Excel workbook; a failure is said. */
export function ExportButtons({ download = downloadQueueExport }: { download?: typeof downloadQueueExport }) {
  const filters = StaffQueueActor.useSelector((s) => s.context.filters);
  const [state, setState] = useState<{ busy: ExportFormat | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const start = async (format: ExportFormat) => {
    setState({ busy: format, error: null });
    try {
      await download(format, queueRequestOf({ filters, pageNum: 1 }));
      setState({ busy: null, error: null });
    } catch (error) {
      setState({ busy: null, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Stack gap="2" align="flex-end">
      {state.error ? <InlineAlert title={state.error} /> : null}
      <HStack gap="2">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            colorPalette="brand"
            loading={state.busy === format}
            loadingText="Exporting…"
            onClick={() => start(format)}
          >
            {LABELS[format]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
