import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface StatusMessageProps {
  children: ReactNode;
  tone: 'success' | 'info';
}

/** A polite live message (role="status"): success after a save, information while waiting. */
export function StatusMessage({ children, tone }: StatusMessageProps) {
  const success = tone === 'success';
  return (
    <Box
      role="status"
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor={success ? 'green.700' : 'brand.600'}
      bg={success ? 'green.50' : 'brand.50'}
      color={success ? 'green.900' : 'brand.900'}
      borderRadius="l2"
      p="4"
      mb="4"
      fontWeight="medium"
    >
      {children}
    </Box>
  );
}
