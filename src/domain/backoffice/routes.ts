/** The staff home: staff who sign in (or open the applicant home) land on their queue (issue 11). */
export const STAFF_HOME = '/staff/queue';
/** The back office's container for one application. */
export const staffApplicationRoute = (category: string, id: number) => `/staff/application/${category}/${id}`;
