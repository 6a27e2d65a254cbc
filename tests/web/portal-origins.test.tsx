import { describe, expect, it } from 'vitest';
import { portalOrigins } from '@/web/mode.ts';

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
