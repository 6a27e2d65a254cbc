import { type Mode, modeFromHost } from '../../domain/mode.ts';
import type { Role } from '../../domain/user.ts';

/** Where each role signs in: the host prefix that selects its portal (DESIGN.md "Mode, role, category"). */
const PORTAL_NAMES: Record<Role, string> = {
  applicant: 'the student portal (the address without agent. or staff.)',
  agent: 'the agent portal (the address starting with agent.)',
  staff: 'the staff portal (the address starting with staff.)',
};

/** The portal a request came to: the Host header's prefix, unless the configuration fixes one. */
export function portalOf(hostname: string, override?: Mode | null): Mode {
  return modeFromHost(hostname, override);
}

/** Said only after the password was right, so it reveals nothing to someone guessing. */
export function wrongPortalMessage(role: Role): string {
  return `This account cannot sign in here. Please sign in on ${PORTAL_NAMES[role]}.`;
}
