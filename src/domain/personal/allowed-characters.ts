import { type CharacterSet, keepAllowed } from '../steps/allowed-characters.ts';
import { personalFields } from './fields.ts';
import type { TextField } from './form.ts';

export { type CharacterSet, keepAllowed, ONLY } from '../steps/allowed-characters.ts';

/** The filtered fields and their character sets (from the field table); any other field takes what is typed. */
export const allowedCharacters: Partial<Record<TextField, CharacterSet>> = Object.fromEntries(
  Object.entries(personalFields).flatMap(([field, spec]) =>
    'allowed' in spec && spec.allowed ? [[field, spec.allowed]] : [],
  ),
);

/** Filters typed text for a field; fields without a set are returned unchanged. */
export function filterTyped(field: TextField, text: string): string {
  const set = allowedCharacters[field];
  return set ? keepAllowed(set, text) : text;
}
