import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { pagingOfContext } from '@machines/applications-list.ts';
import { useEffect, useRef } from 'react';
import { InlineAlert } from '@/web/ui/inline-alert.tsx';
import { Pager } from '@/web/ui/pager.tsx';
import { DeleteDialog, ReasonDialog } from './application-dialogs.tsx';
import { ApplicationFilters } from './application-filters.tsx';
import { APPLICATIONS_REGION_ID, ApplicationsTable } from './applications-table.tsx';
import { ApplicationsListActor } from './home-actors.ts';

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.emphasized" borderRadius="l2" p="8" textAlign="center">
      <Text fontWeight="semibold" mb="1">
        {filtered ? 'No applications match these filters.' : 'You have no applications yet.'}
      </Text>
      <Text color="fg.muted">
        {filtered ? 'Change the keywords, status or category.' : 'Start one with New Application.'}
      </Text>
    </Box>
  );
}

/**
 * After a delete the reloaded page no longer has the row whose Delete button had focus: rather than
 * leave keyboard users at the top of the document, continue from the table.
 */
function useFocusAfterDelete() {
  const deleting = ApplicationsListActor.useSelector((s) => s.matches({ ready: 'deleting' }));
  const idle = ApplicationsListActor.useSelector((s) => s.matches({ ready: 'idle' }));
  const pending = useRef(false);
  useEffect(() => {
    if (deleting) pending.current = true;
  }, [deleting]);
  useEffect(() => {
    if (!idle || !pending.current) return;
    pending.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      document.getElementById(APPLICATIONS_REGION_ID)?.focus();
    }
  }, [idle]);
}

/** 'My Applications': filters, the table (loading, failed, empty), paging and the row dialogs. */
export function ApplicationsTab() {
  const actor = ApplicationsListActor.useActorRef();
  const loading = ApplicationsListActor.useSelector((s) => s.matches('loading'));
  const failed = ApplicationsListActor.useSelector((s) => s.matches('failed'));
  const error = ApplicationsListActor.useSelector((s) => (s.matches('failed') ? s.context.error : null));
  const data = ApplicationsListActor.useSelector((s) => s.context.data);
  const filters = ApplicationsListActor.useSelector((s) => s.context.filters);
  const pageNum = ApplicationsListActor.useSelector((s) => s.context.pageNum);
  const paging = pagingOfContext({ data, pageNum });
  const filtered = Boolean(filters.keywords || filters.status || filters.applicationCategory);
  useFocusAfterDelete();

  return (
    <Box>
      <ApplicationFilters />
      {failed ? (
        <InlineAlert title="Your applications could not be loaded.">
          <Text mb="2">{error?.message}</Text>
          <Button size="sm" colorPalette="brand" onClick={() => actor.send({ type: 'RETRY' })}>
            Retry
          </Button>
        </InlineAlert>
      ) : null}
      {loading && !data ? (
        <Box display="flex" alignItems="center" gap="3" py="8" justifyContent="center" role="status">
          <Spinner color="brand.solid" />
          <Text>Loading your applications…</Text>
        </Box>
      ) : null}
      {data && data.list.length === 0 && !loading ? <EmptyState filtered={filtered} /> : null}
      {data && data.list.length > 0 ? <ApplicationsTable rows={data.list} busy={loading} /> : null}
      {data && data.total > 0 ? (
        <Pager
          label="Applications pages"
          pageNum={pageNum}
          pages={paging.pages}
          hasPrev={paging.hasPrev}
          hasNext={paging.hasNext}
          onPrev={() => actor.send({ type: 'PREV' })}
          onNext={() => actor.send({ type: 'NEXT' })}
        />
      ) : null}
      <DeleteDialog />
      <ReasonDialog />
    </Box>
  );
}
