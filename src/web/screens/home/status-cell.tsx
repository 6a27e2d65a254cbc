import { Badge, Box, Button, HStack, Stack } from '@chakra-ui/react';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { type StatusKey, showsReason } from '@/domain/applications/status.ts';
import { ApplicationsListActor } from '@/web/logic/home.ts';
import { InfoIcon } from '@/web/ui/icons.tsx';
import '@/web/ui/recipes/badge.ts';

const PALETTE: Partial<Record<StatusKey, string>> = {
  editing: 'blue',
  pending: 'blue',
  refused: 'red',
  evidenceNeeded: 'orange',
  offered: 'green',
  accepted: 'green',
};

/**
 * The status, and for Refused and Evidence Needed an info button that shows the reason (spec §2);
 * under it the reference once submitted (issue 23), the number the provider's mail and calls use.
 */
export function StatusCell({ row }: { row: ApplicationRow }) {
  return (
    <Stack gap="0.5" align="flex-start">
      <StatusBadge row={row} />
      {row.reference ? (
        <Box fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          Reference {row.reference}
        </Box>
      ) : null}
    </Stack>
  );
}

function StatusBadge({ row }: { row: ApplicationRow }) {
  const actor = ApplicationsListActor.useActorRef();
  return (
    <HStack gap="1" flexWrap="nowrap">
      <Badge colorPalette={PALETTE[row.statusKey] ?? 'gray'} variant="subtle" size="md">
        {row.status}
      </Badge>
      {showsReason(row.statusKey) ? (
        <Button
          variant="ghost"
          size="sm"
          minW="9"
          px="0"
          colorPalette="brand"
          aria-label={`Why: ${row.status}`}
          aria-haspopup="dialog"
          onClick={() => actor.send({ type: 'SHOW_REASON', row })}
        >
          <InfoIcon />
        </Button>
      ) : null}
    </HStack>
  );
}
