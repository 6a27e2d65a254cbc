import { PROVIDER_META_NAME, parseProviderName } from '@/domain/provider.ts';

/**
 * The provider's name for this page: the server writes PROVIDER_NAME into it as a meta tag (as it
 * writes a fixed mode); without one (the dev server, tests) the spec's 'TOP Education'.
 */
export function providerName(): string {
  return parseProviderName(
    document.querySelector<HTMLMetaElement>(`meta[name="${PROVIDER_META_NAME}"]`)?.content,
  );
}
