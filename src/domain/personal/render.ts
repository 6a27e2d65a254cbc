import type { ReferenceLists } from '../reference/types.ts';
import type { Category } from '../user.ts';
import type { PersonalField } from './form.ts';

/** Saved personal details as the server sends them: any field may be missing or null. */
export type PersonalDetailsRecord = Partial<Record<PersonalField, unknown>>;

/**
 * The answer of POST /potential/student/application/render/edit/{id} (spec §7): the dictionaries
 * under the keys of REFERENCE_LIST_KEYS (titles, genders, citizenTypes, disabilityTypes, countries,
 * states, languages, visaTypes, religions, nationalities, agencies, aboriginalTypes), plus the saved
 * personal details, the status, the category and the id. Dictionaries that later steps use may come
 * too; this step ignores them.
 */
export interface RenderEditAnswer extends ReferenceLists {
  /** null for a new application (id -1). */
  personalDetails: PersonalDetailsRecord | null;
  /** The status as the server spells it (read with toStatusKey); null for a new application. */
  status: string | null;
  /** The application's category; null for a new application. */
  applicationCategory: Category | null;
  /** The application's id; -1 for a new application. */
  id: number;
  /** The application's version, which every save sends back (0 for a new application). */
  version: number;
}

/** The answer of POST …/personalDetails/save (spec §7: "returns the application id"). */
export interface SavePersonalDetailsAnswer {
  /** The saved application's id: a new application's first save assigns it. */
  id: number;
  /** The application's version after this save: the next save sends it. */
  version: number;
}

/** The answer of POST /staff/application/personalDetails/obtain?studentNum= (spec §7). */
export interface ObtainPersonalDetailsAnswer {
  /** null when no student has this number. */
  personalDetails: PersonalDetailsRecord | null;
  applicationCategory: Category | null;
}
