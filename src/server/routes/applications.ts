import type { FastifyPluginAsync } from 'fastify';
import { ApiPath } from '../../domain/api-paths.ts';
import { accountCategorySchema } from '../../domain/applications/category-schema.ts';
import { type ListResponse, listRequestSchema } from '../../domain/applications/list.ts';
import type { SummaryDetail } from '../../domain/applications/summary.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { type Category, ROLES } from '../../domain/user.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { storageKeysOf } from '../services/application-files.ts';
import { listApplications } from '../services/application-list.ts';
import { findSummary } from '../services/application-summary.ts';
import { APPLICATION_ROLES, deleteApplication } from '../services/applications.ts';
import { setCategory } from '../services/users.ts';

/**
 * The applications home (spec §2 "Potential home", §7): account category, the list, delete, and
 * the summary read. Applicants reach their own applications, agents their students'; staff only the
 * summary (of any application).
 */
export const applicationRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(ApiPath.accountCategory, async (request) => {
    const user = signedInAs(request, APPLICATION_ROLES);
    const { accountCategory } = parseBody(accountCategorySchema, request.query);
    await setCategory(app.db, user.id, accountCategory, app.now());
    await app.sessionsChanged(user.id); // the cached account still had the old category
    return ok<Category>(accountCategory, Msg.categorySaved);
  });

  // The older list view's call answers the same list (spec §7: its payload is not shown, so it takes
  // the list request's fields, each optional, and no body at all means the first page).
  for (const path of [ApiPath.listApplications, ApiPath.olderListApplications]) {
    app.post(path, async (request) => {
      const user = signedInAs(request, APPLICATION_ROLES);
      const query = parseBody(listRequestSchema, request.body);
      return ok<ListResponse>(await listApplications(app.db, user, query));
    });
  }

  app.post(`${ApiPath.deleteApplication}:id`, async (request) => {
    const user = signedInAs(request, APPLICATION_ROLES);
    const id = idParam(request.params, Msg.applicationNotFound);
    // Read before the delete: its file rows go with it (on delete cascade), the bytes after it.
    const keys = await storageKeysOf(app.db, [id]);
    const outcome = await deleteApplication(app.db, user, id);
    if (outcome === 'notFound') throw new Refusal(Code.Refused, Msg.applicationNotFound);
    if (outcome === 'notDeletable') throw new Refusal(Code.Refused, Msg.onlyEditingDeleted);
    await Promise.all(keys.map((key) => app.files.remove(key)));
    return ok(null);
  });

  app.get(`${ApiPath.summaryDetail}:id`, async (request) => {
    // Staff read it too: the back office embeds the summary step.
    const user = signedInAs(request, ROLES);
    const id = idParam(request.params, Msg.applicationNotFound);
    const summary = await findSummary(app.db, user, id, app.now());
    if (!summary) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    return ok<SummaryDetail>(summary);
  });
};
