/** The character sets typing is filtered to (personal spec §2: "Typing in many fields is filtered"). */
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

/** Keeps only a set's characters (what an input's onChange applies to typed or pasted text). */
export function keepAllowed(set: CharacterSet, text: string): string {
  return Array.from(text)
    .filter((char) => ALLOWED[set].test(char))
    .join('');
}
