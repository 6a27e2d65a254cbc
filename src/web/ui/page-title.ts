import { useEffect } from 'react';

export const SITE_NAME = 'Admission Portal';

/**
 * Sets document.title to "<page> | Admission Portal" while the page is shown (WCAG 2.4.2). null:
 * the page around this one names it (a step embedded in the staff container).
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
