import { Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { canDelete, canEdit } from '@/domain/applications/status.ts';
import { stepRoute } from '@/domain/applications/steps.ts';
import { ApplicationsListActor } from '@/web/logic/home.ts';

/** Who the row is about, for screen readers: 'Edit' alone repeats on every row. */
export function rowName(row: ApplicationRow): string {
  const name = [row.firstGivenName, row.familyName].filter(Boolean).join(' ');
  return name || `application ${row.id}`;
}

/**
 * Edit (editing) or View (any other status), and Delete for editing rows only (spec §2, §6). Following
 * Edit or View tells the list machine, which keeps the opened application for the steps.
 */
export function ApplicationRowActions({ row }: { row: ApplicationRow }) {
  const actor = ApplicationsListActor.useActorRef();
  const editing = canEdit(row.statusKey);
  const to = stepRoute(row.category, editing ? 'personal' : 'summary', row.id);
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button asChild size="sm" variant={editing ? 'solid' : 'outline'} colorPalette="brand">
        <RouterLink to={to} onClick={() => actor.send({ type: 'OPEN', row })}>
          {editing ? 'Edit' : 'View'}
          <Text as="span" srOnly>
            , {rowName(row)}
          </Text>
        </RouterLink>
      </Button>
      {canDelete(row.statusKey) ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() => actor.send({ type: 'DELETE', row })}
        >
          Delete
          <Text as="span" srOnly>
            , {rowName(row)}
          </Text>
        </Button>
      ) : null}
    </HStack>
  );
}
