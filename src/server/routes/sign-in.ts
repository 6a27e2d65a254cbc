import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { signInSchema } from '../../domain/schemas/account.ts';
import type { SignInResult } from '../../domain/user.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { deviceCookie, hasDeviceCookie } from '../services/device-cookie.ts';
import { verifyPassword } from '../services/passwords.ts';
import { portalOf, wrongPortalMessage } from '../services/portals.ts';
import { createSession } from '../services/sessions.ts';
import { findUserByEmail, toUser } from '../services/users.ts';

/** POST login: a session token and the user, or one answer for every kind of wrong credentials. */
export const signInRoutes: FastifyPluginAsync = async (app) => {
  app.post(ApiPath.login, async (request, reply) => {
    const input = parseBody(signInSchema, request.body);
    const trustedDevice = hasDeviceCookie(request.headers.cookie, app.secret, input.loginEmail, app.now());
    await app.limit.check('login', request, { trustedDevice });
    const user = await findUserByEmail(app.db, input.loginEmail);
    // Always one argon2 verify (a dummy one for unknown emails): the timing reveals no accounts.
    const valid = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !valid) throw new Refusal(Code.Unauthorized, Msg.signInFailed);
    await app.limit.passed('login', request, { trustedDevice });
    // Each role has its own portal (agent., staff., or neither): a right password on the wrong one is told where to go.
    if (portalOf(request.hostname, app.config.portalMode) !== user.role) {
      throw new Refusal(Code.Unauthorized, wrongPortalMessage(user.role));
    }
    // Bound to this portal: the token answers like a missing session on the others (issue 24).
    const token = await createSession(app.db, user.id, app.now(), app.sessionPolicy, user.role);
    const secure = app.config.publicUrl.startsWith('https:');
    reply.header('set-cookie', deviceCookie(app.secret, input.loginEmail, app.now(), secure));
    return ok<SignInResult>({ token, user: toUser(user) });
  });
};
