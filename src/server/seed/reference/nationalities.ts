import { AUSTRALIAN_CITIZENSHIP } from '../../../domain/reference/codes.ts';
import type { RefItem } from '../../../domain/reference/types.ts';
import { countryId, ISO_3166_1 } from './countries.ts';

/**
 * Countries of citizenship (the form's countryOfCitizenship, spec §3), one per ISO 3166-1 country,
 * named by the country as the field's label is "Country of Citizenship". Same ids as the country
 * list except Australia, whose id the spec fixes at 283 (the passport-exempt citizenship).
 */
export const nationalities: readonly RefItem[] = ISO_3166_1.map(([code, numeric, name]) => ({
  id: code === 'AU' ? AUSTRALIAN_CITIZENSHIP : countryId(code, numeric),
  name,
  code,
}));
