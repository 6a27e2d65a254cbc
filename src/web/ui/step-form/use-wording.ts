import { useMemo } from 'react';
import { wordingFor } from '@/domain/steps/wording.ts';
import { currentMode } from '@/web/mode.ts';

/**
 * The step texts in this page's wording: the applicant's own, or about the student on the agent
 * portal and in the back office (src/domain/steps/wording.ts). The mode is fixed per page.
 */
export function useWording(): (text: string) => string {
  return useMemo(() => wordingFor(currentMode()), []);
}
