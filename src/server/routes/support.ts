import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { supportListRequestSchema } from '../../domain/support/list-request.ts';
import {
  SUPPORT_MESSAGES,
  type SupportDetail,
  type SupportListResponse,
  supportRequestSchema,
} from '../../domain/support/support.ts';
import type { Role } from '../../domain/user.ts';
import { isDataException, isForeignKeyViolation } from '../db/errors.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { addSupportRequest, findSupportRequest, listSupportRequests } from '../services/support.ts';

interface SupportPaths {
  role: Role;
  add: string;
  list: string;
  detail: string;
}

/** Spec §6: agents use a separate endpoint. Each set of paths serves only its own role. */
const PATHS: SupportPaths[] = [
  { role: 'applicant', add: ApiPath.supportAdd, list: ApiPath.supportList, detail: ApiPath.supportDetail },
  {
    role: 'agent',
    add: ApiPath.agentSupportAdd,
    list: ApiPath.agentSupportList,
    detail: ApiPath.agentSupportDetail,
  },
];

/** Online support requests: add, list (newest first) and detail, each user seeing only their own. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  for (const paths of PATHS) {
    const roles = [paths.role];

    app.post(paths.add, async (request) => {
      const user = signedInAs(request, roles);
      const input = parseBody(supportRequestSchema, request.body);
      try {
        return ok<SupportDetail>(
          await addSupportRequest(app.db, user.id, input, app.now()),
          Msg.supportAdded,
        );
      } catch (error) {
        // No such type, or an id past what the column holds (int4): not one of the list's types.
        if (!isForeignKeyViolation(error) && !isDataException(error)) throw error;
        throw new Refusal(Code.Refused, Msg.correctEditInformation, {
          errors: { type: SUPPORT_MESSAGES.typeUnknown },
        });
      }
    });

    app.post(paths.list, async (request) => {
      const user = signedInAs(request, roles);
      const paging = parseBody(supportListRequestSchema, request.body);
      return ok<SupportListResponse>(await listSupportRequests(app.db, user.id, paging));
    });

    app.get(`${paths.detail}:id`, async (request) => {
      const user = signedInAs(request, roles);
      const detail = await findSupportRequest(app.db, user.id, idParam(request.params, Msg.supportNotFound));
      if (!detail) throw new Refusal(Code.Refused, Msg.supportNotFound);
      return ok<SupportDetail>(detail);
    });
  }
};
