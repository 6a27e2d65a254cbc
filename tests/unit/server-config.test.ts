import { loadConfig } from '../../src/server/config.ts';

describe('loadConfig', () => {
  it('has working defaults for `npm start`', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: '.data',
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 12,
      webDist: 'dist/web',
      trustProxy: false,
      rateLimits: { login: 10, sendCode: 20, verify: 30, forgot: 10, passwordCheck: 10 },
    });
    expect(Math.abs(config.now() - Date.now())).toBeLessThan(1000);
  });

  it('reads and converts the environment; empty strings count as unset', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://app@db:5432/portal',
      SMTP_URL: '',
      PUBLIC_URL: 'https://apply.example.edu/',
      PORTAL_MODE: 'staff',
      TRUST_PROXY: 'true',
      RATE_LIMIT_LOGIN: '3',
    });
    expect(config).toMatchObject({
      port: 9000,
      databaseUrl: 'postgres://app@db:5432/portal',
      smtpUrl: undefined,
      publicUrl: 'https://apply.example.edu',
      portalMode: 'staff',
      trustProxy: true,
    });
    expect(config.rateLimits.login).toBe(3);
  });

  it('fails fast with every bad variable named', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PORTAL_MODE: 'admin', SECRET: 'short' }),
    ).toThrowError(
      /Invalid configuration:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}PORTAL_MODE: .*\n {2}SECRET: /,
    );
  });
});
