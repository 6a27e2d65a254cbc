import { Box, Flex, Grid, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DASHBOARD_DAYS, DASHBOARD_TITLE } from '@/domain/backoffice/dashboard.ts';
import { STAFF_HOME } from '@/domain/backoffice/routes.ts';
import { useDashboard } from '@/web/logic/staff-dashboard.ts';
import { listDate } from '@/web/ui/format-date.ts';
import { ListFailed, ListLoading } from '@/web/ui/list-parts.tsx';
import { usePageTitle } from '@/web/ui/page-title.ts';
import { StaffAccountNav } from '@/web/ui/staff-account-nav.tsx';
import '@/web/ui/recipes/table.ts';

const SubmissionsChart = lazy(async () => ({
  default: (await import('./submissions-chart.tsx')).SubmissionsChart,
}));

/** A two-column table of numbers: what is counted, and how many. */
function CountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [ReactNode, number][];
}) {
  return (
    <Table.Root size="sm" variant="line" maxW="32rem">
      <Table.Caption
        captionSide="top"
        textAlign="start"
        fontWeight="semibold"
        fontSize="md"
        color="brand.fg"
        mb="2"
      >
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{head[0]}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{head[1]}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(([label, count], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed list in a fixed order.
          <Table.Row key={index}>
            <Table.Cell>{label}</Table.Cell>
            <Table.Cell textAlign="end">{count}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const days = (value: number) => `${value} ${value === 1 ? 'day' : 'days'}`;

/**
 * The staff dashboard (issue 25 item 7): counts per status and per category (the queue's own
 * counts), submissions per day over the last 30 days as a chart with the same numbers as a table,
 * and the median days from submission to the first decision.
 */
export function StaffDashboardScreen() {
  usePageTitle(DASHBOARD_TITLE);
  const dashboard = useDashboard();
  const data = dashboard.data;
  const total = data?.perDay.reduce((sum, point) => sum + point.count, 0) ?? 0;
  return (
    <Box>
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="2xl" color="brand.fg">
          {DASHBOARD_TITLE}
        </Heading>
        <StaffAccountNav />
      </Flex>
      {dashboard.error ? (
        <ListFailed
          title="The dashboard could not be loaded."
          message={dashboard.error.message}
          onRetry={() => void dashboard.refetch()}
        />
      ) : null}
      {!data && !dashboard.error ? <ListLoading>Loading the dashboard…</ListLoading> : null}
      {data ? (
        <Stack gap="8">
          <Box as="section" aria-labelledby="median-heading">
            <Heading as="h2" id="median-heading" size="md" color="brand.fg" mb="1">
              Median time to a first decision
            </Heading>
            <Text fontSize="2xl" fontWeight="semibold">
              {data.medianDaysToDecision === null ? 'No decisions yet' : days(data.medianDaysToDecision)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              From submission to the first offer or refusal, over every application decided.
            </Text>
          </Box>
          <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="6" alignItems="start">
            <CountTable
              caption="Applications by status"
              head={['Status', 'Applications']}
              rows={data.statuses.map((status) => [status.label, status.count])}
            />
            <CountTable
              caption="Applications by category (all but editing)"
              head={['Category', 'Applications']}
              rows={data.categories.map((category) => [category.label, category.count])}
            />
          </Grid>
          <Box as="section" aria-labelledby="per-day-heading" minW="0">
            <Heading as="h2" id="per-day-heading" size="md" color="brand.fg" mb="1">
              {`Submissions per day, last ${DASHBOARD_DAYS} days`}
            </Heading>
            <Text mb="2">{`${total} ${total === 1 ? 'submission' : 'submissions'} in all. The table below the chart gives each day’s number.`}</Text>
            <Suspense fallback={<Box minH="240px" />}>
              <SubmissionsChart perDay={data.perDay} />
            </Suspense>
            <Box as="details" mt="3">
              <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="semibold">
                Submissions per day as a table
              </Box>
              <Box mt="2">
                <CountTable
                  caption={`Submissions per day, last ${DASHBOARD_DAYS} days`}
                  head={['Day', 'Submissions']}
                  rows={data.perDay.map((point) => [listDate(point.day), point.count])}
                />
              </Box>
            </Box>
          </Box>
          <Text>
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={STAFF_HOME}>Open the applications queue</RouterLink>
            </Link>
          </Text>
        </Stack>
      ) : null}
    </Box>
  );
}
