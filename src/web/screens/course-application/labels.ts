import { SECOND_APPLICATION_FIELDS } from '@/domain/course/clearing.ts';
import { applicationDetailsLabels, rplItemLabels } from '@/domain/course/fields.ts';
import type { RplItem } from '@/domain/course/form.ts';

/** The blocks of the screen, in the spec's order (§2). */
export const BlockTitle = {
  course: 'Course',
  second: 'Second Application',
  law: 'Law School Adjustment Factors',
  preferences: 'Subject Preferences',
  rpl: 'RPL',
  scholarship: 'Scholarship',
  livingCosts: 'Living Costs',
  feeHelp: 'FEE-HELP',
} as const;

const SECOND = new Set<string>(SECOND_APPLICATION_FIELDS);

/** The label of a field by its path: 'applyCoModuleIds.2' is 'Subject Preference 3'. */
export function labelOf(path: string): string {
  const [field, index, inner] = path.split('.');
  if (field === 'applyCoModuleIds' && index !== undefined) return `Subject Preference ${Number(index) + 1}`;
  if (field === 'applicationRpls' && inner) return rplItemLabels[inner as keyof RplItem] ?? inner;
  return applicationDetailsLabels[field as keyof typeof applicationDetailsLabels] ?? field ?? path;
}

/** Where a field sits, for the error summary: its block or item, when the label alone is ambiguous. */
function placeOf(path: string): string | undefined {
  const [field, index] = path.split('.');
  if (SECOND.has(field ?? '')) return BlockTitle.second;
  if (field === 'applicationRpls' && index !== undefined) return `RPL Item ${Number(index) + 1}`;
  return undefined;
}

/**
 * What precedes each message in the error summary: the place (second application, RPL item n) and
 * the label, unless the message names the field already ('Campus is required.') or the label is a
 * question (its message reads on its own).
 */
export function summaryLabels(messages: Record<string, string>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    const place = placeOf(path);
    const label = labelOf(path);
    // A question's message says what to do on its own ('The costs … must be understood.').
    const named =
      label.endsWith('?') ||
      message.startsWith(label) ||
      (path.startsWith('applyCoModuleIds.') && message.startsWith('Subject Preference'));
    labels[path] = named ? (place ?? '') : place ? `${place} ${label}` : label;
  }
  return labels;
}
