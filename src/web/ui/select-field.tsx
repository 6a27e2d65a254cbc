import { NativeSelect } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { FormField, fieldIds } from './form-field.tsx';
import '@/web/ui/recipes/native-select.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** The select's id and name; error summaries link to `#<id>`. */
  id: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  /** The empty first option (default 'Please select'). */
  placeholder?: string;
  autoComplete?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (keyboard, screen readers and mobile pickers for free), error tied to it. */
export function SelectField({
  id,
  label,
  options,
  value,
  onChange,
  onBlur,
  required,
  disabled,
  error,
  helperText,
  placeholder = 'Please select',
  autoComplete,
  ref,
}: SelectFieldProps) {
  const ids = fieldIds(id);
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean);
  return (
    <FormField id={id} label={label} error={error} required={required} helperText={helperText}>
      <NativeSelect.Root disabled={disabled}>
        <NativeSelect.Field
          // The field frame is never disabled itself, so say it on the select (it wins over the frame).
          {...{ disabled }}
          ref={ref}
          name={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          autoComplete={autoComplete}
          aria-describedby={describedBy.join(' ') || undefined}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** Reference items as select options: the id is the value, the name the text. */
export const refOptions = (items: readonly { id: number; name: string }[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
