import { keepAllowed } from './allowed-characters.ts';
import { isCounted } from './character-count.ts';
import type { AnyTable, ItemsSpec, TextSpec } from './fields.ts';

const TEXT_KINDS = new Set(['text', 'multiline', 'date', 'year']);

/**
 * The spec of the field at a form path ('taxFileNumber', 'applicationRpls.0.completionYear'): list
 * indexes are skipped into the item's table. Undefined for a path the table does not have.
 */
export function specAt(table: AnyTable, path: string): AnyTable[string] | undefined {
  let current: AnyTable = table;
  const parts = path.split('.').filter((part) => !/^\d+$/.test(part));
  for (const [at, part] of parts.entries()) {
    const spec = current[part];
    if (!spec) return undefined;
    if (at === parts.length - 1) return spec;
    if (spec.kind !== 'items') return undefined;
    current = (spec as ItemsSpec<AnyTable>).item;
  }
  return undefined;
}

/** The text spec of the field at a path; undefined when it is not a text field. */
export function textSpecAt(table: AnyTable, path: string): TextSpec | undefined {
  const spec = specAt(table, path);
  return spec && TEXT_KINDS.has(spec.kind) ? (spec as TextSpec) : undefined;
}

/** The visible label of the field at a path (an item's field: the item table's label). */
export function labelAt(table: AnyTable, path: string): string | undefined {
  const spec = specAt(table, path) as { label?: string } | undefined;
  return spec?.label;
}

/**
 * What typing may put in each field of a step, read from its field table: the characters kept
 * (`allowed`), the number pad for digit fields, and the input's limit (`maxLength`) — or, for a limit
 * of 100 or more, no hard limit but a character count (`counted`): pasted text is kept whole and the
 * step's rule refuses it with its message (character-count.ts). The field kit takes these as its
 * FieldRules' filter, numeric, maxLength and counted.
 */
export function typingOf(table: AnyTable) {
  return {
    filter: (name: string, typed: string) => {
      const allowed = textSpecAt(table, name)?.allowed;
      return allowed ? keepAllowed(allowed, typed) : typed;
    },
    numeric: (name: string) => textSpecAt(table, name)?.allowed === 'digits',
    maxLength: (name: string) => {
      const limit = textSpecAt(table, name)?.maxLength;
      return isCounted(limit) ? undefined : limit;
    },
    counted: (name: string) => {
      const limit = textSpecAt(table, name)?.maxLength;
      return isCounted(limit) ? limit : undefined;
    },
  };
}
