import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '@/web/ui/page-title.ts';

/** /about: what the portal is for and who uses it. */
export function AboutScreen() {
  usePageTitle('About the Admission Portal');
  return (
    <Box
      as="article"
      maxW="3xl"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      p="8"
    >
      <Heading as="h1" size="2xl" mb="4" color="brand.fg">
        About the Admission Portal
      </Heading>
      <Text mb="4">
        The Admission Portal is where prospective students, in Australia and overseas, apply to study with us.
        You register with your email address, confirm it with a code we send you, and then complete your
        application step by step: personal details, the course you want, your qualifications and supporting
        documents. You can save and come back at any time before you submit.
      </Text>
      <Text mb="4">
        Education agents use their own portal to apply on behalf of the students they represent, and our
        admissions staff review every application here.
      </Text>
      <Heading as="h2" size="lg" mt="6" mb="2">
        Getting started
      </Heading>
      <Text>
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/terms">Register for a new account</RouterLink>
        </Link>{' '}
        or{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/">sign in</RouterLink>
        </Link>{' '}
        if you already have one.
      </Text>
    </Box>
  );
}
