import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_DETAIL_TYPE } from '@/domain/support/detail-route.ts';
import type { SupportRow, SupportStatus } from '@/domain/support/support.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { ListCell, ListColumnHeader, ListTable } from '@/web/ui/list-parts.tsx';
import { tableRoles } from '@/web/ui/stacked-table.ts';
import '@/web/ui/recipes/badge.ts';
import '@/web/ui/recipes/table.ts';

const PALETTE: Record<SupportStatus, string> = { Open: 'blue', Answered: 'green', Closed: 'gray' };

/** The route named potentialdetailial (spec §2): the id and the type supportonline. */
export const supportDetailPath = (id: number) => `/potential/potentialdetailial/${id}/${SUPPORT_DETAIL_TYPE}`;

const COLUMNS = ['Type Name', 'Subject', 'Content', 'Status', 'Create Time', 'Actions'] as const;

const Cell = ListCell<(typeof COLUMNS)[number]>;

/** 'Support Online' (spec §2): Type Name, Subject, Content, Status, Create Time, Actions (Check). */
export function SupportTable({ rows, busy }: { rows: SupportRow[]; busy: boolean }) {
  return (
    <ListTable
      captionId="support-caption"
      caption="Support requests"
      busy={busy}
      minW="3xl"
      header={COLUMNS.map((name) => <ListColumnHeader key={name} name={name} />)}
    >
      {rows.map((row) => (
        <Table.Row key={row.id} {...tableRoles.row} data-testid={`support-${row.id}`}>
          <Cell column="Type Name">{row.typeName}</Cell>
          <Cell column="Subject">
            <Text as="span" overflowWrap="anywhere">
              {row.subject}
            </Text>
          </Cell>
          <Cell column="Content">
            <Text lineClamp={2} overflowWrap="anywhere" maxW={{ md: 'sm' }} title={row.content}>
              {row.content || '—'}
            </Text>
          </Cell>
          <Cell column="Status">
            <Badge colorPalette={PALETTE[row.status] ?? 'gray'} variant="subtle" size="md" w="fit-content">
              {row.status}
            </Badge>
          </Cell>
          <Cell column="Create Time">
            <Text as="span" whiteSpace="nowrap">
              <time dateTime={row.insertTime}>{listDate(row.insertTime)}</time>
            </Text>
          </Cell>
          <Cell column="Actions">
            <Button asChild size="sm" variant="outline" colorPalette="brand" w="fit-content">
              <RouterLink to={supportDetailPath(row.id)}>
                Check
                <Text as="span" srOnly>
                  , {row.subject}
                </Text>
              </RouterLink>
            </Button>
          </Cell>
        </Table.Row>
      ))}
    </ListTable>
  );
}
