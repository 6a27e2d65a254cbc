import { useMemo } from 'react';
import { withProviderName } from '@/domain/provider.ts';
import { wordingFor } from '@/domain/steps/wording.ts';
import { currentMode } from '@/web/mode.ts';
import { providerName } from '@/web/provider.ts';

/**
 * The step texts in this page's wording: the applicant's own, or about the student on the agent
 * portal and in the back office (src/domain/steps/wording.ts), with the provider's name in place of
 * the spec's 'TOP Education' (PROVIDER_NAME, ADR 018). Mode and name are fixed per page, so both are
 * read once: looking the name up in the page for each text cost every field's render a scan of the
 * document.
 */
export function useWording(): (text: string) => string {
  return useMemo(() => {
    const word = wordingFor(currentMode());
    const name = providerName();
    return (text: string) => withProviderName(word(text), name);
  }, []);
}
