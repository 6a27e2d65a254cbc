import { emptyForm, NEW_ID } from '../steps/fields.ts';
import type { Category } from '../user.ts';
import { QUALIFICATION_TYPE_IDS } from './constants.ts';
import { employmentItemFields, qualificationItemFields, qualificationsFields } from './fields.ts';
import type { EmploymentItem, QualificationItem, QualificationsField, QualificationsForm } from './form.ts';

/** Every field empty (from the field table): '' for text, null for choices and answers, [] for lists. */
export function emptyQualifications(category: Category): QualificationsForm {
  return emptyForm<QualificationsForm>(qualificationsFields, category);
}

/** A new qualification of a type, every other field empty (what ticking its checkbox adds). */
export function emptyQualification(type: number | null): QualificationItem {
  return { ...emptyForm<QualificationItem>(qualificationItemFields), qualificationType: type };
}

/** A new employment entry, every field empty. */
export function emptyEmployment(): EmploymentItem {
  return emptyForm<EmploymentItem>(employmentItemFields);
}

type Loaded = Partial<Record<string, unknown>> | null | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An empty value overwritten by the loaded fields it knows that have the same shape (list, or not). */
function overlay<T extends object>(empty: T, loaded: unknown): T {
  const form = { ...empty } as Record<string, unknown>;
  if (!isRecord(loaded)) return form as T;
  for (const [field, value] of Object.entries(loaded)) {
    if (value === null || value === undefined || !(field in form)) continue;
    if (Array.isArray(form[field]) !== Array.isArray(value)) continue;
    form[field] = value;
  }
  return form as T;
}

/** Ticked types in the list's order (spec §9 ids), each once. */
export function orderTypes(types: readonly number[]): number[] {
  const order = (id: number) => {
    const at = QUALIFICATION_TYPE_IDS.indexOf(id as (typeof QUALIFICATION_TYPE_IDS)[number]);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...new Set(types)].sort((a, b) => order(a) - order(b) || a - b);
}

/** The types the entries are of, in the list's order: the checkboxes of a loaded form. */
export const typesOf = (items: readonly QualificationItem[]) =>
  orderTypes(items.flatMap((item) => (item.qualificationType === null ? [] : [item.qualificationType])));

/**
 * The form for a loaded application (spec §7: render/edit's qualifications and employments): the
 * empty form overwritten by every saved value present; entries read field by field; the checkboxes
 * are the entries' types; the category and id are the application's.
 */
export function formFromLoad(
  record: Loaded,
  category: Category,
  applicationId?: number,
  employments?: unknown,
): QualificationsForm {
  const loaded = overlay(emptyQualifications(category), record);
  const qualifications = (loaded.qualifications as unknown[]).map((item) =>
    overlay(emptyQualification(null), item),
  );
  const entries = Array.isArray(employments) ? employments : (loaded.employments as unknown[]);
  return {
    ...loaded,
    qualifications,
    qualificationTypes: typesOf(qualifications),
    employments: entries.map((item) => overlay(emptyEmployment(), item)),
    applicationCategory: category,
    applicationId:
      applicationId ?? (typeof loaded.applicationId === 'number' ? loaded.applicationId : NEW_ID),
  };
}

export type { QualificationsField };
