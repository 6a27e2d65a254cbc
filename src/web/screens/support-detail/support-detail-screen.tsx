import { Badge, Box, Button, Heading, Spinner, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Msg } from '@/domain/messages.ts';
import type { SupportDetail } from '@/domain/support/support.ts';
import {
  createSupportDetailLogic,
  SupportDetailActor,
  type SupportDetailLogic,
} from '@/web/logic/support-detail.ts';
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

/** The request as the machine holds it: not found, failed with Retry, loading, or shown. */
function SupportDetailBody() {
  const actor = SupportDetailActor.useActorRef();
  const state = SupportDetailActor.useSelector((s) => s.value);
  const detail = SupportDetailActor.useSelector((s) => s.context.detail);
  if (state === 'notFound') return <InlineAlert title={Msg.supportNotFound} />;
  if (state === 'failed') {
    return (
      <InlineAlert title="This support request could not be loaded.">
        <Button size="sm" colorPalette="brand" mt="2" onClick={() => actor.send({ type: 'RETRY' })}>
          Retry
        </Button>
      </InlineAlert>
    );
  }
  if (state === 'shown' && detail) return <Detail detail={detail} />;
  return (
    <Box display="flex" alignItems="center" gap="3" py="8" role="status">
      <Spinner color="brand.solid" />
      <Text>Loading the support request…</Text>
    </Box>
  );
}

/**
 * The route named potentialdetailial (spec §2): /potential/potentialdetailial/{id}/supportonline,
 * one support request with its reply (machines/support-detail.ts decides what shows).
 */
export function SupportDetailScreen({ logic }: { logic?: SupportDetailLogic }) {
  const { id, type } = useParams();
  const queryClient = useQueryClient();
  const [provided] = useState(() => logic ?? createSupportDetailLogic(queryClient));
  usePageTitle('Support Request');

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
      {/* A new address is another request: a fresh machine for it. */}
      <SupportDetailActor.Provider key={`${id}/${type}`} logic={provided} options={{ input: { id, type } }}>
        <SupportDetailBody />
      </SupportDetailActor.Provider>
    </Box>
  );
}
