import { Box, Button, Table, Text } from '@chakra-ui/react';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { SortIcon } from '@/web/ui/icons.tsx';
import { ApplicationRowActions } from './application-row-actions.tsx';
import { ApplicationsListActor } from './home-actors.ts';
import { StatusCell } from './status-cell.tsx';

const text = (value: string | null) => value || '—';

/** Last Modified: a button in the header toggles the sort; the header says which way it is sorted. */
function LastModifiedHeader() {
  const actor = ApplicationsListActor.useActorRef();
  const direction = ApplicationsListActor.useSelector((s) => s.context.orderDirection);
  return (
    <Table.ColumnHeader aria-sort={direction === 'desc' ? 'descending' : 'ascending'} whiteSpace="nowrap">
      <Button
        variant="ghost"
        size="sm"
        mx="-2"
        px="2"
        fontWeight="semibold"
        onClick={() => actor.send({ type: 'TOGGLE_SORT' })}
      >
        Last Modified
        <SortIcon direction={direction} />
        <Text as="span" srOnly>
          {direction === 'desc' ? ', newest first' : ', oldest first'}
        </Text>
      </Button>
    </Table.ColumnHeader>
  );
}

const COLUMNS = ['First Name', 'Family Name', 'Email', 'Course Offering', 'Type', 'Campus', 'Status'];

/**
 * 'My Applications' (spec §2): First Name, Family Name, Email, Course Offering, Type, Campus,
 * Status, Last Modified, Actions. On narrow screens the table scrolls sideways inside its frame.
 */
export function ApplicationsTable({ rows, busy }: { rows: ApplicationRow[]; busy: boolean }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-labelledby="applications-caption"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root size="sm" aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.2s" minW="4xl">
        <Table.Caption id="applications-caption" srOnly>
          My Applications
        </Table.Caption>
        <Table.Header bg="bg.muted">
          <Table.Row>
            {COLUMNS.map((name) => (
              <Table.ColumnHeader key={name} whiteSpace="nowrap" color="fg">
                {name}
              </Table.ColumnHeader>
            ))}
            <LastModifiedHeader />
            <Table.ColumnHeader color="fg">Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={`application-${row.id}`}>
              <Table.Cell>{text(row.firstGivenName)}</Table.Cell>
              <Table.Cell>{text(row.familyName)}</Table.Cell>
              <Table.Cell>
                <Box as="span" overflowWrap="anywhere">
                  {text(row.mail)}
                </Box>
              </Table.Cell>
              <Table.Cell minW="40">{text(row.courseName)}</Table.Cell>
              <Table.Cell>{text(row.applicationTypeName)}</Table.Cell>
              <Table.Cell>{text(row.campusName)}</Table.Cell>
              <Table.Cell>
                <StatusCell row={row} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={row.updateTime}>{listDate(row.updateTime)}</time>
              </Table.Cell>
              <Table.Cell>
                <ApplicationRowActions row={row} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
