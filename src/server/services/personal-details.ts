import { and, eq, type SQL, sql } from 'drizzle-orm';
import { canEdit } from '../../domain/applications/status.ts';
import type { PersonalDetailsForm } from '../../domain/personal/form.ts';
import type { PersonalDetailsRecord } from '../../domain/personal/render.ts';
import type { Category, Role } from '../../domain/user.ts';
import type { Db } from '../db/connect.ts';
import { applications } from '../db/schema.ts';
import { type ApplicationRecord, scopeOf, statusKeyOf } from './applications.ts';

/** Anyone signed in: applicants and agents reach what scopeOf gives them, staff every application. */
export interface Editor {
  id: number;
  role: Role;
}

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

/** The form as stored: the jsonb column keeps every field the schema gave back. */
export function storedDetails(row: ApplicationRecord): PersonalDetailsRecord | null {
  return (row.personalDetails as PersonalDetailsRecord | null) ?? null;
}

/** The jsonb value and the denormalised list columns the applications home reads. */
function columnsOf(form: PersonalDetailsForm) {
  const { applicationId: _id, ...details } = form;
  return {
    personalDetails: details as Record<string, unknown>,
    firstGivenName: form.firstGivenName || null,
    familyName: form.familyName || null,
    mail: form.mail || null,
  };
}

/**
 * A new application holding the first save. The owner is the editor: an applicant's own, an agent's
 * (agent_id set too, so it lists under the agent; students have no accounts of their own yet), or a
 * staff member's.
 */
export async function createWithDetails(
  db: Db,
  editor: Editor,
  category: Category,
  form: PersonalDetailsForm,
  now: Date,
): Promise<number> {
  const [made] = await db
    .insert(applications)
    .values({
      ownerId: editor.id,
      agentId: editor.role === 'agent' ? editor.id : null,
      category,
      status: 'editing',
      createdAt: now,
      updatedAt: now,
      ...columnsOf(form),
    })
    .returning({ id: applications.id });
  if (!made) throw new Error('insert returned no row');
  return made.id;
}

export type UpdateOutcome = 'saved' | 'notEditable' | 'conflict';

/** Saves the details over an application already read (guarded by its version against a racing save). */
export async function updateDetails(
  db: Db,
  row: ApplicationRecord,
  form: PersonalDetailsForm,
  now: Date,
): Promise<UpdateOutcome> {
  if (!canEdit(statusKeyOf(row))) return 'notEditable';
  const [saved] = await db
    .update(applications)
    .set({ ...columnsOf(form), updatedAt: now, version: sql`${applications.version} + 1` })
    .where(
      and(
        eq(applications.id, row.id),
        eq(applications.version, row.version),
        eq(applications.status, 'editing'),
      ),
    )
    .returning({ id: applications.id });
  return saved ? 'saved' : 'conflict';
}
