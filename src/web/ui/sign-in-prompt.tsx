import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The line under an anonymous form for someone who already has an account: '<question> Sign in'. */
export function SignInPrompt({ question }: { question: string }) {
  return (
    <Text mt="6" fontSize="sm">
      {question}{' '}
      <Link asChild color="brand.fg" textDecoration="underline">
        <RouterLink to="/">Sign in</RouterLink>
      </Link>
    </Text>
  );
}
