import type { Mode } from './mode.ts';
import { ROLES } from './user.ts';

/**
 * A deployment may fix the mode (PORTAL_MODE) instead of deriving it from the host name. The server
 * then writes `<meta name="portal-mode" content="staff">` into index.html; the web app reads it and
 * passes it to modeFromHost as the override.
 */
export const MODE_META_NAME = 'portal-mode';

export function parseModeOverride(content: string | null | undefined): Mode | null {
  return ROLES.find((role) => role === content) ?? null;
}
