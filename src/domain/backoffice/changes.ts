import { maskTaxFileNumber } from '../answers/format.ts';
import type { FieldChange } from './types.ts';

/** Answers the history never shows in full (issue 23): only their last three characters. */
const MASKED: Readonly<Record<string, (value: string) => string>> = { taxFileNumber: maskTaxFileNumber };

/** A stored answer as text: strings as they are, everything else as JSON; empty and missing are null. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Every leaf of a JSON value by its path ('qualifications.0.name'); an empty object or list is a leaf. */
function leaves(value: unknown, path: string, into: Map<string, unknown>): Map<string, unknown> {
  const container = value !== null && typeof value === 'object';
  const entries = container ? Object.entries(value as Record<string, unknown>) : [];
  if (!container || entries.length === 0) {
    if (path) into.set(path, container ? null : value);
    return into;
  }
  for (const [key, child] of entries) leaves(child, path ? `${path}.${key}` : key, into);
  return into;
}

/**
 * The fields a save changed, before → after, in the order of the saved answers then the removed ones
 * (issue 11: "field-level before → after for saves"). A field absent on one side counts as empty.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before ?? {}, '', new Map());
  const now = leaves(after ?? {}, '', new Map());
  const changes: FieldChange[] = [];
  for (const field of new Set([...now.keys(), ...old.keys()])) {
    const [was, is] = [asText(old.get(field)), asText(now.get(field))];
    const mask = MASKED[field.split('.').at(-1) ?? field];
    if (was !== is)
      changes.push({
        field,
        before: was && mask ? mask(was) : was,
        after: is && mask ? mask(is) : is,
      });
  }
  return changes;
}
