import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { OTHER_DETAILS_LIST_KEYS, type OtherDetailsLists } from '../../domain/other-details/constants.ts';
import type { OtherDetailsLoadAnswer } from '../../domain/other-details/render.ts';
import { NEW_APPLICATION_ID } from '../../domain/personal/constants.ts';
import { CATEGORIES, ROLES } from '../../domain/user.ts';
import { ok, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { storedOtherDetails } from '../services/other-details.ts';
import { readReferenceLists } from '../services/reference-lists.ts';
import { loadedApplication, readStepDrafts } from '../services/step-load.ts';
import { findEditable } from '../services/step-save.ts';

/** For -1, `?category=`: whose new-application drafts to answer; anything else is ignored. */
const draftsQuery = z.object({ category: z.enum(CATEGORIES).optional().catch(undefined) }).catch({});

/**
 * The older other-details step's load (course spec §7: POST …/application/edit/{id}); its save is
 * the step kit's (routes/steps.ts, services/other-details.ts). Reach as render/edit: an applicant
 * their own applications, an agent the ones it made, staff all; anything else, a missing or a
 * malformed id is 406 'This application was not found.'. -1 is a new application. The static
 * …/edit/accountCategory (routes/applications.ts) is matched before this route's `:id`.
 */
export const otherDetailsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(`${ApiPath.editOther}:id`, async (request) => {
    const user = signedInAs(request, ROLES);
    const isNew = (request.params as { id?: string }).id === String(NEW_APPLICATION_ID);
    const id = isNew ? null : idParam(request.params, Msg.applicationNotFound);
    const row = id === null ? undefined : await findEditable(app.db, user, id);
    if (id !== null && !row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    const lists = await readReferenceLists(app.db);
    const asked = draftsQuery.parse(request.query ?? {}).category;
    const drafts = await readStepDrafts(app.db, user, row, asked, app.now());
    const own = Object.fromEntries(OTHER_DETAILS_LIST_KEYS.map((key) => [key, lists[key]]));
    return ok<OtherDetailsLoadAnswer>({
      ...(own as OtherDetailsLists),
      otherDetails: storedOtherDetails(row),
      ...loadedApplication(row),
      drafts: drafts.other ? { other: drafts.other } : {},
    });
  });
};
