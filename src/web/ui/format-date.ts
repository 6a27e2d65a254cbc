import dayjs from 'dayjs';

/** Dates in lists: day, month abbreviation, year (spec §9), e.g. '4 Mar 2025'; '' when missing. */
export function listDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY') : '';
}
