import { PROVIDER_META_NAME, parseProviderName } from '@/domain/provider.ts';

/**
 * The provider's name for this page: the server writes PROVIDER_NAME into it as a meta tag (as it
 * writes a fixed mode) in the head; without one (the dev server, tests) the spec's 'TOP Education'.
 * Only the head is searched: the form steps read it per field, and a scan of a whole form is not free.
 */
export function providerName(): string {
  return parseProviderName(
    (document.head ?? document).querySelector<HTMLMetaElement>(`meta[name="${PROVIDER_META_NAME}"]`)?.content,
  );
}
