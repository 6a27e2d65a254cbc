import { Badge, Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ApiError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { SUPPORT_DETAIL_TYPE, type SupportDetail } from '@/domain/support/support.ts';
import { getSupportRequest } from '@/web/api/support.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { ChevronIcon } from '@/web/ui/icons.tsx';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import '@/web/ui/recipes/badge.ts';

const BACK = '/potential/home?tab=support';

function Item({ label, children, multiline }: { label: string; children: ReactNode; multiline?: boolean }) {
  return (
    <Box
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: '10rem 1fr' }}
      gap={{ base: '1', sm: '4' }}
      py="3"
    >
      <Box as="dt" fontWeight="semibold" color="fg.muted">
        {label}
      </Box>
      <Box as="dd" whiteSpace={multiline ? 'pre-line' : undefined} overflowWrap="anywhere">
        {children}
      </Box>
    </Box>
  );
}

function Detail({ detail }: { detail: SupportDetail }) {
  return (
    <Box
      as="dl"
      bg="bg"
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="l3"
      px="5"
      py="2"
      css={{ '& > div + div': { borderTopWidth: '1px', borderColor: 'border' } }}
    >
      <Item label="Type">{detail.typeName}</Item>
      <Item label="Subject">{detail.subject}</Item>
      <Item label="Content" multiline>
        {detail.content || '—'}
      </Item>
      <Item label="Status">
        <Badge variant="subtle" colorPalette={detail.status === 'Answered' ? 'green' : 'blue'} size="md">
          {detail.status}
        </Badge>
      </Item>
      <Item label="Create Time">
        <time dateTime={detail.insertTime}>{listDate(detail.insertTime)}</time>
      </Item>
      <Item label="Reply" multiline>
        {detail.reply?.trim() ? detail.reply : <Text color="fg.muted">No reply yet.</Text>}
      </Item>
    </Box>
  );
}

/**
 * The route named potentialdetailial (spec §2): /potential/potentialdetailial/{id}/supportonline,
 * one support request with its reply. Any other type, or an id that is not the user's, is not found.
 */
export function SupportDetailScreen() {
  const { id, type } = useParams();
  const requestId = Number(id);
  const valid = type === SUPPORT_DETAIL_TYPE && Number.isInteger(requestId) && requestId > 0;
  usePageTitle('Support Request');
  const query = useQuery({
    queryKey: ['supportDetail', requestId],
    queryFn: ({ signal }) => getSupportRequest(requestId, { signal }),
    enabled: valid,
  });
  const notFound = !valid || (query.error instanceof ApiError && query.error.code === 406);

  return (
    <Box maxW="3xl">
      <Button asChild variant="ghost" colorPalette="brand" size="sm" mb="3" ms="-2">
        <RouterLink to={BACK}>
          <ChevronIcon to="left" />
          Back to Support Online
        </RouterLink>
      </Button>
      <Heading as="h1" size="2xl" mb="6" color="brand.fg">
        Support Request
      </Heading>
      {notFound ? <InlineAlert title={Msg.supportNotFound} /> : null}
      {!notFound && query.isError ? (
        <InlineAlert title="This support request could not be loaded.">
          <Button size="sm" colorPalette="brand" mt="2" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </InlineAlert>
      ) : null}
      {valid && query.isPending ? (
        <Box display="flex" alignItems="center" gap="3" py="8" role="status">
          <Spinner color="brand.solid" />
          <Text>Loading the support request…</Text>
        </Box>
      ) : null}
      {query.data ? <Detail detail={query.data} /> : null}
    </Box>
  );
}
