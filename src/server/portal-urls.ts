import type { Role } from '../domain/user.ts';

const MODE_PREFIX = /^(agent|staff)\./i;
const PREFIX: Record<Role, string> = { applicant: '', agent: 'agent.', staff: 'staff.' };

/**
 * The address each audience uses, from PUBLIC_URL and the host rule the web app reads its mode from
 * (DESIGN.md: `agent.` → agent portal, `staff.` → back office): http://localhost:8080 gives
 * http://agent.localhost:8080 for agents. Mail links go to the recipient's own portal (issue 23).
 */
export function portalUrlFor(publicUrl: string, role: Role): string {
  const url = new URL(publicUrl);
  url.hostname = `${PREFIX[role]}${url.hostname.replace(MODE_PREFIX, '')}`;
  return url.toString().replace(/\/+$/, '');
}
