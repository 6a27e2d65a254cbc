import { type ComponentType, memo, type ReactElement } from 'react';
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
 * Each control memoised: its props are a name, a label and options the step keeps, so a group that
 * re-renders (a part shown or hidden) redraws only the fields whose own props changed; a field's
 * value, error and rules reach it by subscription (Controller, useFieldFrame).
 */
const kit = <P, N>(control: ComponentType<P>) => memo(control) as unknown as Control<P, N>;

/**
 * The field kit typed for one step's form: the same components, their `name` limited to the form's
 * paths (`stepFields<PersonalDetailsInput>()`), so a misspelt field is a type error.
 */
export function stepFields<F extends FieldValues, N extends Path<F> = Path<F>>() {
  return {
    FramedField: FramedField as Control<FramedFieldProps, N>,
    TextInput: kit<TextInputProps, N>(TextInput),
    LongTextInput: kit<Props<typeof LongTextInput>, N>(LongTextInput),
    DateInput: kit<DateInputProps, N>(DateInput),
    ChoiceSelect: kit<ChoiceSelectProps, N>(ChoiceSelect),
    ValueSelect: kit<Props<typeof ValueSelect>, N>(ValueSelect),
    YesNo: kit<Props<typeof YesNo>, N>(YesNo),
    ChoiceList: kit<Props<typeof ChoiceList>, N>(ChoiceList),
    PhoneNumbers: PhoneNumbers as (props: {
      mobile: readonly [N, N];
      home: readonly [N, N, N];
      work: readonly [N, N, N];
      ownMobile?: boolean;
    }) => ReactElement,
  };
}
