import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title.ts';

export interface AccountPageProps {
  /** The page's heading (level 1) and document title. */
  title: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A signed-in account page (change email, change password): heading, optional intro, the form. */
export function AccountPage({ title, intro, children }: AccountPageProps) {
  usePageTitle(title);
  return (
    <Box maxW="lg">
      <Heading as="h1" size="2xl" mb={intro ? '2' : '6'} color="brand.fg">
        {title}
      </Heading>
      {intro ? (
        <Text mb="6" color="fg.muted">
          {intro}
        </Text>
      ) : null}
      {children}
    </Box>
  );
}
