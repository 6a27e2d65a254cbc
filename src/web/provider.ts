import { PROVIDER_META_NAME, parseProviderName, withProviderName } from '@/domain/provider.ts';

/**
 * The provider's name for this page: the server writes PROVIDER_NAME into it as a meta tag (as it
 * writes a fixed mode); without one (the dev server, tests) the spec's 'TOP Education'.
 */
export function providerName(): string {
  return parseProviderName(
    document.querySelector<HTMLMetaElement>(`meta[name="${PROVIDER_META_NAME}"]`)?.content,
  );
}

/** A text of the spec's forms with this page's provider name in it. */
export const withProvider = (text: string): string => withProviderName(text, providerName());
