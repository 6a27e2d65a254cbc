import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import { STATUS_LABELS } from '../../domain/applications/status.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { NEW_APPLICATION_ID } from '../../domain/personal/constants.ts';
import type { RenderEditAnswer, SavePersonalDetailsAnswer } from '../../domain/personal/render.ts';
import { personalDetailsSchema } from '../../domain/personal/schema.ts';
import { CATEGORIES, type Category, ROLES } from '../../domain/user.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import type { ApplicationRecord } from '../services/applications.ts';
import {
  createWithDetails,
  type Editor,
  findEditable,
  storedDetails,
  updateDetails,
} from '../services/personal-details.ts';
import { readReferenceLists } from '../services/reference-lists.ts';

/** Refusals of the save the spec does not word. */
export const PersonalSaveMsg = {
  notEditable: 'Only applications being edited can be changed.',
  conflict: 'This application was changed elsewhere. Please reload it and try again.',
  categoryRequired: 'Please choose Domestic or International first.',
} as const;

/** What the save reads before validating: which application, and the category of a new one. */
const target = z.object({
  applicationId: z.number().int().nullish(),
  applicationCategory: z.enum(CATEGORIES).nullish(),
});

/**
 * The personal details step (personal-details-step.md §7): the load with its dictionaries and the
 * save. Every role may call them; an applicant reaches their own applications, an agent the ones
 * they made, staff all. The schema's mode is the role on the account, never anything in the request.
 */
export const personalDetailsRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const existing = async (editor: Editor, id: number): Promise<ApplicationRecord> => {
    const row = await findEditable(app.db, editor, id);
    if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
    return row;
  };

  app.post(`${ApiPath.renderEdit}:id`, async (request) => {
    const user = signedInAs(request, ROLES);
    const isNew = (request.params as { id?: string }).id === String(NEW_APPLICATION_ID);
    const row = isNew ? undefined : await existing(user, idParam(request.params, Msg.applicationNotFound));
    const lists = await readReferenceLists(app.db);
    return ok<RenderEditAnswer>({
      ...lists,
      personalDetails: row ? storedDetails(row) : null,
      status: row ? STATUS_LABELS[row.status as keyof typeof STATUS_LABELS] : null,
      applicationCategory: row?.category ?? null,
      id: row?.id ?? NEW_APPLICATION_ID,
    });
  });

  app.post(ApiPath.savePersonalDetails, async (request) => {
    const user = signedInAs(request, ROLES);
    const wanted = target.safeParse(request.body ?? {});
    const id = wanted.success ? (wanted.data.applicationId ?? NEW_APPLICATION_ID) : NEW_APPLICATION_ID;
    const row = id === NEW_APPLICATION_ID ? undefined : await existing(user, id);
    const category: Category | null | undefined =
      row?.category ?? (wanted.success ? wanted.data.applicationCategory : null) ?? user.category;
    if (!category) throw new Refusal(Code.Refused, PersonalSaveMsg.categoryRequired);
    const schema = personalDetailsSchema({ mode: user.role, category, now: () => app.now() });
    const form = parseBody(schema, request.body);
    const now = app.now();
    if (!row) {
      return ok<SavePersonalDetailsAnswer>({
        id: await createWithDetails(app.db, user, category, form, now),
      });
    }
    const outcome = await updateDetails(app.db, row, form, now);
    if (outcome === 'notEditable') throw new Refusal(Code.Refused, PersonalSaveMsg.notEditable);
    if (outcome === 'conflict') throw new Refusal(Code.Refused, PersonalSaveMsg.conflict);
    return ok<SavePersonalDetailsAnswer>({ id: row.id });
  });
};
