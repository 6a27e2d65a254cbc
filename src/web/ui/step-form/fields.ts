import type { ReactElement } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { ChoiceList, ChoiceSelect, type ChoiceSelectProps, ValueSelect, YesNo } from './choice-fields.tsx';
import { FramedField, type FramedFieldProps } from './framed-field.tsx';
import { PhoneNumbers } from './phone-numbers.tsx';
import {
  DateInput,
  type DateInputProps,
  LongTextInput,
  TextInput,
  type TextInputProps,
} from './text-fields.tsx';

type Named<P, N> = Omit<P, 'name'> & { name: N };
type Control<P, N> = (props: Named<P, N>) => ReactElement | null;
type Props<C> = C extends (props: infer P) => unknown ? P : never;

/**
 * The field kit typed for one step's form: the same components, their `name` limited to the form's
 * paths (`stepFields<PersonalDetailsInput>()`), so a misspelt field is a type error.
 */
export function stepFields<F extends FieldValues, N extends Path<F> = Path<F>>() {
  return {
    FramedField: FramedField as Control<FramedFieldProps, N>,
    TextInput: TextInput as Control<TextInputProps, N>,
    LongTextInput: LongTextInput as Control<Props<typeof LongTextInput>, N>,
    DateInput: DateInput as Control<DateInputProps, N>,
    ChoiceSelect: ChoiceSelect as Control<ChoiceSelectProps, N>,
    ValueSelect: ValueSelect as Control<Props<typeof ValueSelect>, N>,
    YesNo: YesNo as Control<Props<typeof YesNo>, N>,
    ChoiceList: ChoiceList as Control<Props<typeof ChoiceList>, N>,
    PhoneNumbers: PhoneNumbers as (props: {
      mobile: readonly [N, N];
      home: readonly [N, N, N];
      work: readonly [N, N, N];
      ownMobile?: boolean;
    }) => ReactElement,
  };
}
