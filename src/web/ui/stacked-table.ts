import type { SystemStyleObject } from '@chakra-ui/react';

/** Below Chakra's md breakpoint (48rem): phones. */
const PHONE = '@media screen and (max-width: 47.99rem)';

const visuallyHidden: SystemStyleObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
};

/**
 * A data table that stacks on phones: each row becomes a card whose cells show their column name
 * (the cell's data-label) beside the value. Header cells are hidden visually there, except a
 * sortable one (aria-sort), which stays as the sort control. Pair it with explicit table roles
 * (`tableRoles`), which keep the semantics whatever the display. Cells wrap on wider screens too.
 */
export const stackedTableCss: SystemStyleObject = {
  '& td': { whiteSpace: 'normal' },
  [PHONE]: {
    display: 'block',
    minWidth: '0',
    '& thead, & tbody': { display: 'block' },
    '& thead tr': { display: 'flex', justifyContent: 'flex-end', px: '2' },
    '& thead th:not([aria-sort])': visuallyHidden,
    '& thead th[aria-sort]': { display: 'block', borderWidth: '0' },
    '& tbody tr': { display: 'block', px: '3', py: '2', borderTopWidth: '1px', borderColor: 'border' },
    '& tbody td': {
      display: 'grid',
      gridTemplateColumns: '7rem minmax(0, 1fr)',
      columnGap: '3',
      alignItems: 'center',
      borderWidth: '0',
      px: '0',
      py: '0.5',
    },
    '& tbody td[data-phone-hidden]': { display: 'none' },
    '& tbody td::before': {
      // Alt text "" keeps the visual label out of the accessible name: the header already names it.
      content: 'attr(data-label) / ""',
      fontWeight: 'semibold',
      color: 'fg.muted',
      fontSize: 'sm',
    },
  },
};

/** Explicit roles: a table shown as blocks on phones stays a table for assistive technology. */
export const tableRoles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  cell: { role: 'cell' },
} as const;
