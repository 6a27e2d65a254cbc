import type { TextField } from './form.ts';

/** The character sets typing is filtered to (spec §2: "Typing in many fields is filtered"). */
export type CharacterSet = 'digits' | 'lettersDigits' | 'lettersDigitsSpaces';

/** One allowed character of each set. Letters of codes are ASCII; a suburb may carry any letter. */
const ALLOWED: Record<CharacterSet, RegExp> = {
  digits: /[0-9]/,
  lettersDigits: /[A-Za-z0-9]/,
  lettersDigitsSpaces: /[\p{L}\p{N} ]/u,
};

/** A whole value made only of a set's characters. */
export const ONLY: Record<CharacterSet, RegExp> = {
  digits: /^[0-9]+$/,
  lettersDigits: /^[A-Za-z0-9]+$/,
  lettersDigitsSpaces: /^[\p{L}\p{N} ]+$/u,
};

const digitFields = [
  'studentNum',
  'mobileNumberCountryCode',
  'mobileNumber',
  'homeNumberCountryCode',
  'homeNumberAreaCode',
  'homeNumber',
  'workNumberCountryCode',
  'workNumberAreaCode',
  'workNumber',
  'localAddressPostcode',
  'internationalAddressPostcode',
  'contactMobileNumberCountryCode',
  'contactMobileNumber',
  'contactHomeNumberCountryCode',
  'contactHomeNumberAreaCode',
  'contactHomeNumber',
  'contactWorkNumberCountryCode',
  'contactWorkNumberAreaCode',
  'contactWorkNumber',
  'contactPostcode',
] as const satisfies readonly TextField[];

const letterDigitFields = [
  'studentUsi',
  'passportNumber',
  'healthCareNo',
] as const satisfies readonly TextField[];

const suburbFields = [
  'localAddressSuburb',
  'internationalAddressSuburb',
  'contactSuburb',
] as const satisfies readonly TextField[];

/** The filtered fields and their character sets; any other field takes what is typed. */
export const allowedCharacters: Partial<Record<TextField, CharacterSet>> = Object.fromEntries([
  ...digitFields.map((field) => [field, 'digits'] as const),
  ...letterDigitFields.map((field) => [field, 'lettersDigits'] as const),
  ...suburbFields.map((field) => [field, 'lettersDigitsSpaces'] as const),
]);

/** Keeps only a set's characters (what an input's onChange applies to typed or pasted text). */
export function keepAllowed(set: CharacterSet, text: string): string {
  return Array.from(text)
    .filter((char) => ALLOWED[set].test(char))
    .join('');
}

/** Filters typed text for a field; fields without a set are returned unchanged. */
export function filterTyped(field: TextField, text: string): string {
  const set = allowedCharacters[field];
  return set ? keepAllowed(set, text) : text;
}
