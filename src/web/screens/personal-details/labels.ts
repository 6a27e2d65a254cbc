import { personalLabels } from '@/domain/personal/fields.ts';
import type { PersonalField } from '@/domain/personal/form.ts';

/** The fields the screen shows (the category and id travel with the form unseen). */
export type ShownField = Exclude<PersonalField, 'applicationCategory' | 'applicationId'>;

/** The groups of the screen, in order (spec §2). */
export const GroupTitle = {
  top: 'TOP Information',
  personal: 'Personal Information',
  culture: 'Cultural Background',
  citizenship: 'Citizenship/Visa Details',
  contact: 'Contact Details',
  localAddress: 'Local Address',
  internationalAddress: 'International Address',
  emergency: 'Emergency Contact',
  special: 'Special Circumstances',
} as const;

/** Each field's visible label: the personal field table's (src/domain/personal/fields.ts). */
export const fieldLabels: Record<ShownField, string> = personalLabels;

/** Labels repeated in several groups are prefixed with their group in the error summary. */
const PREFIXED: readonly [RegExp, string][] = [
  [/^localAddress/, GroupTitle.localAddress],
  [/^internationalAddress/, GroupTitle.internationalAddress],
  [/^contact/, GroupTitle.emergency],
];

/** The group a field's label repeats in, for the fields whose label alone is ambiguous. */
function groupOf(field: ShownField): string | undefined {
  return PREFIXED.find(([pattern]) => pattern.test(field))?.[1];
}

/**
 * What precedes each message in the error summary: nothing (or just the group) when the message
 * names the field already ('Family Name is required.', 'Local Address: Postcode is required.'),
 * otherwise the label ('Have you officially changed your name?: This is required.').
 */
export function summaryLabels(messages: Record<string, string>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [name, message] of Object.entries(messages)) {
    if (!(name in fieldLabels)) continue;
    const field = name as ShownField;
    const group = groupOf(field);
    if (message.startsWith(fieldLabels[field])) labels[name] = group ?? '';
    else labels[name] = group ? `${group} ${fieldLabels[field]}` : fieldLabels[field];
  }
  return labels;
}
