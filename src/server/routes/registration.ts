import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { RESEND_SECONDS } from '../../domain/constants.ts';
import { Code } from '../../domain/envelope.ts';
import { fillMsg, Msg } from '../../domain/messages.ts';
import { registerEmailSchema, registrationSchema } from '../../domain/schemas/account.ts';
import type { RegisterEmailResult, User } from '../../domain/user.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { escapeHtml } from '../http/escape-html.ts';
import { claimAgentApplications } from '../services/applications.ts';
import { type CodeKey, consumeCode, issueCode, withdrawCode } from '../services/codes.ts';
import { alreadyRegisteredMail, verificationCodeMail } from '../services/mail-templates.ts';
import { hashPassword } from '../services/passwords.ts';
import { findUserByEmail, insertApplicant, toUser } from '../services/users.ts';

const termsFile = new URL('../seed/terms.html', import.meta.url);

/** Terms, the emailed verification code, and account creation (spec §2 Register, Verification). */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  // The provider's name from PROVIDER_NAME in place of {provider} (ADR 018).
  const terms = (await readFile(termsFile, 'utf8')).replaceAll(
    '{provider}',
    escapeHtml(app.config.providerName),
  );

  app.get(ApiPath.registerTerms, async () => ok({ content: terms }));

  app.post(ApiPath.registerEmail, async (request) => {
    const { email } = parseBody(registerEmailSchema, request.body);
    await app.limit.check('sendCode', request);
    const key: CodeKey = { email, purpose: 'register' };
    // A registered email is answered exactly like a new one; only the mail differs (a notice, no code).
    const registered = Boolean(await findUserByEmail(app.db, email));
    const issued = await issueCode(app.db, app.secret, key, { notice: registered, now: app.now() });
    if ('waitSeconds' in issued) {
      const seconds = issued.waitSeconds;
      throw new Refusal(Code.Refused, fillMsg(Msg.resendTooSoon, { seconds }), { resendInSeconds: seconds });
    }
    const mail = issued.code
      ? verificationCodeMail(email, issued.code)
      : alreadyRegisteredMail(email, app.config.publicUrl);
    await app.mailer.send(mail).catch(async (error: unknown) => {
      await withdrawCode(app.db, issued.id); // never delivered: let the user ask again at once
      throw error;
    });
    return ok<RegisterEmailResult>({ email, resendInSeconds: RESEND_SECONDS }, Msg.codeSent);
  });

  app.post(ApiPath.registerVerify, async (request) => {
    const input = parseBody(registrationSchema, request.body);
    await app.limit.check('verify', request);
    const now = app.now();
    const wrong = new Refusal(Code.Unauthorized, Msg.codeWrong);
    // The code is checked (and a try counted) before any hashing; a notice row never matches.
    const key: CodeKey = { email: input.email, purpose: 'register' };
    if (!(await consumeCode(app.db, app.secret, key, input.verificationCode, now))) throw wrong;
    const passwordHash = await hashPassword(input.password1);
    // The account and the applications an agent made for this email, together.
    const user = await app.db.transaction(async (tx) => {
      const made = await insertApplicant(tx, input.email, passwordHash, now);
      if (made) await claimAgentApplications(tx, made);
      return made;
    });
    if (!user) throw wrong; // registered meanwhile: the same answer, no enumeration
    return ok<{ user: User }>({ user: toUser(user) }, Msg.registered);
  });
};
