import { useEffect } from 'react';

export const SITE_NAME = 'Admission Portal';

/** Sets document.title to "<page> | Admission Portal" while the page is shown (WCAG 2.4.2). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
