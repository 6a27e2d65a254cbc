/**
 * Character counts instead of silent truncation (issue 23 item 8, GOV.UK Design System "Character
 * count"): a text field whose limit is this or more shows how many characters are left, keeps what is
 * typed or pasted beyond the limit, and lets its rule refuse it with the field's own message. Shorter
 * fields (names, codes, postcodes) keep a hard input limit: a count under each would be noise.
 */
export const COUNTED_FROM = 100;

/** Whether a field with this limit shows a count (and so has no hard input limit). */
export const isCounted = (limit: number | undefined): limit is number =>
  limit !== undefined && limit >= COUNTED_FROM;

/** Numbers as GOV.UK's character count prints them: grouped by thousands ('4,500'). */
const grouped = new Intl.NumberFormat('en-AU');

const characters = (count: number) => `${grouped.format(count)} character${count === 1 ? '' : 's'}`;

/** What the count says for `length` characters of `limit`; `over` when the text is too long. */
export function characterCount(limit: number, length: number): { message: string; over: boolean } {
  const left = limit - length;
  return left >= 0
    ? { message: `You have ${characters(left)} remaining`, over: false }
    : { message: `You have ${characters(-left)} too many`, over: true };
}

/** The hint tied to the field for screen readers (GOV.UK: 'You can enter up to 500 characters'). */
export const characterLimitHint = (limit: number) => `You can enter up to ${characters(limit)}`;
