import { Box, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { queueAddress, queuePaging } from '@machines/staff-queue.ts';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { DASHBOARD_TITLE } from '@/domain/backoffice/dashboard.ts';
import { STAFF_DASHBOARD } from '@/domain/backoffice/routes.ts';
import { StaffQueueActor, type StaffQueueLogic, staffQueueLogic } from '@/web/logic/staff-queue.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { ListEmpty, ListFailed, ListLoading, ListPaging } from '@/web/ui/list-parts.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { StaffAccountNav, staffNavLink } from '@/web/ui/staff-account-nav.tsx';
import { ExportButtons } from './export-buttons.tsx';
import { QueueFilters } from './queue-filters.tsx';
import { QueueTable } from './queue-table.tsx';

export const QUEUE_TITLE = 'Applications Queue';

/**
 * The address follows the queue (issue 25): what the machine holds is written in place of the current
 * entry, so Back from an application, a reload and a shared link all find the same filtered page.
 */
function QueueAddress() {
  const address = StaffQueueActor.useSelector((s) => queueAddress(s.context));
  const navigate = useNavigate();
  const { search } = useLocation();
  useEffect(() => {
    if (address !== search) void navigate({ search: address }, { replace: true });
  }, [address, search, navigate]);
  return null;
}

function QueueBody() {
  const actor = StaffQueueActor.useActorRef();
  // A page of the queue is drawn at transition priority, in slices (issue 27), as the applicant's list.
  const queue = useDeferredValue(StaffQueueActor.useSelector((s) => s));
  const loading = queue.matches('loading');
  const error = queue.matches('failed') ? queue.context.error : null;
  const { data, pageNum } = queue.context;
  return (
    <Box>
      <QueueFilters />
      {error ? (
        <ListFailed
          title="The queue could not be loaded."
          message={error.message}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      ) : null}
      {loading && !data ? <ListLoading>Loading the queue…</ListLoading> : null}
      {data && data.list.length === 0 && !loading ? (
        <ListEmpty>
          <Text fontWeight="semibold">No applications match these filters.</Text>
        </ListEmpty>
      ) : null}
      {data && data.list.length > 0 ? (
        <>
          <Text
            mb="2"
            aria-live="polite"
          >{`${data.total} ${data.total === 1 ? 'application' : 'applications'}`}</Text>
          <QueueTable rows={data.list} busy={loading} />
        </>
      ) : null}
      {data && data.total > 0 ? (
        <ListPaging
          label="Queue pages"
          pageNum={pageNum}
          paging={queuePaging({ data, pageNum })}
          send={actor.send}
        />
      ) : null}
    </Box>
  );
}

/**
 * The staff home (issue 11): the queue of applications — submitted first, then by submission time —
 * with filters, 20 a page, counts per status, Open into the back office's container, and the export.
 */
export function StaffQueueScreen({
  logic = staffQueueLogic,
  clock,
}: {
  logic?: StaffQueueLogic;
  clock?: ActorClock;
}) {
  usePageTitle(QUEUE_TITLE);
  // The queue starts where its address puts it (read once: from then on the machine holds it).
  const { search } = useLocation();
  const [input] = useState(() => ({ address: search }));
  return (
    <StaffQueueActor.Provider logic={logic} options={withClock({ input }, clock)}>
      <QueueAddress />
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="2xl" color="brand.fg">
          {QUEUE_TITLE}
        </Heading>
        <Flex gap="3" align="center" wrap="wrap">
          <ExportButtons />
          <Link asChild {...staffNavLink}>
            <RouterLink to={STAFF_DASHBOARD}>{DASHBOARD_TITLE}</RouterLink>
          </Link>
          <StaffAccountNav onQueue />
        </Flex>
      </Flex>
      <QueueBody />
    </StaffQueueActor.Provider>
  );
}
