import { Box, Button, Spinner, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { Pager } from '@/web/ui/pager.tsx';
import { stackedTableCss, tableRoles } from '@/web/ui/stacked-table.ts';
import '@/web/ui/recipes/table.ts';

/** A body cell that names its column, shown beside the value when the table stacks on a phone. */
export function ListCell<Column extends string>({
  column,
  children,
  phoneHidden = false,
}: {
  column: Column;
  children: ReactNode;
  /** Left out of the phone's card (stackedTableCss), e.g. what the signed-in person knows already. */
  phoneHidden?: boolean;
}) {
  return (
    <Table.Cell {...tableRoles.cell} data-label={column} data-phone-hidden={phoneHidden || undefined}>
      {children}
    </Table.Cell>
  );
}

/** A plain column header. */
export function ListColumnHeader({ name }: { name: string }) {
  return (
    <Table.ColumnHeader {...tableRoles.columnheader} whiteSpace="nowrap" color="fg">
      {name}
    </Table.ColumnHeader>
  );
}

export interface ListTableProps {
  /** The frame's id (a focus target), if any. */
  id?: string;
  captionId: string;
  caption: string;
  busy: boolean;
  minW: string;
  transition?: string;
  /** The header row's cells. */
  header: ReactNode;
  /** The body rows. */
  children: ReactNode;
}

/**
 * A list (the home's, the staff queue): a focusable frame (named by the caption) that scrolls sideways on narrow screens,
 * and a table that stacks on a phone and dims while it reloads.
 */
export function ListTable({
  id,
  captionId,
  caption,
  busy,
  minW,
  transition,
  header,
  children,
}: ListTableProps) {
  return (
    <Table.ScrollArea
      id={id}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l2"
      bg="bg"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      _focusVisible={{ outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Table.Root
        {...tableRoles.table}
        size="sm"
        aria-busy={busy}
        opacity={busy ? 0.6 : 1}
        transition={transition}
        minW={{ md: minW }}
        css={stackedTableCss}
      >
        <Table.Caption id={captionId} srOnly>
          {caption}
        </Table.Caption>
        <Table.Header {...tableRoles.rowgroup} bg="bg.muted">
          <Table.Row {...tableRoles.row}>{header}</Table.Row>
        </Table.Header>
        <Table.Body {...tableRoles.rowgroup}>{children}</Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The list could not be loaded: the reason and Retry. */
export function ListFailed({
  title,
  message,
  onRetry,
}: {
  title: string;
  message?: string;
  onRetry: () => void;
}) {
  return (
    <InlineAlert title={title}>
      <Text mb="2">{message}</Text>
      <Button size="sm" colorPalette="brand" onClick={onRetry}>
        Retry
      </Button>
    </InlineAlert>
  );
}

/** The first load, announced as a status. */
export function ListLoading({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" alignItems="center" gap="3" py="8" justifyContent="center" role="status">
      <Spinner color="brand.solid" />
      <Text>{children}</Text>
    </Box>
  );
}

/** The frame of an empty list's message. */
export function ListEmpty({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" p="8" textAlign="center">
      {children}
    </Box>
  );
}

export interface ListPagingProps {
  label: string;
  pageNum: number;
  paging: { pages: number; hasPrev: boolean; hasNext: boolean };
  send: (event: { type: 'PREV' } | { type: 'NEXT' }) => void;
}

/** Prev / Next for a list whose machine takes PREV and NEXT. */
export function ListPaging({ label, pageNum, paging, send }: ListPagingProps) {
  return (
    <Pager
      label={label}
      pageNum={pageNum}
      pages={paging.pages}
      hasPrev={paging.hasPrev}
      hasNext={paging.hasNext}
      onPrev={() => send({ type: 'PREV' })}
      onNext={() => send({ type: 'NEXT' })}
    />
  );
}
