import { Box, Text } from '@chakra-ui/react';
import { pagingOfContext } from '@machines/applications-list.ts';
import { useDeferredValue, useEffect, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import { ApplicationsListActor, type applicationsListLogic } from '@/web/logic/home.ts';
import { ListEmpty, ListFailed, ListLoading, ListPaging } from '@/web/ui/list-parts.tsx';
import { DeleteDialog, ReasonDialog } from './application-dialogs.tsx';
import { ApplicationFilters } from './application-filters.tsx';
import { APPLICATIONS_REGION_ID, ApplicationsTable } from './applications-table.tsx';
import { EvidenceBanners } from './evidence-banners.tsx';

type ListSnapshot = SnapshotFrom<typeof applicationsListLogic>;

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <ListEmpty>
      <Text fontWeight="semibold" mb="1">
        {filtered ? 'No applications match these filters.' : 'You have no applications yet.'}
      </Text>
      <Text color="fg.muted">
        {filtered ? 'Change the keywords, status or category.' : 'Start one with New Application.'}
      </Text>
    </ListEmpty>
  );
}

/**
 * After a delete the reloaded page no longer has the row whose Delete button had focus: rather than
 * leave keyboard users at the top of the document, continue from the table.
 */
function useFocusAfterDelete(drawn: ListSnapshot) {
  const deleting = ApplicationsListActor.useSelector((s) => s.matches({ ready: 'deleting' }));
  const pending = useRef(false);
  useEffect(() => {
    if (deleting) pending.current = true;
  }, [deleting]);
  // Once the rows on screen are the reloaded ones (the drawn snapshot, committed after the machine's).
  useEffect(() => {
    if (!drawn.matches({ ready: 'idle' }) || !pending.current) return;
    pending.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) {
      document.getElementById(APPLICATIONS_REGION_ID)?.focus();
    }
  }, [drawn]);
}

/**
 * 'My Applications': filters, the table (loading, failed, empty), paging and the row dialogs. The
 * older list view (spec §2) shows the same list without the filters and the evidence banners.
 */
export function ApplicationsTab({ older = false }: { older?: boolean }) {
  const actor = ApplicationsListActor.useActorRef();
  // A page of rows is drawn at transition priority, in slices (issue 27: 20 rows were one long task
  // on a phone); what was on screen, the loading status included, stays until it is committed.
  const list = useDeferredValue(ApplicationsListActor.useSelector((s) => s));
  const loading = list.matches('loading');
  const failed = list.matches('failed');
  const error = failed ? list.context.error : null;
  const { data, filters, pageNum } = list.context;
  const paging = pagingOfContext({ data, pageNum });
  const filtered = Boolean(filters.keywords || filters.status || filters.applicationCategory);
  useFocusAfterDelete(list);

  return (
    <Box>
      {data && !older ? <EvidenceBanners rows={data.list} /> : null}
      {older ? null : <ApplicationFilters />}
      {failed ? (
        <ListFailed
          title="Your applications could not be loaded."
          message={error?.message}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      ) : null}
      {loading && !data ? <ListLoading>Loading your applications…</ListLoading> : null}
      {data && data.list.length === 0 && !loading ? <EmptyState filtered={filtered} /> : null}
      {data && data.list.length > 0 ? <ApplicationsTable rows={data.list} busy={loading} /> : null}
      {data && data.total > 0 ? (
        <ListPaging label="Applications pages" pageNum={pageNum} paging={paging} send={actor.send} />
      ) : null}
      <DeleteDialog />
      <ReasonDialog />
    </Box>
  );
}
