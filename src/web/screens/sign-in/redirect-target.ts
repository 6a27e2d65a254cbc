export const DEFAULT_AFTER_SIGN_IN = '/potential/home';

/**
 * Where to go after signing in: the `redirect` query when it is a path on this site, otherwise the
 * applications home. Absolute and protocol-relative URLs (`https://evil.example`, `//evil.example`,
 * `/\evil.example`) and `javascript:` are refused: no open redirect.
 */
export function redirectTarget(redirect: string | null | undefined, origin = window.location.origin): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return DEFAULT_AFTER_SIGN_IN;
  }
  try {
    const url = new URL(redirect, origin);
    if (url.origin !== origin) return DEFAULT_AFTER_SIGN_IN;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Back to the sign-in screen itself would loop.
    return url.pathname === '/' ? DEFAULT_AFTER_SIGN_IN : path;
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
}
