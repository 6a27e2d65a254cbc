import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import {
  DRAFT_MAX_BYTES,
  DRAFT_MAX_DEPTH,
  DRAFT_STEPS,
  DraftMsg,
  type DraftSaved,
  type DraftStep,
  jsonDepth,
} from '../../domain/applications/drafts.ts';
import { canEditAs } from '../../domain/applications/status.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { NEW_APPLICATION_ID } from '../../domain/personal/constants.ts';
import { StepSaveMsg } from '../../domain/steps/messages.ts';
import { CATEGORIES, type Category, ROLES } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { ok, Refusal } from '../http/envelope.ts';
import { ID_MAX } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { type ApplicationRecord, statusKeyOf } from '../services/applications.ts';
import { type DraftOwner, deleteDraft, upsertDraft } from '../services/step-drafts.ts';
import { type Editor, findEditable } from '../services/step-save.ts';

const target = z.object({
  step: z.unknown().optional(),
  applicationId: z.unknown().optional(),
  applicationCategory: z.enum(CATEGORIES).nullish().catch(null),
  version: z.number().int().min(0).max(ID_MAX).nullish().catch(null),
});
const draftStep = z.enum(DRAFT_STEPS);
const existingId = z.number().int().min(1).max(ID_MAX);

/** The body as an object; text, a list or a bare value is no request of ours. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw new Refusal(Code.Refused, Msg.requestUnreadable);
  return body as Record<string, unknown>;
}

/** A draft's form: any fields with any values, but a plain object, at most 64 KB and 8 levels deep. */
function draftForm(form: unknown): Record<string, unknown> {
  if (form === null || typeof form !== 'object' || Array.isArray(form))
    throw new Refusal(Code.Refused, DraftMsg.notAForm);
  if (jsonDepth(form) > DRAFT_MAX_DEPTH) throw new Refusal(Code.Refused, DraftMsg.tooDeep);
  if (Buffer.byteLength(JSON.stringify(form), 'utf8') > DRAFT_MAX_BYTES)
    throw new Refusal(Code.Refused, DraftMsg.tooLarge);
  return form as Record<string, unknown>;
}

/**
 * Whose draft of which application, checked as a step's save checks it (routes/steps.ts): an
 * existing application in the caller's reach (another's looks like a missing one), and for a write,
 * only one being edited. A new application (-1 or no id) is the caller's, of the category sent or
 * else the account's.
 */
async function draftOwner(
  db: Db,
  user: Editor & { category: Category | null },
  body: Record<string, unknown>,
  write: boolean,
): Promise<{ owner: DraftOwner; step: DraftStep; version: number }> {
  const wanted = target.parse(body);
  const step = draftStep.safeParse(wanted.step);
  if (!step.success) throw new Refusal(Code.Refused, DraftMsg.unknownStep);
  const rawId = wanted.applicationId ?? NEW_APPLICATION_ID;
  if (rawId === NEW_APPLICATION_ID) {
    const category = wanted.applicationCategory ?? user.category;
    if (!category) throw new Refusal(Code.Refused, StepSaveMsg.categoryRequired);
    return { owner: { userId: user.id, applicationId: null, category }, step: step.data, version: 0 };
  }
  const id = existingId.safeParse(rawId);
  if (!id.success) throw new Refusal(Code.Refused, Msg.applicationNotFound);
  const row: ApplicationRecord | undefined = await findEditable(db, user, id.data);
  if (!row) throw new Refusal(Code.Refused, Msg.applicationNotFound);
  if (write && !canEditAs(user.role, statusKeyOf(row)))
    throw new Refusal(Code.Refused, StepSaveMsg.notEditable);
  return { owner: { userId: user.id, applicationId: row.id }, step: step.data, version: row.version };
}

/**
 * Drafts of the application steps (issue 8, docs/api.md "Step drafts"): kept without validating a
 * field, restored by render/edit's `drafts`. Every role may keep drafts, on the applications it may
 * edit; a draft never changes the application, so its version (what saves are checked against) stays.
 */
export const stepDraftRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(ApiPath.saveDraft, async (request) => {
    const user = signedInAs(request, ROLES);
    const body = bodyOf(request);
    const form = draftForm(body.form);
    const { owner, step, version } = await draftOwner(app.db, user, body, true);
    // Typed over the version the form was loaded at; a caller that does not say, over today's.
    const baseVersion = target.parse(body).version ?? version;
    const savedAt = await upsertDraft(app.db, owner, step, form, baseVersion, app.now());
    return ok<DraftSaved>({ savedAt: savedAt.toISOString() });
  });

  app.post(ApiPath.discardDraft, async (request) => {
    const user = signedInAs(request, ROLES);
    const { owner, step } = await draftOwner(app.db, user, bodyOf(request), false);
    await deleteDraft(app.db, owner, step);
    return ok(null);
  });
};
