import { API_PREFIX, ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import { Msg } from '../../src/domain/messages.ts';
import type { Role } from '../../src/domain/user.ts';
import { createRoleAccount, createUserSchema } from '../../src/server/services/admin-users.ts';
import { wrongPortalMessage } from '../../src/server/services/portals.ts';
import { engines } from '../support/engines.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { newEmail, PASSWORD, registerAccount } from './helpers.ts';

const HOSTS: Record<Role, string> = {
  applicant: 'portal.test',
  agent: 'agent.portal.test',
  staff: 'staff.portal.test',
};

describe.each(engines)('roles and portals on $name', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(() => server?.close());

  /** Sign-in with a Host header (fetch may not set one; inject does). */
  const login = async (host: string, loginEmail: string, password = PASSWORD) => {
    const answer = await server.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${ApiPath.login}`,
      headers: { host },
      payload: { loginEmail, password },
    });
    return answer.json() as { code: number; msg: string; result: { user?: { role: Role } } | null };
  };

  const account = async (role: Role) => {
    const email = newEmail(role);
    if (role === 'applicant') await registerAccount(server, email);
    else await createRoleAccount(server.app.db, { role, email, password: PASSWORD }, server.app.now());
    return email;
  };

  it.each(['applicant', 'agent', 'staff'] as const)('a %s signs in on its own portal only', async (role) => {
    const email = await account(role);
    for (const [portal, host] of Object.entries(HOSTS)) {
      const answer = await login(host, email);
      if (portal === role) {
        expect(answer).toMatchObject({ code: Code.Success, result: { user: { role } } });
      } else {
        expect(answer).toEqual({ code: Code.Unauthorized, msg: wrongPortalMessage(role), result: null });
      }
    }
  });

  it('tells nothing about the portal to a wrong password', async () => {
    const email = await account('staff');
    for (const host of Object.values(HOSTS)) {
      expect(await login(host, email, 'wrong-password')).toEqual({
        code: Code.Unauthorized,
        msg: Msg.signInFailed,
        result: null,
      });
    }
  });

  it('names the right portal in the message', () => {
    expect(wrongPortalMessage('staff')).toMatch(/staff\./);
    expect(wrongPortalMessage('agent')).toMatch(/agent\./);
  });

  it('makes agent and staff accounts once per email, and checks the input', async () => {
    const email = newEmail('admin');
    const made = await createRoleAccount(
      server.app.db,
      { role: 'agent', email, password: PASSWORD },
      server.app.now(),
    );
    expect(made).toMatchObject({ role: 'agent', loginEmail: email });
    expect(
      await createRoleAccount(server.app.db, { role: 'staff', email, password: PASSWORD }, server.app.now()),
    ).toBeUndefined();
    expect(createUserSchema.safeParse({ role: 'applicant', email, password: PASSWORD }).success).toBe(false);
    expect(createUserSchema.safeParse({ role: 'staff', email: 'nope', password: PASSWORD }).success).toBe(
      false,
    );
    expect(createUserSchema.safeParse({ role: 'staff', email, password: PASSWORD }).success).toBe(true);
  });
});
