/**
 * Dates in lists without a date library (issue 12, first load: dayjs was 3 KB gzip on every list).
 * Parsing is dayjs's: a string without a trailing Z that looks like a local date-time is read as
 * local time, anything else goes to `new Date`; the result is shown in local time.
 */
const LOCAL_DATE_TIME =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(text: string): Date {
  const parts = /Z$/i.test(text) ? null : LOCAL_DATE_TIME.exec(text);
  if (!parts) return new Date(text);
  const number = (part: string | undefined, fallback: number) => (part ? Number(part) : fallback);
  return new Date(
    Number(parts[1]),
    Number(parts[2]) - 1 || 0,
    number(parts[3], 1),
    number(parts[4], 0),
    number(parts[5], 0),
    number(parts[6], 0),
    Number((parts[7] || '0').substring(0, 3)),
  );
}

/** Dates in lists: day, month abbreviation, year (spec §9), e.g. '4 Mar 2025'; '' when missing. */
export function listDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = parse(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${String(date.getFullYear()).padStart(4, '0')}`;
}
