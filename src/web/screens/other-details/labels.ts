import { otherDetailsFields } from '@/domain/other-details/fields.ts';
import { labelAt } from '@/domain/steps/typing.ts';
import { summaryLabelsWith } from '@/web/ui/step-form/summary-labels.ts';

/** The blocks of the screen, in the spec's order (course spec §2 "Other Details screen (older)"). */
export const BlockTitle = {
  english: 'English Proficiency',
  agency: 'Agency Details',
} as const;

/** The label of a field by its name, from the field table. */
export const labelOf = (path: string): string => labelAt(otherDetailsFields, path) ?? path;

/** The error summary's labels: each field's label (no field's label is ambiguous on this screen). */
export const summaryLabels = summaryLabelsWith(labelOf, () => undefined);
