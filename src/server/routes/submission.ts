import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { agentDeclaration } from '../../domain/submission/declaration-wording.ts';
import { SubmitMsg } from '../../domain/submission/messages.ts';
import type { DeclarationAnswer, SubmitAnswer, SubmitRefusal } from '../../domain/submission/types.ts';
import { ROLES } from '../../domain/user.ts';
import { ok, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { applicationPdfOf } from '../services/application-copy.ts';
import { attachmentDisposition } from '../services/attachment.ts';
import { findEditable } from '../services/step-save.ts';
import { submitApplication } from '../services/submission.ts';

const declarationFile = (category: 'domestic' | 'international') =>
  new URL(`../seed/declaration-${category}.html`, import.meta.url);

/**
 * The summary's declaration and submission (spec §2 Summary screen, §7; issue 10), and the PDF copy.
 * Reach is the steps': an applicant's own, an agent's students', staff all.
 */
export const submissionRoutes: FastifyPluginAsync = async (app) => {
  const [domestic, international] = await Promise.all([
    readFile(declarationFile('domestic'), 'utf8'),
    readFile(declarationFile('international'), 'utf8'),
  ]);
  app.addHook('preHandler', app.authenticate);

  // An agent declares on the student's behalf and with their authority (issue 23); the role, as
  // every route, is the account's.
  const declarations = {
    domestic: { own: domestic, agent: agentDeclaration(domestic) },
    international: { own: international, agent: agentDeclaration(international) },
  };
  const declarationOf = (request: Parameters<typeof signedInAs>[0], category: keyof typeof declarations) =>
    ok<DeclarationAnswer>({
      content: declarations[category][signedInAs(request, ROLES).role === 'agent' ? 'agent' : 'own'],
    });
  app.get(ApiPath.domesticDeclaration, async (request) => declarationOf(request, 'domestic'));
  app.get(ApiPath.internationalDeclaration, async (request) => declarationOf(request, 'international'));

  const inReach = async (request: Parameters<typeof signedInAs>[0]) => {
    const user = signedInAs(request, ROLES);
    const row = await findEditable(app.db, user, idParam(request.params, Msg.applicationNotFound));
    if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    return { user, row };
  };

  app.post(`${ApiPath.submit}:id`, async (request) => {
    const { user, row } = await inReach(request);
    const outcome = await submitApplication(app.db, user, row, {
      now: app.now(),
      publicUrl: app.config.publicUrl,
    });
    switch (outcome.kind) {
      case 'incomplete':
        throw new Refusal(Code.Refused, SubmitMsg.incomplete, {
          missing: outcome.missing,
        } satisfies SubmitRefusal);
      case 'notSubmittable':
        throw new Refusal(Code.Refused, SubmitMsg.notSubmittable);
      case 'alreadySubmitted':
        return ok<SubmitAnswer>(outcome.answer, SubmitMsg.alreadySubmitted);
      case 'submitted':
        app.kickMailOutbox();
        return ok<SubmitAnswer>(outcome.answer);
    }
  });

  app.get(`${ApiPath.applicationPdf}:id`, async (request, reply) => {
    const { user, row } = await inReach(request);
    const pdf = await applicationPdfOf(app.db, row, user.role);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(`${row.reference ?? `application-${row.id}`}.pdf`))
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
