import type { Role } from './user.ts';

/** Presentation mode, from the host name (DESIGN.md: staff. → staff, agent. → agent, else applicant). */
export type Mode = Role;

export function modeFromHost(hostname: string, override?: Mode | null): Mode {
  if (override) return override;
  const host = hostname.toLowerCase();
  if (host.startsWith('staff.')) return 'staff';
  if (host.startsWith('agent.')) return 'agent';
  return 'applicant';
}
