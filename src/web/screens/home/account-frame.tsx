import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The account area's frame (spec §2): who is signed in, then what the account offers. */
export function AccountFrame({
  loginEmail,
  notice,
  children,
}: {
  loginEmail: string;
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby="account-title"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      p={{ base: '4', md: '5' }}
      mb="6"
    >
      <Heading as="h2" id="account-title" srOnly>
        Your account
      </Heading>
      {notice}
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="4">
        <Text minW="0" overflowWrap="anywhere">
          Signed in as{' '}
          <Text as="strong" fontWeight="semibold" data-testid="login-email">
            {loginEmail}
          </Text>
        </Text>
        {children}
      </Box>
    </Box>
  );
}
