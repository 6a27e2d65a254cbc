import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A notice inside a form (the home-institute notice, the English evidence notice, a restored draft):
 * a branded box with a strong start border, read out as a note (or a status when it appears in
 * answer to something the person did).
 */
export function NoteBox({
  label,
  role = 'note',
  children,
  ...box
}: { label?: string; role?: 'note' | 'status'; children: ReactNode } & Omit<BoxProps, 'role'>) {
  return (
    <Box
      role={role}
      aria-label={label}
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor="brand.600"
      bg="brand.50"
      color="brand.900"
      borderRadius="l2"
      p="4"
      {...box}
    >
      {children}
    </Box>
  );
}
