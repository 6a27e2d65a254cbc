import { Code } from '../../domain/envelope.ts';
import { Msg } from '../../domain/messages.ts';
import { StepMsg } from '../../domain/steps/messages.ts';
import { hasLoneSurrogate } from '../../domain/steps/text-safety.ts';
import { Refusal } from './envelope.ts';

/** Refusals of values the database cannot hold, whatever the field's own rules say. */
export const StorableMsg = {
  /** The steps' own wording (src/domain/steps), so the server and the form say the same. */
  text: StepMsg.unstorable,
  value: 'Some of the values sent cannot be saved. Please check them and try again.',
} as const;

/** Deeper than any form we take: a body nested past this is refused as unreadable. */
const MAX_DEPTH = 32;

/**
 * Text PostgreSQL cannot store: NUL (text and jsonb refuse it) and a lone UTF-16 surrogate (no UTF-8
 * form; jsonb refuses its escape, text would silently turn it into U+FFFD).
 */
export const isUnstorableText = (text: string) => text.includes('\u0000') || hasLoneSurrogate(text);

/**
 * The paths (`a.0.b`, as a 406's `result.errors` keys them) of every string, object key included,
 * the database could not store.
 */
export function unstorablePaths(value: unknown, path: string[] = [], found: string[] = []): string[] {
  if (path.length > MAX_DEPTH) throw new Refusal(Code.Refused, Msg.requestUnreadable);
  if (typeof value === 'string') {
    if (isUnstorableText(value)) found.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      unstorablePaths(item, [...path, String(index)], found);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnstorableText(key)) found.push([...path, key].join('.'));
      else unstorablePaths(item, [...path, key], found);
    }
  }
  return found;
}

/**
 * Refuses a request whose body or query holds text the database cannot store: a 406 with the
 * form-validation message and a message at each field, before any schema or query sees it.
 */
export function refuseUnstorable(request: { body?: unknown; query?: unknown }): void {
  const paths = [...unstorablePaths(request.body), ...unstorablePaths(request.query)];
  if (paths.length === 0) return;
  const errors = Object.fromEntries(paths.map((path) => [path, StorableMsg.text]));
  throw new Refusal(Code.Refused, Msg.correctEditInformation, { errors });
}
