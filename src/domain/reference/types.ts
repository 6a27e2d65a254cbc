/** One entry of a reference list, as the load call returns it (spec §3: id, name, code). */
export interface RefItem {
  /** This system's id: the value a form stores and sends. */
  id: number;
  /** What the user sees, from the source standard where there is one. */
  name: string;
  /** The code in the source standard (ISO alpha-2, ASCL, ASCRG, TCSI, …). */
  code: string;
}

/** The reference lists the personal details step uses (spec §3 and §7). */
export const REFERENCE_LIST_KEYS = [
  'titles',
  'genders',
  'countries',
  'nationalities',
  'languages',
  'religions',
  'aboriginalTypes',
  'visaTypes',
  'states',
  'citizenTypes',
  'disabilityTypes',
  'agencies',
] as const;
export type ReferenceListKey = (typeof REFERENCE_LIST_KEYS)[number];

export type ReferenceLists = Record<ReferenceListKey, readonly RefItem[]>;
