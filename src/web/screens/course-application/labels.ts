import { SECOND_APPLICATION_FIELDS } from '@/domain/course/clearing.ts';
import { applicationDetailsFields } from '@/domain/course/fields.ts';
import { labelAt } from '@/domain/steps/typing.ts';
import { summaryLabelsWith } from '@/web/ui/step-form/summary-labels.ts';

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
  const [field, index] = path.split('.');
  if (field === 'applyCoModuleIds' && index !== undefined) return `Subject Preference ${Number(index) + 1}`;
  return labelAt(applicationDetailsFields, path) ?? path;
}

/** Where a field sits, for the error summary: its block or item, when the label alone is ambiguous. */
function placeOf(path: string): string | undefined {
  const [field, index] = path.split('.');
  if (SECOND.has(field ?? '')) return BlockTitle.second;
  if (field === 'applicationRpls' && index !== undefined) return `RPL Item ${Number(index) + 1}`;
  return undefined;
}

/** The error summary's labels: the place (second application, RPL item n), then the label. */
export const summaryLabels = summaryLabelsWith(
  labelOf,
  placeOf,
  // 'Subject Preference is required.' names its row's field already.
  (path, message) => path.startsWith('applyCoModuleIds.') && message.startsWith('Subject Preference'),
);
