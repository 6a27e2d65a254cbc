import { Badge, Button, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_DETAIL_TYPE, type SupportRow, type SupportStatus } from '@/domain/support/support.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { stackedTableCss, tableRoles } from '@/web/ui/stacked-table.ts';

const PALETTE: Record<SupportStatus, string> = { Open: 'blue', Answered: 'green', Closed: 'gray' };

/** The route named potentialdetailial (spec §2): the id and the type supportonline. */
export const supportDetailPath = (id: number) => `/potential/potentialdetailial/${id}/${SUPPORT_DETAIL_TYPE}`;

const COLUMNS = ['Type Name', 'Subject', 'Content', 'Status', 'Create Time', 'Actions'] as const;

function Cell({ column, children }: { column: (typeof COLUMNS)[number]; children: ReactNode }) {
  return (
    <Table.Cell {...tableRoles.cell} data-label={column}>
      {children}
    </Table.Cell>
  );
}

/** 'Support Online' (spec §2): Type Name, Subject, Content, Status, Create Time, Actions (Check). */
export function SupportTable({ rows, busy }: { rows: SupportRow[]; busy: boolean }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-labelledby="support-caption"
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root
        {...tableRoles.table}
        size="sm"
        aria-busy={busy}
        opacity={busy ? 0.6 : 1}
        minW={{ md: '3xl' }}
        css={stackedTableCss}
      >
        <Table.Caption id="support-caption" srOnly>
          Support requests
        </Table.Caption>
        <Table.Header {...tableRoles.rowgroup} bg="bg.muted">
          <Table.Row {...tableRoles.row}>
            {COLUMNS.map((name) => (
              <Table.ColumnHeader key={name} {...tableRoles.columnheader} whiteSpace="nowrap" color="fg">
                {name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body {...tableRoles.rowgroup}>
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
                <Badge
                  colorPalette={PALETTE[row.status] ?? 'gray'}
                  variant="subtle"
                  size="md"
                  w="fit-content"
                >
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
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
