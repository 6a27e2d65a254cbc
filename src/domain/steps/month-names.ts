/**
 * The months' names, for dates as people read them ('17 May 2000'). Apart from dates.ts, which brings
 * dayjs: the answers' date formatter needs only these, and the applicant's home and older list load it
 * with their evidence banners (issue 27: dayjs was 3.4 KB gzip of each page's first load).
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
