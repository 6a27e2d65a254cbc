import type { QualificationLists } from '@/domain/qualifications/context.ts';
import { qualificationsFields } from '@/domain/qualifications/fields.ts';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { labelAt } from '@/domain/steps/typing.ts';
import { summaryLabelsWith } from '@/web/ui/step-form/summary-labels.ts';

/** The blocks of the screen, in the spec's order (§2). */
export const BlockTitle = {
  prefill: 'Pre-fill from a Previous Enrolment',
  qualifications: 'Qualifications',
  english: 'English Language Proficiency',
  employment: 'Employment',
} as const;

/** The parts of the English block. */
export const EnglishPart = {
  provider: 'English Provider',
  exemption: 'Exemption',
  test: 'English Test',
  requirements: 'English Language Requirements',
} as const;

/** 'Employment 2': an employment entry's title, by its place in the list. */
export const employmentTitle = (index: number) => `Employment ${index + 1}`;

/** A qualification type's name from the list ('Bachelor degree (including Honours)'). */
export function typeName(lists: QualificationLists, type: number | null, index: number): string {
  return lists.qualificationTypes.find((item) => item.id === type)?.name ?? `Qualification ${index + 1}`;
}

/** The label of a field by its path: 'qualifications.0.startDate' is 'Start Date'. */
export const labelOf = (path: string): string => labelAt(qualificationsFields, path) ?? path;

const PROVIDER_DETAILS = new Set([
  'englishProviderName',
  'englishProviderStartDate',
  'englishProviderEndDate',
]);

/** Where a field sits, when its label alone is ambiguous: its qualification, employment or provider. */
function placeOf(path: string, form: QualificationsForm, lists: QualificationLists): string | undefined {
  const [field, index] = path.split('.');
  const at = Number(index);
  if (field === 'qualifications' && index !== undefined)
    return typeName(lists, form.qualifications[at]?.qualificationType ?? null, at);
  if (field === 'employments' && index !== undefined) return employmentTitle(at);
  if (PROVIDER_DETAILS.has(field ?? '')) return EnglishPart.provider;
  return undefined;
}

/** The error summary's labels: the place (qualification type, 'Employment 2', provider), then the label. */
export const summaryLabelsFor = (form: QualificationsForm, lists: QualificationLists) =>
  summaryLabelsWith(labelOf, (path) => placeOf(path, form, lists));
