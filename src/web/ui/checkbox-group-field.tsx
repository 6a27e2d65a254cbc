import type { ReactNode } from 'react';
import { ChoiceOption } from './choice-option.tsx';
import type { SelectOption } from './select-field.tsx';
import { ChoiceFieldset, ChoiceOptions } from './yes-no-field.tsx';

export interface CheckboxGroupFieldProps {
  /** The field name; the first checkbox has this id (error summaries link to it). */
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The checked options' values. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
}

/** Several answers to one question: checkboxes in a fieldset, in the options' order. */
export function CheckboxGroupField({
  id,
  label,
  options,
  value,
  onChange,
  required,
  error,
  helperText,
  ...rest
}: CheckboxGroupFieldProps) {
  const toggle = (option: string, checked: boolean) =>
    onChange(options.map((o) => o.value).filter((v) => (v === option ? checked : value.includes(v))));
  return (
    <ChoiceFieldset id={id} legend={label} required={required} error={error} helperText={helperText}>
      <ChoiceOptions column>
        {options.map((option, index) => (
          <ChoiceOption
            key={option.value}
            {...rest}
            id={index === 0 ? id : `${id}-${option.value}`}
            name={id}
            type="checkbox"
            label={option.label}
            invalid={Boolean(error)}
            checked={value.includes(option.value)}
            onChange={(checked) => toggle(option.value, checked)}
          />
        ))}
      </ChoiceOptions>
    </ChoiceFieldset>
  );
}
