import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { characterCount, characterLimitHint } from '@/domain/steps/character-count.ts';

/** The limit and the current length a character count shows. */
export interface CountOf {
  limit: number;
  length: number;
}

export const characterCountIds = (id: string) => ({
  hint: `${id}-count-hint`,
  status: `${id}-count`,
  live: `${id}-count-live`,
});

/** How long typing must pause before screen readers hear the count again (GOV.UK waits the same). */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * GOV.UK's character count under a field: 'You have N characters remaining', or over the limit
 * 'You have N characters too many' drawn as an error while the text stays as typed. The visible line
 * is hidden from screen readers; they get the limit as the field's description and a polite live copy
 * of the count once typing pauses, so each keystroke is not read out.
 */
export function CharacterCount({ id, limit, length }: CountOf & { id: string }) {
  const { message, over } = characterCount(limit, length);
  const [announced, setAnnounced] = useState(message);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [message]);
  const ids = characterCountIds(id);
  return (
    <>
      <Text id={ids.hint} srOnly>
        {characterLimitHint(limit)}
      </Text>
      <Text
        id={ids.status}
        aria-hidden="true"
        mt="1"
        fontSize="sm"
        color={over ? 'fg.error' : 'fg.muted'}
        fontWeight={over ? 'semibold' : undefined}
      >
        {message}
      </Text>
      <Box id={ids.live} srOnly aria-live="polite">
        {announced}
      </Box>
    </>
  );
}
