import type { FilterOption } from '../applications/list.ts';
import type { StatusKey } from '../applications/status.ts';
import type { Category } from '../user.ts';

/** The staff dashboard (issue 25 item 7): an overview of the intake. */
export const DASHBOARD_TITLE = 'Dashboard';
/** How many days the submissions chart covers, today included. */
export const DASHBOARD_DAYS = 30;

/** GET /staff/application/dashboard. */
export interface DashboardAnswer {
  /** Every status with its count: the queue's own status counts. */
  statuses: FilterOption<StatusKey>[];
  /** Per category, the applications the queue lists for it ('All but editing'). */
  categories: FilterOption<Category>[];
  /** Submissions per day (UTC calendar days, yyyy-MM-dd), oldest first, DASHBOARD_DAYS days ending today. */
  perDay: { day: string; count: number }[];
  /** The median of days from submission to the first decision, one decimal; null before any decision. */
  medianDaysToDecision: number | null;
}
