import { describe, expect, it } from 'vitest';
import { currentMode, portalOrigins } from '@/web/mode.ts';

describe('portalOrigins', () => {
  it('derives the three portals from the current host and port', () => {
    expect(portalOrigins({ protocol: 'http:', hostname: 'localhost', port: '8080' })).toEqual({
      student: 'http://localhost:8080',
      agent: 'http://agent.localhost:8080',
      staff: 'http://staff.localhost:8080',
    });
  });
  it('strips the mode prefix of the host it is on', () => {
    expect(portalOrigins({ protocol: 'https:', hostname: 'staff.apply.example.edu', port: '' })).toEqual({
      student: 'https://apply.example.edu',
      agent: 'https://agent.apply.example.edu',
      staff: 'https://staff.apply.example.edu',
    });
  });
  it('uses localhost for an IP address, which has no sub-domains', () => {
    expect(portalOrigins({ protocol: 'http:', hostname: '127.0.0.1', port: '5173' }).agent).toBe(
      'http://agent.localhost:5173',
    );
  });
});

describe('currentMode', () => {
  afterEach(() => {
    for (const meta of document.querySelectorAll('meta[name="portal-mode"]')) meta.remove();
  });

  it('comes from the host name when the deployment fixes none', () => {
    expect(currentMode()).toBe('applicant'); // jsdom's host is localhost
  });

  it('follows the mode the server wrote for a deployment with PORTAL_MODE', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-mode';
    meta.content = 'staff';
    document.head.append(meta);
    expect(currentMode()).toBe('staff');
  });

  it('ignores a meta tag naming no mode', () => {
    const meta = document.createElement('meta');
    meta.name = 'portal-mode';
    meta.content = 'admin';
    document.head.append(meta);
    expect(currentMode()).toBe('applicant');
  });
});
