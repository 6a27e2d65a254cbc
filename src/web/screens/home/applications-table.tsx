import { Box, Button, Table, Text } from '@chakra-ui/react';
import { cardShowsPerson } from '@/domain/applications/home-cards.ts';
import type { ApplicationRow } from '@/domain/applications/list.ts';
import { ApplicationsListActor } from '@/web/logic/home.ts';
import { currentMode } from '@/web/mode.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { SortIcon } from '@/web/ui/icons.tsx';
import { ListCell, ListColumnHeader, ListTable } from '@/web/ui/list-parts.tsx';
import { tableRoles } from '@/web/ui/stacked-table.ts';
import { ApplicationRowActions } from './application-row-actions.tsx';
import { StatusCell } from './status-cell.tsx';
import '@/web/ui/recipes/table.ts';

const text = (value: string | null) => value || '—';

/** An address may break before its '@' (not anywhere): 'oluwaseun.adeyemi' / '@example.com'. */
function Email({ address }: { address: string | null }) {
  if (!address) return text(address);
  const at = address.indexOf('@');
  if (at <= 0)
    return (
      <Box as="span" overflowWrap="anywhere">
        {address}
      </Box>
    );
  return (
    <Box as="span" overflowWrap="break-word">
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </Box>
  );
}

/** Last Modified: a button in the header toggles the sort; the header says which way it is sorted. */
function LastModifiedHeader() {
  const actor = ApplicationsListActor.useActorRef();
  const direction = ApplicationsListActor.useSelector((s) => s.context.orderDirection);
  return (
    <Table.ColumnHeader
      {...tableRoles.columnheader}
      aria-sort={direction === 'desc' ? 'descending' : 'ascending'}
      whiteSpace="nowrap"
    >
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

/** The table's focusable frame: where focus goes when the row that had it was deleted. */
export const APPLICATIONS_REGION_ID = 'applications-region';

const COLUMNS = [
  'First Name',
  'Family Name',
  'Email',
  'Course Offering',
  'Type',
  'Campus',
  'Status',
  'Last Modified',
  'Actions',
] as const;
type Column = (typeof COLUMNS)[number];

const Cell = ListCell<Column>;

/**
 * 'My Applications' (spec §2): First Name, Family Name, Email, Course Offering, Type, Campus,
 * Status, Last Modified, Actions. On phones each row is a compact card (stackedTableCss; an
 * applicant's cards leave out their own name and email, issue 23).
 */
export function ApplicationsTable({ rows, busy }: { rows: ApplicationRow[]; busy: boolean }) {
  const ownRows = !cardShowsPerson(currentMode());
  return (
    <ListTable
      id={APPLICATIONS_REGION_ID}
      captionId="applications-caption"
      caption="My Applications"
      busy={busy}
      minW="4xl"
      transition="opacity 0.2s"
      header={COLUMNS.map((name) =>
        name === 'Last Modified' ? (
          <LastModifiedHeader key={name} />
        ) : (
          <ListColumnHeader key={name} name={name} />
        ),
      )}
    >
      {rows.map((row) => (
        <Table.Row key={row.id} {...tableRoles.row} data-testid={`application-${row.id}`}>
          <Cell column="First Name" phoneHidden={ownRows}>
            {text(row.firstGivenName)}
          </Cell>
          <Cell column="Family Name" phoneHidden={ownRows}>
            {text(row.familyName)}
          </Cell>
          <Cell column="Email" phoneHidden={ownRows}>
            <Email address={row.mail} />
          </Cell>
          <Cell column="Course Offering">{text(row.courseName)}</Cell>
          <Cell column="Type">{text(row.applicationTypeName)}</Cell>
          <Cell column="Campus">{text(row.campusName)}</Cell>
          <Cell column="Status">
            <StatusCell row={row} />
          </Cell>
          <Cell column="Last Modified">
            <Text as="span" whiteSpace="nowrap">
              <time dateTime={row.updateTime}>{listDate(row.updateTime)}</time>
            </Text>
          </Cell>
          <Cell column="Actions">
            <ApplicationRowActions row={row} />
          </Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
