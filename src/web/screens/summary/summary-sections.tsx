import { Badge, Box, DataList, Flex, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { AnswerSection } from '@/domain/answers/types.ts';
import { COMPLETE, NOT_COMPLETE } from '@/domain/submission/completeness.ts';
import '@/web/ui/recipes/badge.ts';

/** Where a section's Change link leads: its step, which after its save returns to the summary. */
export type ChangeRoute = (section: AnswerSection) => string;

const idOf = (title: string, index: number) =>
  `summary-${index}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * One section of check your answers: its heading, a 'Change <section>' link while the application can
 * still be changed, and a description list (dt label, dd value).
 */
export function SummarySection({
  section,
  index,
  change,
}: {
  section: AnswerSection;
  index: number;
  change?: ChangeRoute;
}) {
  const id = idOf(section.title, index);
  return (
    <Box as="section" aria-labelledby={id} mb="6">
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id={id} size="lg" color="brand.fg">
          {section.title}
        </Heading>
        {change ? (
          <Link asChild color="brand.fg" textDecoration="underline" fontWeight="medium">
            <RouterLink to={change(section)}>Change {section.title}</RouterLink>
          </Link>
        ) : null}
      </Flex>
      <DataList.Root orientation="horizontal" gap="3">
        {section.rows.map(({ label, value }) => (
          <DataList.Item
            key={label}
            display="flex"
            flexDirection={{ base: 'column', md: 'row' }}
            gap={{ base: '0.5', md: '4' }}
          >
            {/* Side by side from tablet width up; on a phone the value goes under its question. */}
            <DataList.ItemLabel w={{ base: 'full', md: '40%' }} flexShrink={0} color="fg.muted">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue flex="1" fontWeight="medium" whiteSpace="pre-line" wordBreak="break-word">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/** A step's state on the summary's task list. */
export function CompletenessBadge({ complete }: { complete: boolean }) {
  return (
    <Badge colorPalette={complete ? 'green' : 'red'} variant="outline" size="md">
      {complete ? COMPLETE : NOT_COMPLETE}
    </Badge>
  );
}
