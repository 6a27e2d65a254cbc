import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { deferred } from './deferred.ts';

/**
 * DOMPurify (15 KB gzip) is fetched beside the screen, not before it (deferred.ts): the HTML it cleans
 * comes from the server anyway. Nothing is shown until it is in: never unsanitised HTML.
 */
const purifier = deferred(() => import('dompurify').then((module) => module.default));
export const preloadSanitizer = purifier.preload;

export interface SafeHtmlProps extends Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML from the server (terms, declaration): sanitised here before it reaches the page. */
  html: string;
}

/** Renders server-provided HTML after DOMPurify has removed scripts, handlers and other active content. */
export function SafeHtml({ html, ...box }: SafeHtmlProps) {
  const DOMPurify = purifier.use();
  const clean = useMemo(
    () => (DOMPurify ? DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) : ''),
    [DOMPurify, html],
  );
  return (
    <Box
      css={{
        '& p, & ul, & ol': { mb: '3' },
        '& ul, & ol': { ps: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mt: '4', mb: '2' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
      }}
      {...box}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
