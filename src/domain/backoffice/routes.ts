import { type BreadcrumbItem, breadcrumb, STEP_KEYS, type StepKey } from '../applications/steps.ts';
import type { Category, Role } from '../user.ts';

/** The staff home: staff who sign in (or open the applicant home) land on their queue (issue 11). */
export const STAFF_HOME = '/staff/queue';
/**
 * Where the applicant home (/potential/home) sends a signed-in account instead, if anywhere: staff
 * have no applications of their own, so their home is the queue; applicants and agents stay.
 */
export const homeRedirect = (role: Role | undefined): string | null => (role === 'staff' ? STAFF_HOME : null);
/** The intake's overview (issue 25 item 7), linked beside the queue. */
export const STAFF_DASHBOARD = '/staff/dashboard';
/** The back office's container for one application. */
export const staffApplicationRoute = (category: string, id: number) => `/staff/application/${category}/${id}`;

/** The container opened at one of its steps (`?step=`: a link opened in a new tab lands there). */
export const staffStepRoute = (category: string, id: number, step: StepKey) =>
  `${staffApplicationRoute(category, id)}?step=${step}`;

/** The container's steps: the flow's from Personal to Finish (Start is the applicant's home). */
export const STAFF_STEPS = STEP_KEYS.filter((step) => step !== 'start');

/** The step a `?step=` names, when it is one of the container's; otherwise Personal. */
export function staffStepOf(value: string | null | undefined): StepKey {
  return (STAFF_STEPS as readonly string[]).includes(value ?? '') ? (value as StepKey) : 'personal';
}

/**
 * The container's breadcrumb: the applicant's numbers and labels, the links into the container
 * itself. A saved application's every step is a link for staff (they review in any order); Finish
 * never is (it follows a submission), and a new application has only Personal until it is saved.
 */
export function staffBreadcrumb(category: Category, id: number, current: StepKey): BreadcrumbItem[] {
  return breadcrumb(category, id, current)
    .filter((item) => item.step !== 'start')
    .map((item) => ({
      ...item,
      route: staffStepRoute(category, id, item.step),
      link: item.step !== 'finish' && !item.current && (id > 0 || item.step === 'personal'),
    }));
}
