import { Box, Button, Heading, Link, List, Text } from '@chakra-ui/react';
import {
  DUPLICATE_MATCHES,
  DuplicateMsg,
  type DuplicateOf,
  NOT_A_DUPLICATE,
  POSSIBLE_DUPLICATE,
} from '@/domain/backoffice/duplicates.ts';
import { staffApplicationRoute } from '@/domain/backoffice/routes.ts';
import { useDuplicates } from '@/web/logic/staff-duplicates.ts';

const nameOf = (other: DuplicateOf) =>
  [other.firstGivenName, other.familyName].filter(Boolean).join(' ') || `Application ${other.id}`;

/**
 * 'Possible duplicate' in the staff container (issue 25 item 5, ADR 025): the other applications
 * whose applicant matches this one's, what they share, a link to each, and 'Not a duplicate' for a
 * pair. Nothing at all while there are none. `onMarked`: the history has a new entry.
 */
export function DuplicatesPanel({ id, onMarked }: { id: number; onMarked: () => void }) {
  const { found, mark } = useDuplicates(id, onMarked);
  const others = found.data?.list ?? [];
  if (found.isError) {
    return (
      <Text fontSize="sm" color="fg.muted" mb="4">
        {DuplicateMsg.notChecked}
      </Text>
    );
  }
  if (others.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="duplicates-heading"
      borderWidth="1px"
      borderStartWidth="4px"
      borderColor="orange.600"
      bg="orange.50"
      color="fg"
      borderRadius="l2"
      p="3"
      mb="4"
    >
      <Heading as="h2" id="duplicates-heading" size="md" mb="1">
        {POSSIBLE_DUPLICATE}
      </Heading>
      <Text mb="2">
        {others.length === 1
          ? 'Another application’s applicant matches this one’s:'
          : `${others.length} other applications’ applicants match this one’s:`}
      </Text>
      <List.Root as="ul" listStyle="none" ps="0" gap="2">
        {others.map((other) => (
          <List.Item key={other.id} display="flex" flexWrap="wrap" alignItems="center" gap="3">
            <Box flex="1" minW="14rem">
              {/* A page load of its own: the container's machine starts with the other application. */}
              <Link
                href={staffApplicationRoute(other.category, other.id)}
                color="brand.fg"
                fontWeight="semibold"
                textDecoration="underline"
              >
                {`${nameOf(other)} — ${other.reference ?? `Application ${other.id}`}`}
              </Link>
              <Text fontSize="sm">
                {`${other.status} · Same ${other.matches.map((match) => DUPLICATE_MATCHES[match].toLowerCase()).join('; ')}`}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="outline"
              colorPalette="brand"
              loading={mark.isPending && mark.variables === other.id}
              onClick={() => mark.mutate(other.id)}
              // Which pair, for a screen reader going from button to button; the visible words first.
              aria-label={`${NOT_A_DUPLICATE}: ${nameOf(other)}, ${other.reference ?? `Application ${other.id}`}`}
            >
              {NOT_A_DUPLICATE}
            </Button>
          </List.Item>
        ))}
      </List.Root>
      {mark.error ? (
        <Text role="alert" color="red.700" mt="2">
          {mark.error.message}
        </Text>
      ) : null}
    </Box>
  );
}
