import { MONTH_NAMES as MONTHS } from '../steps/month-names.ts';

/** A form date (yyyy-MM-dd) as people read it: '17 May 2000'; anything else as it is. */
export function readableDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : iso;
}

/** A yes/no answer in words. */
export const yesNoWord = (answer: boolean): 'Yes' | 'No' => (answer ? 'Yes' : 'No');

/**
 * A Tax File Number shown again (check your answers, the PDF, the history): only its last three
 * characters, the rest as bullets — enough to recognise it, not enough to use it (issue 23).
 */
export function maskTaxFileNumber(value: string): string {
  const kept = value.trim();
  return kept ? `••••••${kept.slice(-3)}` : '';
}
