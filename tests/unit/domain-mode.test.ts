import { describe, expect, it } from 'vitest';
import { modeFromHost } from '../../src/domain/mode.ts';
import { MODE_META_NAME, parseModeOverride } from '../../src/domain/mode-override.ts';

// Spec §1 and DESIGN.md "Mode, role, category": a `staff.` host gives staff, `agent.` agent, anything
// else applicant; a deployment may fix the mode instead.
describe('the mode from the host name', () => {
  it.each([
    ['staff.localhost', 'staff'],
    ['STAFF.Example.edu', 'staff'],
    ['agent.localhost', 'agent'],
    ['Agent.example.edu', 'agent'],
    ['localhost', 'applicant'],
    ['apply.example.edu', 'applicant'],
    ['mystaff.example.edu', 'applicant'],
    ['example.staff.edu', 'applicant'],
    ['agents.example.edu', 'applicant'],
    ['staff', 'applicant'],
  ] as const)('%s → %s', (host, mode) => {
    expect(modeFromHost(host)).toBe(mode);
    expect(modeFromHost(host, null)).toBe(mode);
  });

  it('an override wins over the host', () => {
    expect(modeFromHost('localhost', 'staff')).toBe('staff');
    expect(modeFromHost('staff.localhost', 'agent')).toBe('agent');
    expect(modeFromHost('agent.localhost', 'applicant')).toBe('applicant');
  });
});

describe('the mode a deployment fixes (meta portal-mode)', () => {
  it('is read from the meta element named portal-mode', () => {
    expect(MODE_META_NAME).toBe('portal-mode');
  });

  it.each(['applicant', 'agent', 'staff'] as const)('accepts %s', (mode) => {
    expect(parseModeOverride(mode)).toBe(mode);
  });

  it.each([null, undefined, '', 'Staff', 'admin', ' staff'])('ignores %j', (content) => {
    expect(parseModeOverride(content)).toBeNull();
  });
});
