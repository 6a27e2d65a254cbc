import { Button, HStack, Stack } from '@chakra-ui/react';
import { queueRequestOf } from '@machines/staff-queue.ts';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { type DownloadLogic, queueExportLogic } from '@/web/logic/downloads.ts';
import { StaffQueueActor } from '@/web/logic/staff-queue.ts';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';

const FORMATS = ['csv', 'xlsx'] as const;
const LABELS: Record<(typeof FORMATS)[number], string> = { csv: 'Export CSV', xlsx: 'Export Excel' };

/**
 * The filtered queue (every page) as CSV or an Excel workbook; a failure is said
 * (machines/download.ts: one export at a time).
 */
export function ExportButtons({ logic }: { logic?: DownloadLogic }) {
  const filters = StaffQueueActor.useSelector((s) => s.context.filters);
  const [provided] = useState(() => logic ?? queueExportLogic());
  const actor = useActorRef(provided);
  const busy = useSelector(actor, (s) => (s.matches('downloading') ? s.context.item : null));
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Stack gap="2" align="flex-end">
      {error ? <InlineAlert title={error} /> : null}
      <HStack gap="2">
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="outline"
            size="sm"
            colorPalette="brand"
            loading={busy === format}
            disabled={busy !== null}
            loadingText="Exporting…"
            onClick={() =>
              actor.send({ type: 'DOWNLOAD', item: format, params: queueRequestOf({ filters, pageNum: 1 }) })
            }
          >
            {LABELS[format]}
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
