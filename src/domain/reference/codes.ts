/**
 * The reference ids and codes the personal details spec names (§4, §9). Ids are this system's
 * ids (see docs/reference-data.md); codes are the source standard's.
 */

/** Country id of Australia, the home country (ISO 3166-1 AU). Not the ISO numeric (that is 036). */
export const AUSTRALIA = 752;
/** Nationality (country of citizenship) id of Australia: it exempts from the passport requirement. */
export const PASSPORT_EXEMPT_CITIZENSHIP = 283;
export const AUSTRALIAN_CITIZENSHIP = PASSPORT_EXEMPT_CITIZENSHIP;
/** Visa type id of "Other": shows the Please specify field (visaDetails). */
export const VISA_TYPE_OTHER = 1364;
/** Aboriginal and Torres Strait Islander status id of TCSI E316 code 2 (neither). */
export const DEFAULT_ABORIGINAL_TYPE = 873;
/** Citizen type id of TCSI E358 code 1 (Australian citizen): the domestic default. */
export const DOMESTIC_DEFAULT_CITIZEN_TYPE = 485;
/** Citizen type id of TCSI E358 code 4 (temporary entry permit): the international default. */
export const INTERNATIONAL_DEFAULT_CITIZEN_TYPE = 1840;

/** TCSI E358 codes offered to each category (TCSI E942: domestic 1, 2, 3, 8; overseas 4, 5). */
export const DOMESTIC_TCSI_CITIZEN_CODES = ['1', '2', '3', '8'] as const;
export const INTERNATIONAL_TCSI_CITIZEN_CODES = ['4', '5'] as const;

/** TCSI E316 code of the default answer (id 873). */
export const ABORIGINAL_NEITHER_CODE = '2';
/** TCSI E615 code 99 "Disability not specified". */
export const DISABILITY_NOT_SPECIFIED_CODE = '99';
/** ASCL 2016 code of English. */
export const ENGLISH_ASCL_CODE = '1201';
