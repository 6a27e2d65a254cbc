import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import type { StatusKey } from '../../domain/applications/status.ts';
import { DecisionMsg } from '../../domain/backoffice/messages.ts';
import { evidenceAnswerSchema, offerAnswerSchema } from '../../domain/backoffice/requests.ts';
import type { DecisionAnswer } from '../../domain/backoffice/types.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { APPLICATION_ROLES } from '../services/applications.ts';
import { moveApplication } from '../services/decisions.ts';
import { findEditable } from '../services/step-save.ts';

/**
 * The applicant's side of the lifecycle (issue 11): evidence sent back (the application goes back
 * under review) and an offer accepted or declined. The applicant, or the agent who applied for them.
 */
export const applicantAnswerRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const move = async (request: FastifyRequest, to: StatusKey, version: number | undefined) => {
    const user = signedInAs(request, APPLICATION_ROLES);
    const row = await findEditable(app.db, user, idParam(request.params, Msg.applicationNotFound));
    if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    const outcome = await moveApplication(
      app.db,
      user,
      row,
      { to, version },
      { now: app.now(), publicUrl: app.config.publicUrl },
    );
    if (outcome.kind === 'refused') throw new Refusal(Code.Refused, outcome.message);
    return ok<DecisionAnswer>(outcome.answer, DecisionMsg.decided(to));
  };

  app.post(`${ApiPath.sendEvidence}:id`, (request) => {
    const { version } = parseBody(evidenceAnswerSchema, request.body ?? {});
    return move(request, 'underReview', version);
  });
  app.post(`${ApiPath.answerOffer}:id`, (request) => {
    const { answer, version } = parseBody(offerAnswerSchema, request.body);
    return move(request, answer === 'accept' ? 'accepted' : 'declined', version);
  });
};
