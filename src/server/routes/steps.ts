import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiPath } from '../../domain/api-paths.ts';
import type { StepsRenderAnswer } from '../../domain/applications/render-edit.ts';
import { canEditAs, STATUS_LABELS } from '../../domain/applications/status.ts';
import { fieldChanges } from '../../domain/backoffice/changes.ts';
import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { NEW_APPLICATION_ID } from '../../domain/personal/constants.ts';
import { StepSaveMsg } from '../../domain/steps/messages.ts';
import { CATEGORIES, ROLES } from '../../domain/user.ts';
import { ok, parseBody, Refusal } from '../http/envelope.ts';
import { ID_MAX, idParam } from '../http/params.ts';
import { signedInAs } from '../plugins/auth.ts';
import { applicationDetailsStep, courseStepLoad } from '../services/application-details.ts';
import { type ApplicationRecord, statusKeyOf } from '../services/applications.ts';
import { recordEvent } from '../services/audit.ts';
import { otherDetailsStep } from '../services/other-details.ts';
import { personalDetailsStep, storedDetails } from '../services/personal-details.ts';
import { qualificationsStep, qualificationsStepLoad } from '../services/qualifications.ts';
import { readReferenceLists } from '../services/reference-lists.ts';
import { attachNewDrafts, type DraftOwner, deleteDraft, rebaseDrafts } from '../services/step-drafts.ts';
import { readStepDrafts } from '../services/step-load.ts';
import {
  createWithStep,
  type Editor,
  findEditable,
  type SavedVersion,
  type StepColumns,
  type StepDefinition,
  updateStep,
} from '../services/step-save.ts';

export type { StepSaveMsg, StepsRenderAnswer };

/** The steps with a save call, each naming its path, schema and columns (services/*). */
// biome-ignore lint/suspicious/noExplicitAny: each step has its own form type; the kit is generic over it.
const STEPS: StepDefinition<any>[] = [
  personalDetailsStep,
  applicationDetailsStep,
  qualificationsStep,
  otherDetailsStep,
];

/** The step's answers (its jsonb columns) before → after, field by field, for the history. */
function answerChanges(row: ApplicationRecord | undefined, columns: StepColumns) {
  const answers = Object.entries(columns).filter(([, value]) => value !== null && typeof value === 'object');
  const before = Object.fromEntries(
    answers.map(([key]) => [key, row?.[key as keyof ApplicationRecord] ?? null]),
  );
  return fieldChanges(before, Object.fromEntries(answers));
}

/**
 * What every save body carries besides its form: which application (-1 or missing: a new one), the
 * category of a new one, and the version the client loaded (render/edit's `version`).
 */
const target = z.object({
  applicationId: z.unknown().optional(),
  applicationCategory: z.enum(CATEGORIES).nullish().catch(null),
  version: z.number().int().min(0).max(ID_MAX).nullish().catch(null),
});
const existingId = z.number().int().min(1).max(ID_MAX);
/** render/edit -1's `?category=`: whose new-application drafts to answer; anything else is ignored. */
const draftsQuery = z.object({ category: z.enum(CATEGORIES).optional().catch(undefined) }).catch({});

/**
 * The application steps (personal-details-step.md §7, course-qualifications-other-steps.md §7): one
 * load for every step, and one save per step, all through the same kit. Every role may call them;
 * an applicant reaches their own applications, an agent the ones they made, staff all. The schema's
 * mode is the role on the account, never anything in the request.
 */
export const stepRoutes: FastifyPluginAsync = async (app) => {
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
    const now = app.now();
    const lists = await readReferenceLists(app.db);
    const course = await courseStepLoad(app.db, row, now);
    const asked = draftsQuery.parse(request.query ?? {}).category;
    const drafts = await readStepDrafts(app.db, user, row, asked, now);
    return ok<StepsRenderAnswer>({
      ...lists,
      ...course,
      ...qualificationsStepLoad(row),
      personalDetails: row ? storedDetails(row) : null,
      status: row ? STATUS_LABELS[statusKeyOf(row)] : null,
      applicationCategory: row?.category ?? null,
      id: row?.id ?? NEW_APPLICATION_ID,
      version: row?.version ?? 0,
      drafts,
    });
  });

  /** The step kit's save: find, reach, schema by role and category, editable, version, write. */
  const save = async (request: FastifyRequest, step: StepDefinition<unknown>): Promise<SavedVersion> => {
    const user = signedInAs(request, ROLES);
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body))
      throw new Refusal(Code.Refused, Msg.requestUnreadable);
    const wanted = target.parse(body);
    const rawId = wanted.applicationId ?? NEW_APPLICATION_ID;
    let row: ApplicationRecord | undefined;
    let version = 0;
    if (rawId !== NEW_APPLICATION_ID) {
      // Not a number, or past what the database can hold: no such application, like any other.
      const id = existingId.safeParse(rawId);
      if (!id.success) throw new Refusal(Code.Refused, Msg.applicationNotFound);
      row = await existing(user, id.data);
      if (!canEditAs(user.role, statusKeyOf(row))) throw new Refusal(Code.Refused, StepSaveMsg.notEditable);
      // The client's version is what counts: a save made from an older load is refused here, and
      // again by the guarded UPDATE if another save lands in between.
      if (wanted.version == null || wanted.version !== row.version)
        throw new Refusal(Code.Refused, StepSaveMsg.conflict);
      version = wanted.version;
    }
    const category = row?.category ?? wanted.applicationCategory ?? user.category;
    if (!category) throw new Refusal(Code.Refused, StepSaveMsg.categoryRequired);
    const now = app.now();
    const prepared = await step.prepare({ db: app.db, editor: user, category, row, now });
    const form = parseBody(prepared.schema, body);
    const columns = await prepared.columns(form);
    const drafts: DraftOwner = row
      ? { userId: user.id, applicationId: row.id }
      : { userId: user.id, applicationId: null, category };
    // The write and the removal of the saver's draft of this step commit together: a saved step
    // never comes back as its older draft, and a refused save keeps the draft.
    const saved = await app.db.transaction(async (tx) => {
      const written = row
        ? await updateStep(tx, row.id, version, columns, now, user.role)
        : await createWithStep(tx, user, category, columns, now);
      if (written) {
        await deleteDraft(tx, drafts, step.draftStep);
        if (row) await rebaseDrafts(tx, drafts, written.version);
        else await attachNewDrafts(tx, drafts, written.id, written.version);
        await recordEvent(
          tx,
          {
            applicationId: written.id,
            actor: user,
            kind: 'save',
            step: step.draftStep,
            changes: answerChanges(row, columns),
          },
          now,
        );
      }
      return written;
    });
    if (!saved) throw new Refusal(Code.Refused, StepSaveMsg.conflict);
    return saved;
  };

  for (const step of STEPS) {
    app.post(step.savePath, async (request) => ok<SavedVersion>(await save(request, step)));
  }
};
