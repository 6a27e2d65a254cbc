import { sql } from 'drizzle-orm';
import { STATUS_KEYS, STATUS_LABELS } from '../../domain/applications/status.ts';
import { DASHBOARD_DAYS, type DashboardAnswer } from '../../domain/backoffice/dashboard.ts';
import { CATEGORIES } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applicationCounts, applicationEvents, applications } from '../db/schema.ts';

const DAY = 86_400_000;
/** A UTC calendar day as yyyy-MM-dd. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The moves that decide an application: its first is "the first decision" (ADR 025). */
const OUTCOMES = sql.raw(`'offered', 'refused'`);

type Rows<T> = { rows: T[] };

/**
 * The dashboard (issue 25 item 7): the counts come from the queue's own cells (application_counts,
 * 'all' scope: what POST /staff/application/list reads), so they are the queue's counts; the
 * submissions of the last DASHBOARD_DAYS days by index (applications_submitted_at_idx); the median
 * days from submission to the first offer or refusal.
 */
export async function dashboard(db: Db, now: Date): Promise<DashboardAnswer> {
  const cells = (await db.execute(sql`
    select ${applicationCounts.status} as status, ${applicationCounts.category} as category,
      sum(${applicationCounts.n})::int as n
    from ${applicationCounts} where ${applicationCounts.scope} = 'all'
    group by ${applicationCounts.status}, ${applicationCounts.category}`)) as unknown as Rows<{
    status: string;
    category: string;
    n: number;
  }>;
  const count = (test: (cell: { status: string; category: string }) => boolean) =>
    cells.rows.filter(test).reduce((sum, cell) => sum + Number(cell.n), 0);

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (DASHBOARD_DAYS - 1) * DAY;
  const days = (await db.execute(sql`
    select to_char(${applications.submittedAt} at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
    from ${applications}
    where ${applications.submittedAt} is not null
      and ${applications.submittedAt} >= ${new Date(first).toISOString()}::timestamptz
      and ${applications.submittedAt} < ${new Date(today + DAY).toISOString()}::timestamptz
    group by 1`)) as unknown as Rows<{ day: string; n: number }>;

  const median = (await db.execute(sql`
    select percentile_cont(0.5) within group (
      order by extract(epoch from (decided.first_at - ${applications.submittedAt})) / 86400
    ) as days
    from (
      select ${applicationEvents.applicationId} as application_id, min(${applicationEvents.at}) as first_at
      from ${applicationEvents}
      where ${applicationEvents.kind} = 'decision' and ${applicationEvents.detail} ->> 'to' in (${OUTCOMES})
      group by ${applicationEvents.applicationId}
    ) as decided
    join ${applications} on ${applications.id} = decided.application_id
    where ${applications.submittedAt} is not null and decided.first_at >= ${applications.submittedAt}`)) as unknown as Rows<{
    days: number | string | null;
  }>;
  const medianDays = median.rows[0]?.days;

  return {
    statuses: STATUS_KEYS.map((value) => ({
      value,
      label: STATUS_LABELS[value],
      count: count((cell) => cell.status === value),
    })),
    categories: CATEGORIES.map((value) => ({
      value,
      label: value,
      count: count((cell) => cell.category === value && cell.status !== 'editing'),
    })),
    perDay: Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
      const day = dayOf(first + index * DAY);
      return { day, count: Number(days.rows.find((row) => row.day === day)?.n ?? 0) };
    }),
    medianDaysToDecision:
      medianDays === null || medianDays === undefined ? null : Math.round(Number(medianDays) * 10) / 10,
  };
}
