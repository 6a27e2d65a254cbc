import type { PersonalDetailsInput } from '@/domain/personal/schema.ts';
import { stepFields } from '@/web/ui/step-form/fields.ts';
import type { ShownField } from './labels.ts';

/** The field kit typed for the personal details form: names are the fields the screen shows. */
export const {
  ChoiceList,
  ChoiceSelect,
  DateInput,
  LongTextInput,
  PhoneNumbers,
  TextInput,
  ValueSelect,
  YesNo,
} = stepFields<PersonalDetailsInput, ShownField & keyof PersonalDetailsInput>();
