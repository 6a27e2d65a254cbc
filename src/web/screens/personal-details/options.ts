import { citizenTypesFor, internationalCountries } from '@/domain/reference/filters.ts';
import type { ReferenceLists } from '@/domain/reference/types.ts';
import type { Category } from '@/domain/user.ts';
import { refOptions, type SelectOption } from '@/web/ui/select-field.tsx';

export { refOptions };

/** The lists each kind of selection offers, filtered by the domain's rules (spec §4). */
export function listsFor(lists: ReferenceLists, category: Category) {
  return {
    agencies: refOptions(lists.agencies),
    titles: refOptions(lists.titles),
    genders: refOptions(lists.genders),
    countries: refOptions(lists.countries),
    internationalCountries: refOptions(internationalCountries(lists.countries)),
    nationalities: refOptions(lists.nationalities),
    languages: refOptions(lists.languages),
    religions: refOptions(lists.religions),
    aboriginalTypes: refOptions(lists.aboriginalTypes),
    citizenTypes: refOptions(citizenTypesFor(category, lists.citizenTypes)),
    visaTypes: refOptions(lists.visaTypes),
    states: refOptions(lists.states),
    disabilityTypes: refOptions(lists.disabilityTypes),
  };
}
export type StepOptions = ReturnType<typeof listsFor>;

/** Years of arrival, newest first: this year back to the first selectable year (spec §9 yyyy). */
export function yearOptions(from: number, to: number): SelectOption[] {
  const years: SelectOption[] = [];
  for (let year = to; year >= from; year -= 1) years.push({ value: String(year), label: String(year) });
  return years;
}
