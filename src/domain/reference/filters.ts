import type { Category } from '../user.ts';
import { AUSTRALIA, DOMESTIC_TCSI_CITIZEN_CODES, INTERNATIONAL_TCSI_CITIZEN_CODES } from './codes.ts';
import type { RefItem } from './types.ts';

/** TCSI E358 codes offered to a category (spec §4: domestic 1, 2, 3, 8; international 4, 5). */
export function tcsiCitizenCodes(category: Category): readonly string[] {
  return category === 'Domestic' ? DOMESTIC_TCSI_CITIZEN_CODES : INTERNATIONAL_TCSI_CITIZEN_CODES;
}

/** The citizen types a category may choose from, in list order. */
export function citizenTypesFor(category: Category, citizenTypes: readonly RefItem[]): RefItem[] {
  const codes = tcsiCitizenCodes(category);
  return citizenTypes.filter((item) => codes.includes(item.code));
}

/** The country list for the international address: every country but Australia (752). */
export function internationalCountries(countries: readonly RefItem[]): RefItem[] {
  return countries.filter((item) => item.id !== AUSTRALIA);
}

/** An address in Australia carries a State or Territory (spec §4). */
export function isStateBearing(countryId: number | null | undefined): boolean {
  return countryId === AUSTRALIA;
}

export function findById(list: readonly RefItem[], id: number | null | undefined): RefItem | undefined {
  return id == null ? undefined : list.find((item) => item.id === id);
}

/** The display name of an id, or '' when the id is empty or unknown. */
export function nameOf(list: readonly RefItem[], id: number | null | undefined): string {
  return findById(list, id)?.name ?? '';
}

export function findByCode(list: readonly RefItem[], code: string): RefItem | undefined {
  return list.find((item) => item.code === code);
}

/** Ids that occur more than once (empty when the list is sound). */
export function duplicateIds(list: readonly RefItem[]): number[] {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const { id } of list) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/** Sorted by name for display (a copy; the seed order is kept). */
export function byName(list: readonly RefItem[]): RefItem[] {
  return [...list].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
