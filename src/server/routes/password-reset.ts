import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { forgotPasswordSchema, resetPasswordSchema } from '../../domain/schemas/account.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { safeError } from '../http/log-safety.ts';
import { portalUrlFor } from '../portal-urls.ts';
import { noAccountMail, resetLinkMail } from '../services/mail-templates.ts';
import { consumeReset, issueReset, peekReset, voidResets } from '../services/password-resets.ts';
import { hashPassword } from '../services/passwords.ts';
import { revokeUserSessions } from '../services/sessions.ts';
import { findUserByEmail, setPasswordHash } from '../services/users.ts';

/** Forgot password (mails a one-time link) and reset password (uses it). */
export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  // Mails being prepared after their answer went; closing waits for them.
  const pending = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    await Promise.allSettled(pending);
  });

  /** The reset link to an account's address, or the "no account here" notice to any other. */
  const mailReset = async (email: string) => {
    const user = await findUserByEmail(app.db, email);
    const { publicUrl } = app.config;
    const mail = user
      ? resetLinkMail(
          email,
          // The account's own portal (issue 23): an agent resets on the agent portal, staff in the back office.
          `${portalUrlFor(publicUrl, user.role)}/setPassWord?token=${await issueReset(app.db, user.id, app.now())}`,
        )
      : noAccountMail(email, publicUrl);
    await app.mailer.send(mail);
  };

  app.post(ApiPath.forgotPassword, async (request) => {
    const { email } = parseBody(forgotPasswordSchema, request.body);
    await app.limit.check('forgot', request);
    // The answer leaves before the account is looked up: its timing cannot tell a registered email
    // from another (issue 13 measured 9.1 vs 6.6 ms when it waited). A mail that cannot go out is
    // logged (never the address or the link); the person asks again.
    const work = mailReset(email)
      .catch((error: unknown) => request.log.error({ err: safeError(error) }, 'reset mail not sent'))
      .finally(() => pending.delete(work));
    pending.add(work);
    return ok(null, Msg.resetLinkSent);
  });

  app.post(ApiPath.resetPassword, async (request) => {
    const { newPassword, jwt: token } = parseBody(resetPasswordSchema, request.body);
    const now = app.now();
    const invalid = new Refusal(Code.Refused, Msg.resetLinkInvalid);
    // Cheap look first, so a bad link costs no argon2 hash.
    if (!(await peekReset(app.db, token, now))) throw invalid;
    const passwordHash = await hashPassword(newPassword);
    const userId = await app.db.transaction(async (tx) => {
      const id = await consumeReset(tx, token, now);
      if (!id) throw invalid; // used by a racing call meanwhile
      await setPasswordHash(tx, id, passwordHash, now);
      await revokeUserSessions(tx, id, now);
      await voidResets(tx, id, now);
      return id;
    });
    await app.sessionsChanged(userId);
    return ok(null, Msg.passwordReset);
  });
};
