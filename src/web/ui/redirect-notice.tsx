import { Box, Link, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusMessage } from './status-message.tsx';

export interface RedirectNoticeProps {
  /** The success message. */
  message: string;
  /** The words before the link, e.g. 'Taking you to'. */
  lead: string;
  /** Where the flow goes next; the link lets the user go now. */
  to: string;
}

/**
 * A flow's success before it moves on to sign in: the message, and a link there for those who
 * do not wait. It takes focus so screen-reader users hear it in place of the form.
 */
export function RedirectNotice({ message, lead, to }: RedirectNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Box ref={ref} tabIndex={-1} outline="none">
      <StatusMessage tone="success">{message}</StatusMessage>
      <Text>
        {lead}{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to={to} replace>
            sign in
          </RouterLink>
        </Link>
        …
      </Text>
    </Box>
  );
}
