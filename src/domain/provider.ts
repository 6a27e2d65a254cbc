/**
 * The provider's name (issue 23 item 10, ADR 018): one setting, PROVIDER_NAME, for every mention —
 * the steps' group titles and questions, the footer, the terms, mails. The spec's forms say
 * 'TOP Education' ('TOP Information', 'Have you studied at TOP Education before?'), so that is the
 * default, and the texts keep the spec's words; `withProviderName` puts the setting in their place.
 */
export const DEFAULT_PROVIDER_NAME = 'TOP Education';

/** The server writes `<meta name="provider-name" content="…">` into the page; the web app reads it. */
export const PROVIDER_META_NAME = 'provider-name';

/** At most this long: it goes into titles, labels and mail subjects. */
export const PROVIDER_NAME_MAX = 100;

/** A configured name, or the default when it is missing or blank. */
export function parseProviderName(content: string | null | undefined): string {
  const name = content?.trim() ?? '';
  return name === '' ? DEFAULT_PROVIDER_NAME : name;
}

/** The spec's short form in group titles ('TOP Information'), before the full name is replaced. */
const SHORT_TITLE = /\bTOP Information\b/g;
const FULL_NAME = /\bTOP Education\b/g;

/**
 * A text of the spec's forms with the provider's name in place of 'TOP Education' (and of 'TOP' in
 * the group title 'TOP Information'); unchanged under the default name.
 */
export function withProviderName(text: string, name: string): string {
  if (name === DEFAULT_PROVIDER_NAME) return text;
  return text.replace(SHORT_TITLE, `${name} Information`).replace(FULL_NAME, name);
}
