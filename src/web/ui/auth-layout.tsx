import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title.ts';

export interface AuthCardProps {
  /** The page's heading (level 1) and document title. */
  title: string;
  children: ReactNode;
  /** Wider card for long content such as the terms. */
  wide?: boolean;
}

/** The card every anonymous screen sits in: heading level 1 = title, which is also the page title. */
export function AuthCard({ title, children, wide = false }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Box
      as="section"
      aria-labelledby="auth-card-title"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      boxShadow="sm"
      w="full"
      maxW={wide ? '3xl' : 'md'}
      mx="auto"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h1" id="auth-card-title" size="2xl" mb="6" color="brand.fg">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
