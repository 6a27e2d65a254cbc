import type { TargetReady } from '../../bench/target.ts';
import { formatThroughput, isSuccessEnvelope, scenariosFor } from '../../bench/throughput.ts';

const target: TargetReady = {
  type: 'ready',
  engine: 'pglite',
  bareUrl: 'http://127.0.0.1:1000',
  signInUrl: 'http://127.0.0.1:2000/api/public/auth/user/login/email',
  signInBody: {
    loginEmail: 'bench@example.com',
    password: 'bench_pass-1',
    loginTarget: 'Potential_Student_Entrance',
  },
  currentUserUrl: 'http://127.0.0.1:2000/api/private/auth/info',
  token: 't'.repeat(43),
  rateLimits: { login: 1, loginAddress: 1, sendCode: 1, verify: 1, forgot: 1, passwordCheck: 1 },
};

describe('bench throughput', () => {
  it('counts an API answer as good only when its envelope code is 204', () => {
    expect(isSuccessEnvelope('{"code":204,"msg":"","result":{}}')).toBe(true);
    expect(isSuccessEnvelope('{"code":401,"msg":"Email or password is incorrect.","result":null}')).toBe(
      false,
    );
    expect(isSuccessEnvelope('{"code":2040}')).toBe(false);
    expect(isSuccessEnvelope(undefined)).toBe(false);
  });

  it('measures the bare route first and sign-in last, with the token on the current-user call', () => {
    const scenarios = scenariosFor(target);
    expect(scenarios.map((scenario) => `${scenario.method} ${new URL(scenario.url).pathname}`)).toEqual([
      'GET /bare',
      'POST /api/private/auth/info',
      'POST /api/public/auth/user/login/email',
    ]);
    expect(scenarios[0]?.verifyBody).toBeUndefined();
    expect(scenarios[1]?.headers?.authorization).toBe(`Bearer ${target.token}`);
    expect(JSON.parse(scenarios[2]?.body ?? '{}')).toEqual(target.signInBody);
  });

  it('prints the ratio to the bare route as a percentage', () => {
    const row = {
      method: 'GET',
      path: '/bare',
      requests: 1,
      rps: 1,
      latencyMs: { p50: 1, p99: 2 },
      bad: 0,
      errors: 0,
    };
    const table = formatThroughput([
      { ...row, name: 'bare', okRps: 20000, ratio: 1 },
      { ...row, name: 'api', okRps: 5000, ratio: 0.25 },
    ]);
    expect(table).toMatch(/bare .* 100\.0%/);
    expect(table).toMatch(/api .* 25\.0%/);
  });
});
