import { applicationDetailsFields } from '@/domain/course/fields.ts';
import { otherDetailsFields } from '@/domain/other-details/fields.ts';
import { personalFields } from '@/domain/personal/fields.ts';
import { qualificationsFields } from '@/domain/qualifications/fields.ts';
import type { AnyTable } from '@/domain/steps/fields.ts';
import { labelAt } from '@/domain/steps/typing.ts';

const TABLES: Record<string, AnyTable> = {
  personal: personalFields,
  application: applicationDetailsFields,
  qualifications: qualificationsFields,
  other: otherDetailsFields,
};

/**
 * A changed field as staff know it from the step: 'personalDetails.familyName' → 'Family Name',
 * 'qualifications.1.name' → 'Name (2)'. The path is stored by column then field; a path no table
 * names (a column renamed since) shows as it is.
 */
export function changeLabel(step: string | null, path: string): string {
  const table = step ? TABLES[step] : undefined;
  const field = path.split('.').slice(1).join('.');
  const label = table && field ? labelAt(table, field) : undefined;
  if (!label) return path;
  const items = field.match(/\.(\d+)(\.|$)/g)?.map((index) => Number(index.replace(/\D/g, '')) + 1) ?? [];
  return items.length > 0 ? `${label} (${items.join(', ')})` : label;
}
