import { ApiPath } from '../../domain/api-paths.ts';
import type {
  EmploymentItem,
  QualificationItem,
  QualificationsForm,
} from '../../domain/qualifications/form.ts';
import type { QualificationsRecord, QualificationsStepLoad } from '../../domain/qualifications/render.ts';
import { qualificationsSchema } from '../../domain/qualifications/schema.ts';
import { INT4_MAX } from '../../domain/steps/text-safety.ts';
import type { ApplicationRecord } from './applications.ts';
import { readReferenceLists } from './reference-lists.ts';
import type { StepColumns, StepDefinition } from './step-save.ts';

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/**
 * The qualifications step's part of render/edit (course spec §7): the saved form without its entries
 * (null until saved), and its qualifications and employments beside it ([] until saved).
 */
export function qualificationsStepLoad(row: ApplicationRecord | undefined): QualificationsStepLoad {
  const saved = (row?.qualifications as QualificationsRecord | null | undefined) ?? null;
  if (!saved) return { qualificationsForm: null, qualifications: [], employments: [] };
  const { qualifications, employments, ...form } = saved;
  return {
    qualificationsForm: form,
    qualifications: listOf<QualificationItem>(qualifications),
    employments: listOf<EmploymentItem>(employments),
  };
}

/**
 * Every employment entry with an id of its own: one sent is kept (so an entry keeps its id across
 * saves), a new entry or one repeating an earlier entry's id gets 1 + the largest id in use (wrapping
 * to the smallest free one should that pass the int4 range the schema accepts back).
 */
export function withEmploymentIds(items: readonly EmploymentItem[]): EmploymentItem[] {
  const taken = new Set<number>();
  const kept = items.map((item) => {
    if (item.id === null || taken.has(item.id)) return null;
    taken.add(item.id);
    return item.id;
  });
  let next = Math.max(0, ...taken) + 1;
  const fresh = () => {
    if (next > INT4_MAX) next = 1;
    while (taken.has(next)) next++;
    taken.add(next);
    return next;
  };
  return items.map((item, index) => ({ ...item, id: kept[index] ?? fresh() }));
}

/** The jsonb value: the form without its id, each employment with its id. */
function columnsOf(form: QualificationsForm): StepColumns {
  const { applicationId: _id, ...saved } = form;
  return { qualifications: { ...saved, employments: withEmploymentIds(form.employments) } };
}

/**
 * The qualifications, English proficiency and employment step (course spec §3, §5): column
 * qualifications, validated against the reference lists render/edit serves, with the rules for the
 * role (the exemption reason is staff's) and category.
 */
export const qualificationsStep: StepDefinition<QualificationsForm> = {
  savePath: ApiPath.saveQualifications,
  draftStep: 'qualifications',
  async prepare({ db, editor, category, now }) {
    const lists = await readReferenceLists(db);
    return {
      schema: qualificationsSchema({ mode: editor.role, category, lists, now: () => now }),
      columns: columnsOf,
    };
  },
};
