import type { OtherDetailsInput } from '@/domain/other-details/schema.ts';
import { stepFields } from '@/web/ui/step-form/fields.ts';

/** The field kit typed for the older other-details form. */
export const { ChoiceSelect, DateInput, LongTextInput, TextInput, YesNo } = stepFields<OtherDetailsInput>();
