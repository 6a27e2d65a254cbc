import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/schemas/account.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { noAccountMail, resetLinkMail } from '../services/mail-templates.ts';
import { consumeReset, issueReset, peekReset, voidResets } from '../services/password-resets.ts';
import { hashPassword } from '../services/passwords.ts';
import { revokeUserSessions } from '../services/sessions.ts';
import { findUserByEmail, setPasswordHash } from '../services/users.ts';

/** Forgot password (mails a one-time link) and reset password (uses it). */
export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  app.post(ApiPath.forgotPassword, async (request) => {
    const { email } = parseBody(forgotPasswordSchema, request.body);
    await app.limit.forgot(request);
    const user = await findUserByEmail(app.db, email);
    const { publicUrl } = app.config;
    // Unknown emails get a "no account here" mail: the caller's answer and timing are the same.
    const mail = user
      ? resetLinkMail(email, `${publicUrl}/setPassWord?token=${await issueReset(app.db, user.id, app.now())}`)
      : noAccountMail(email, publicUrl);
    await app.mailer.send(mail);
    return ok(null, Msg.resetLinkSent);
  });

  app.post(ApiPath.resetPassword, async (request) => {
    const { newPassword, jwt: token } = parseBody(resetPasswordSchema, request.body);
    const now = app.now();
    const invalid = new Refusal(Code.Refused, Msg.resetLinkInvalid);
    // Cheap look first, so a bad link costs no argon2 hash.
    if (!(await peekReset(app.db, token, now))) throw invalid;
    const passwordHash = await hashPassword(newPassword);
    await app.db.transaction(async (tx) => {
      const userId = await consumeReset(tx, token, now);
      if (!userId) throw invalid; // used by a racing call meanwhile
      await setPasswordHash(tx, userId, passwordHash, now);
      await revokeUserSessions(tx, userId, now);
      await voidResets(tx, userId, now);
    });
    return ok(null, Msg.passwordReset);
  });
};
