import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DraftStep } from '../../domain/applications/drafts.ts';
import { canEditAs, STATUS_KEYS } from '../../domain/applications/status.ts';
import type { Category, Role } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applications } from '../db/schema.ts';
import { type ApplicationRecord, type NewApplication, scopeOf } from './applications.ts';

/** Anyone signed in: applicants and agents reach what scopeOf gives them, staff every application. */
export interface Editor {
  id: number;
  role: Role;
}

/** What a step writes: its own jsonb column and the list columns it keeps up to date. */
export type StepColumns = Partial<
  Omit<NewApplication, 'id' | 'ownerId' | 'agentId' | 'category' | 'status' | 'version'>
>;

/** The applications an editor may open and save; staff are not limited. */
export function editScopeOf(editor: Editor): SQL | undefined {
  return editor.role === 'staff' ? undefined : scopeOf({ id: editor.id, role: editor.role });
}

/** The application when it is in the editor's reach; undefined otherwise (missing looks the same). */
export async function findEditable(
  db: Db,
  editor: Editor,
  id: number,
): Promise<ApplicationRecord | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), editScopeOf(editor)));
  return row;
}

/** The id and version a save answers. */
export interface SavedVersion {
  id: number;
  version: number;
}

/**
 * A new application holding a step's first save. The owner is the editor: an applicant's own, an
 * agent's (agent_id set too, so it lists under the agent; students have no accounts of their own
 * yet), or a staff member's.
 */
export async function createWithStep(
  db: Db,
  editor: Editor,
  category: Category,
  columns: StepColumns,
  now: Date,
): Promise<SavedVersion> {
  const [made] = await db
    .insert(applications)
    .values({
      ownerId: editor.id,
      agentId: editor.role === 'agent' ? editor.id : null,
      category,
      status: 'editing',
      createdAt: now,
      updatedAt: now,
      ...columns,
    })
    .returning({ id: applications.id, version: applications.version });
  if (!made) throw new Error('insert returned no row');
  return made;
}

/**
 * Writes a step's columns over an application the role may still change (canEditAs), only if it is still at `version`, the
 * version the client loaded (not one read during this request): one statement, so of two racing
 * saves from the same version exactly one changes a row. Undefined when none was changed.
 */
export async function updateStep(
  db: Db,
  id: number,
  version: number,
  columns: StepColumns,
  now: Date,
  role: Role = 'applicant',
): Promise<SavedVersion | undefined> {
  const statuses = STATUS_KEYS.filter((status) => canEditAs(role, status));
  const [saved] = await db
    .update(applications)
    .set({ ...columns, updatedAt: now, version: sql`${applications.version} + 1` })
    .where(
      and(eq(applications.id, id), eq(applications.version, version), inArray(applications.status, statuses)),
    )
    .returning({ id: applications.id, version: applications.version });
  return saved;
}

/** What a step's save knows before it validates. */
export interface StepContext {
  db: Db;
  editor: Editor;
  category: Category;
  /** The application as read for this save; undefined for a new one (id -1). */
  row: ApplicationRecord | undefined;
  now: Date;
}

/** A step's save, prepared for one request: the schema to validate with and the columns to write. */
export interface PreparedStep<Form> {
  schema: z.ZodType<Form>;
  columns(form: Form): StepColumns | Promise<StepColumns>;
}

/**
 * A step of the application as the server sees it: its save path, and (per request) the schema for
 * the role and category and the columns it writes. Finding, reach, editability and the version are
 * the step kit's (routes/steps.ts), the same for every step.
 */
export interface StepDefinition<Form> {
  /** The save call's path (an ApiPath value). */
  savePath: string;
  /** The step's draft (issue 8), which a successful save deletes. */
  draftStep: DraftStep;
  prepare(context: StepContext): Promise<PreparedStep<Form>>;
}
