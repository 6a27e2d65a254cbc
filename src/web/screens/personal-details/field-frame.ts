import { useFormContext } from 'react-hook-form';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import type { PersonalDetailsInput } from '@/domain/personal/schema.ts';
import { fieldLabels, type ShownField } from './labels.ts';
import { useStepView } from './step-view.tsx';

export type Values = PersonalDetailsInput;

/** The control, label, required mark and lock of one field. */
export function useFieldFrame(name: ShownField) {
  const { control } = useFormContext<Values, unknown, PersonalDetailsForm>();
  const view = useStepView();
  return {
    control,
    view,
    label: fieldLabels[name],
    required: view.isRequired(name),
    locked: view.isLocked(name),
  };
}
