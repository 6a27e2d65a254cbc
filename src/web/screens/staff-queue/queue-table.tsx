import { Badge, Link, Table, Text } from '@chakra-ui/react';
import { queueAddress } from '@machines/staff-queue.ts';
import { Link as RouterLink } from 'react-router-dom';
import { POSSIBLE_DUPLICATE } from '@/domain/backoffice/duplicates.ts';
import { staffApplicationRoute } from '@/domain/backoffice/routes.ts';
import type { QueueRow } from '@/domain/backoffice/types.ts';
import { StaffQueueActor } from '@/web/logic/staff-queue.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { ListCell, ListColumnHeader, ListTable } from '@/web/ui/list-parts.tsx';
import { tableRoles } from '@/web/ui/stacked-table.ts';
import '@/web/ui/recipes/badge.ts';
import '@/web/ui/recipes/table.ts';

const COLUMNS = [
  'Reference',
  'Applicant',
  'Course',
  'Campus',
  'Category',
  'Status',
  'Submitted',
  'Open',
] as const;
type Column = (typeof COLUMNS)[number];

const nameOf = (row: QueueRow) =>
  [row.firstGivenName, row.familyName].filter(Boolean).join(' ') || `Application ${row.id}`;

/** The queue's page: who, what, where, the status (and when evidence is due), and Open. */
export function QueueTable({ rows, busy }: { rows: QueueRow[]; busy: boolean }) {
  // Open hands the container the queue's place, so its Back to the queue returns to this page.
  const address = StaffQueueActor.useSelector((s) => queueAddress(s.context));
  return (
    <ListTable
      captionId="queue-caption"
      caption="Applications in the queue"
      busy={busy}
      minW="60rem"
      header={COLUMNS.map((name) => <ListColumnHeader key={name} name={name} />)}
    >
      {rows.map((row) => (
        <Table.Row key={row.id} {...tableRoles.row} data-testid={`queue-${row.id}`}>
          <ListCell<Column> column="Reference">{row.reference ?? '—'}</ListCell>
          <ListCell<Column> column="Applicant">
            <Text>{nameOf(row)}</Text>
            {row.mail ? (
              <Text fontSize="sm" color="fg.muted">
                {row.mail}
              </Text>
            ) : null}
          </ListCell>
          <ListCell<Column> column="Course">{row.courseName ?? '—'}</ListCell>
          <ListCell<Column> column="Campus">{row.campusName ?? '—'}</ListCell>
          <ListCell<Column> column="Category">{row.category}</ListCell>
          <ListCell<Column> column="Status">
            <Badge colorPalette={row.statusKey === 'submitted' ? 'blue' : 'gray'}>{row.status}</Badge>
            {row.evidenceDueDate ? <Text fontSize="sm">Due {listDate(row.evidenceDueDate)}</Text> : null}
            {row.possibleDuplicate ? (
              <Badge colorPalette="orange" display="block" w="fit-content" mt="1">
                {POSSIBLE_DUPLICATE}
              </Badge>
            ) : null}
          </ListCell>
          <ListCell<Column> column="Submitted">{row.submittedAt ? listDate(row.submittedAt) : '—'}</ListCell>
          <ListCell<Column> column="Open">
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to={staffApplicationRoute(row.category, row.id)} state={{ queue: address }}>
                Open
                <Text as="span" srOnly>
                  {`, ${nameOf(row)}`}
                </Text>
              </RouterLink>
            </Link>
          </ListCell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
