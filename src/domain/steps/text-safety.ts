import { StepMsg } from './messages.ts';

/** PostgreSQL int4, the type of every id column: a larger number must be refused before the database. */
export const INT4_MAX = 2_147_483_647;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** A UTF-16 code unit that is half of a pair with no other half: JSON and PostgreSQL cannot store it. */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(i + 1))) i++;
    else if (isHighSurrogate(code) || isLowSurrogate(code)) return true;
  }
  return false;
}

/** A C0 control character or DEL; tab and line breaks are text in a multi-line field only. */
export function hasControlCharacter(text: string, multiline: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === DELETE) return true;
    if (code >= 0x20) continue;
    const lineText = code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN;
    if (!(multiline && lineText)) return true;
  }
  return false;
}

/** Why a text cannot be kept as typed (undefined: it can). Applied to every text field of every step. */
export function textProblem(text: string, multiline: boolean): string | undefined {
  if (hasLoneSurrogate(text)) return StepMsg.unstorable;
  if (hasControlCharacter(text, multiline)) return StepMsg.controlCharacters;
  return undefined;
}
