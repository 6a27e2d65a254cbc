import { Box, Button, Text } from '@chakra-ui/react';
import { supportPaging } from '@machines/support-requests.ts';
import { useEffect } from 'react';
import { Msg } from '@/domain/messages.ts';
import { NewSupportRequestActor, SupportRequestsActor } from '@/web/logic/home.ts';
import { deferredView } from '@/web/ui/deferred-view.tsx';
import { PlusIcon } from '@/web/ui/icons.tsx';
import { ListEmpty, ListFailed, ListLoading, ListPaging } from '@/web/ui/list-parts.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { SupportTable } from './support-table.tsx';

/**
 * The new request's dialog and form (react-hook-form, zod and the request's schema: ~40 KB gzip)
 * are a chunk of their own, fetched when this tab is first drawn, not with the home (issue 27).
 * Until it is in, an opened dialog shows once it arrives, as every dialog does (app-dialog.tsx).
 */
const NewSupportDialog = deferredView(
  () => import('./new-support-dialog.tsx').then((module) => module.NewSupportDialog),
  { start: 'onUse' },
);

/** 'Support Online': the user's requests (20 a page) and New Request with its dialog. */
export function SupportTab() {
  const list = SupportRequestsActor.useActorRef();
  const dialog = NewSupportRequestActor.useActorRef();
  const loading = SupportRequestsActor.useSelector((s) => s.matches('loading'));
  const failed = SupportRequestsActor.useSelector((s) => s.matches('failed'));
  const error = SupportRequestsActor.useSelector((s) => s.context.error);
  const data = SupportRequestsActor.useSelector((s) => s.context.data);
  const pageNum = SupportRequestsActor.useSelector((s) => s.context.pageNum);
  const added = NewSupportRequestActor.useSelector((s) => s.matches('added'));
  const paging = supportPaging({ data, pageNum });

  // A request sent from the dialog is the newest: the list goes back to its first page.
  useEffect(() => {
    const subscription = dialog.on('added', () => list.send({ type: 'RELOAD' }));
    return () => subscription.unsubscribe();
  }, [dialog, list]);

  return (
    <Box>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <Text color="fg.muted">Ask the admissions team a question; the answer appears here.</Text>
        <Button colorPalette="brand" minH="11" onClick={() => dialog.send({ type: 'OPEN' })}>
          <PlusIcon />
          New Request
        </Button>
      </Box>
      {added ? <StatusMessage tone="success">{Msg.supportAdded}</StatusMessage> : null}
      {failed ? (
        <ListFailed
          title="Your support requests could not be loaded."
          message={error?.message}
          onRetry={() => list.send({ type: 'RETRY' })}
        />
      ) : null}
      {loading && !data ? <ListLoading>Loading your support requests…</ListLoading> : null}
      {data && data.list.length === 0 && !loading ? (
        <ListEmpty>
          <Text fontWeight="semibold">You have no support requests yet.</Text>
        </ListEmpty>
      ) : null}
      {data && data.list.length > 0 ? <SupportTable rows={data.list} busy={loading} /> : null}
      {data && data.total > 0 ? (
        <ListPaging label="Support request pages" pageNum={pageNum} paging={paging} send={list.send} />
      ) : null}
      <NewSupportDialog />
    </Box>
  );
}
