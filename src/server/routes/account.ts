import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { changeEmailSchema, changePasswordSchema } from '../../domain/schemas/account.ts';
import type { User } from '../../domain/user.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { safeError } from '../http/log-safety.ts';
import { signedIn } from '../plugins/auth.ts';
import { emailChangedMail } from '../services/mail-templates.ts';
import { voidResets } from '../services/password-resets.ts';
import { hashPassword, verifyPassword } from '../services/passwords.ts';
import { revokeSession, revokeUserSessions } from '../services/sessions.ts';
import { findUserByEmail, setLoginEmail, setPasswordHash, toUser } from '../services/users.ts';

/** The session decides whose account changes; a userId in the body may only repeat it. */
function assertSelf(userId: number | undefined, sessionUserId: number): void {
  if (userId !== undefined && userId !== sessionUserId) throw new Refusal(Code.Forbidden, Msg.notAllowed);
}

/** Private account calls: every route here runs behind `authenticate`. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(ApiPath.currentUser, async (request) => ok<User>(toUser(signedIn(request).user)));

  app.get(ApiPath.signOut, async (request) => {
    const { tokenHash, user } = signedIn(request);
    await revokeSession(app.db, tokenHash, app.now());
    await app.sessionsChanged(user.id); // refused on every instance from the next request
    return ok(null, Msg.signedOut);
  });

  app.post(ApiPath.changePassword, async (request) => {
    const input = parseBody(changePasswordSchema, request.body);
    const { user, tokenHash } = signedIn(request);
    assertSelf(input.userId, user.id);
    await app.limit.check('passwordCheck', request);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
      throw new Refusal(Code.Unauthorized, Msg.currentPasswordWrong);
    await app.limit.passed('passwordCheck', request);
    const passwordHash = await hashPassword(input.newPassword);
    const now = app.now();
    await app.db.transaction(async (tx) => {
      await setPasswordHash(tx, user.id, passwordHash, now);
      await revokeUserSessions(tx, user.id, now, tokenHash); // this tab stays signed in
      await voidResets(tx, user.id, now);
    });
    await app.sessionsChanged(user.id);
    return ok(null, Msg.passwordReset);
  });

  app.post(ApiPath.changeEmail, async (request) => {
    const input = parseBody(changeEmailSchema, request.body);
    const { user } = signedIn(request);
    assertSelf(input.userId, user.id);
    if (input.newLoginEmail === user.loginEmail) throw new Refusal(Code.Refused, Msg.sameEmail);
    await app.limit.check('passwordCheck', request);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword)))
      throw new Refusal(Code.Unauthorized, Msg.currentPasswordWrong);
    await app.limit.passed('passwordCheck', request);
    const taken = new Refusal(Code.Refused, Msg.emailInUse);
    if (await findUserByEmail(app.db, input.newLoginEmail)) throw taken;
    const now = app.now();
    try {
      await app.db.transaction(async (tx) => {
        await setLoginEmail(tx, user.id, input.newLoginEmail, now);
        await revokeUserSessions(tx, user.id, now); // every session ends: sign in with the new email
        await voidResets(tx, user.id, now); // links mailed to the old address stop working
      });
    } catch (error) {
      throw isUniqueViolation(error) ? taken : error; // taken by a racing call
    }
    await app.sessionsChanged(user.id);
    // Tell the old address; the change stands even if that mail cannot go out.
    await app.mailer
      .send(emailChangedMail(user.loginEmail, input.newLoginEmail))
      .catch((error: unknown) =>
        request.log.warn({ err: safeError(error) }, 'email-changed notice not sent'),
      );
    return ok(null, Msg.emailChanged);
  });
};
