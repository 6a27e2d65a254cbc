import type { FastifyRequest } from 'fastify';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import type { Role } from '../../domain/user.ts';
import { Refusal } from '../http/envelope.ts';
import { type ActiveSession, resolveSession } from '../services/sessions.ts';
import type { UserRow } from '../services/users.ts';
import { shared } from './shared.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook on private routes. */
    auth: ActiveSession | null;
  }
  interface FastifyInstance {
    /** preHandler for private scopes: resolves the bearer token or answers envelope 403. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

/** Our tokens are 32 random bytes in base64url; anything else is refused without a query. */
const BEARER = /^Bearer ([A-Za-z0-9_-]{43})$/i;

export const authPlugin = shared('auth', async (app) => {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw new Refusal(Code.Forbidden, Msg.notSignedIn);
    const session = await resolveSession(app.db, token, app.now(), app.sessionPolicy);
    if (session === 'unknown') throw new Refusal(Code.Forbidden, Msg.notSignedIn);
    if (session === 'ended') throw new Refusal(Code.Forbidden, Msg.sessionExpired);
    request.auth = session;
  });
});

/** The session of a request that passed `authenticate`. */
export function signedIn(request: FastifyRequest): ActiveSession {
  if (!request.auth) throw new Refusal(Code.Forbidden, Msg.notSignedIn);
  return request.auth;
}

/**
 * The signed-in user when the role on the account is one of `roles`; otherwise 406 "not allowed"
 * (403 is kept for a missing or ended session, which sends the client to sign in).
 */
export function signedInAs<R extends Role>(
  request: FastifyRequest,
  roles: readonly R[],
): UserRow & { role: R } {
  const { user } = signedIn(request);
  if (!(roles as readonly Role[]).includes(user.role)) throw new Refusal(Code.Refused, Msg.notAllowed);
  return user as UserRow & { role: R };
}
