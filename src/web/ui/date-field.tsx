import type { Ref } from 'react';
import { TextField, type TextFieldProps } from './form-field.tsx';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'min' | 'max'> {
  /** yyyy-MM-dd, '' when empty. */
  value: string;
  onValueChange: (value: string) => void;
  /** The earliest selectable date, yyyy-MM-dd. */
  min?: string;
  max?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native date input: the browser's picker and keyboard entry in the user's locale, the value always
 * yyyy-MM-dd (or '' while incomplete).
 */
export function DateField({ value, onValueChange, ...props }: DateFieldProps) {
  return (
    <TextField {...props} type="date" value={value} onChange={(event) => onValueChange(event.target.value)} />
  );
}
