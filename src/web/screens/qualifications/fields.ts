import type { QualificationsInput } from '@/domain/qualifications/schema.ts';
import { stepFields } from '@/web/ui/step-form/fields.ts';

/** The field kit typed for the qualifications form (paths such as 'qualifications.0.name'). */
export const { ChoiceList, ChoiceSelect, DateInput, LongTextInput, TextInput, YesNo } =
  stepFields<QualificationsInput>();
