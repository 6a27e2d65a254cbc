import { type Mode, modeFromHost } from '@/domain/mode.ts';
import { MODE_META_NAME, parseModeOverride } from '@/domain/mode-override.ts';

/**
 * The presentation mode for this page, from its host name (DESIGN.md: staff. / agent. / else
 * applicant), unless the deployment fixed it (PORTAL_MODE, written by the server as a meta tag in the
 * head, the only part searched).
 */
export function currentMode(): Mode {
  const fixed = (document.head ?? document).querySelector<HTMLMetaElement>(
    `meta[name="${MODE_META_NAME}"]`,
  )?.content;
  return modeFromHost(window.location.hostname, parseModeOverride(fixed));
}

const MODE_PREFIXES = /^(agent|staff)\./i;
const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/**
 * The sign-in portal of each audience on this deployment, derived from the current address:
 * on http://localhost:8080 they are http://localhost:8080, http://agent.localhost:8080 and
 * http://staff.localhost:8080; on https://apply.example.edu the prefixes replace nothing and are
 * added in front (https://agent.apply.example.edu). An IP address has no sub-domains, so
 * `localhost` stands in for it.
 */
export function portalOrigins(location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location) {
  const base = IP_ADDRESS.test(location.hostname)
    ? 'localhost'
    : location.hostname.replace(MODE_PREFIXES, '');
  const port = location.port ? `:${location.port}` : '';
  const origin = (prefix: string) => `${location.protocol}//${prefix}${base}${port}`;
  return { student: origin(''), agent: origin('agent.'), staff: origin('staff.') };
}
