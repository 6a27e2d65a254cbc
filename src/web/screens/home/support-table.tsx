import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_DETAIL_TYPE, type SupportRow, type SupportStatus } from '@/domain/support/support.ts';
import { listDate } from '@/web/ui/format-date.ts';

const PALETTE: Record<SupportStatus, string> = { Open: 'blue', Answered: 'green', Closed: 'gray' };

/** The route named potentialdetailial (spec §2): the id and the type supportonline. */
export const supportDetailPath = (id: number) => `/potential/potentialdetailial/${id}/${SUPPORT_DETAIL_TYPE}`;

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
      <Table.Root size="sm" aria-busy={busy} opacity={busy ? 0.6 : 1} minW="3xl">
        <Table.Caption id="support-caption" srOnly>
          Support requests
        </Table.Caption>
        <Table.Header bg="bg.muted">
          <Table.Row>
            {['Type Name', 'Subject', 'Content', 'Status', 'Create Time', 'Actions'].map((name) => (
              <Table.ColumnHeader key={name} whiteSpace="nowrap" color="fg">
                {name}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} data-testid={`support-${row.id}`}>
              <Table.Cell whiteSpace="nowrap">{row.typeName}</Table.Cell>
              <Table.Cell minW="40" overflowWrap="anywhere">
                {row.subject}
              </Table.Cell>
              <Table.Cell maxW="sm">
                <Text lineClamp={2} overflowWrap="anywhere" title={row.content}>
                  {row.content || '—'}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Badge colorPalette={PALETTE[row.status] ?? 'gray'} variant="subtle" size="md">
                  {row.status}
                </Badge>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={row.insertTime}>{listDate(row.insertTime)}</time>
              </Table.Cell>
              <Table.Cell>
                <Button asChild size="sm" variant="outline" colorPalette="brand">
                  <RouterLink to={supportDetailPath(row.id)}>
                    Check
                    <Text as="span" srOnly>
                      , {row.subject}
                    </Text>
                  </RouterLink>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
