import { ApiPath } from '../../src/domain/api-paths.ts';
import { Code } from '../../src/domain/envelope.ts';
import type { Category, Role } from '../../src/domain/user.ts';
import { createSession } from '../../src/server/services/sessions.ts';
import type { UserRow } from '../../src/server/services/users.ts';
import { createUser } from './db-fixtures.ts';
import type { TestServer } from './test-server.ts';

/**
 * The callers of the authorization matrix (issue 13): nobody, each role in the two relations that
 * matter for an application (its owner or not; the agent who made it or another), staff, and two
 * dead sessions of the owner — one signed out, one past the session lifetime. The dead ones are the
 * owner's on purpose: if a dead session were taken for a live one, it would reach everything.
 */
export type CallerName =
  | 'anonymous'
  | 'owner'
  | 'otherApplicant'
  | 'agent'
  | 'otherAgent'
  | 'staff'
  | 'revoked'
  | 'expired';

export const CALLER_NAMES: readonly CallerName[] = [
  'anonymous',
  'owner',
  'otherApplicant',
  'agent',
  'otherAgent',
  'staff',
  'revoked',
  'expired',
];

/** The session a caller presents: none, a live one, or one that ended (signed out, or expired). */
export type SessionState = 'none' | 'live' | 'revoked' | 'expired';

export interface MatrixCaller {
  name: CallerName;
  session: SessionState;
  /** The account behind the token (the owner's for the dead sessions); undefined for anonymous. */
  user?: UserRow;
  email?: string;
  /** The bearer token sent; undefined for anonymous. */
  token?: string;
}

export interface Callers {
  byName: Record<CallerName, MatrixCaller>;
  all: MatrixCaller[];
  /** A new live session of a signed-in caller, for a call that ends the session it is made with. */
  freshToken(caller: MatrixCaller): Promise<string>;
}

/**
 * Makes the callers on a test server. Moves the server's clock past the session lifetime (idle and
 * absolute) once, right after the expired session is made: every other session is made afterwards,
 * so only that one is dead. Call it before anything else on the server uses the clock.
 */
export async function makeCallers(server: TestServer, category: Category = 'Domestic'): Promise<Callers> {
  const account = async (role: Role) => {
    const made = await createUser(server, { role, category: role === 'applicant' ? category : null });
    return { user: made.user, email: made.email };
  };
  const owner = await account('applicant');
  const otherApplicant = await account('applicant');
  const agent = await account('agent');
  const otherAgent = await account('agent');
  const staff = await account('staff');

  const session = (user: UserRow) =>
    createSession(server.app.db, user.id, server.app.now(), server.app.sessionPolicy);

  const expiredToken = await session(owner.user);
  const { idleMs, absoluteMs } = server.app.sessionPolicy;
  server.clock.advance(Math.max(idleMs, absoluteMs) + 60_000);

  const revokedToken = await session(owner.user);
  const signedOut = await server.call(ApiPath.signOut, undefined, { method: 'GET', token: revokedToken });
  if (signedOut.body.code !== Code.Success) throw new Error(`sign-out failed: ${signedOut.body.msg}`);

  const live = async (name: CallerName, who: { user: UserRow; email: string }): Promise<MatrixCaller> => ({
    name,
    session: 'live',
    ...who,
    token: await session(who.user),
  });
  const byName: Record<CallerName, MatrixCaller> = {
    anonymous: { name: 'anonymous', session: 'none' },
    owner: await live('owner', owner),
    otherApplicant: await live('otherApplicant', otherApplicant),
    agent: await live('agent', agent),
    otherAgent: await live('otherAgent', otherAgent),
    staff: await live('staff', staff),
    revoked: { name: 'revoked', session: 'revoked', ...owner, token: revokedToken },
    expired: { name: 'expired', session: 'expired', ...owner, token: expiredToken },
  };
  return {
    byName,
    all: CALLER_NAMES.map((name) => byName[name]),
    freshToken: async (caller) => {
      if (caller.session !== 'live' || !caller.user) throw new Error(`${caller.name} has no live session`);
      return session(caller.user);
    },
  };
}
