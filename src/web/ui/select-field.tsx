import { Field } from '@ark-ui/react/field';
import { useFieldContext } from '@chakra-ui/react';
import type { ComponentProps, ReactNode, Ref } from 'react';
import { FormField, fieldIds } from './form-field.tsx';
import { slotParts, staticClassSet, useStaticClasses } from './static-styles.ts';
import '@/web/ui/recipes/native-select.ts';

/** Chakra's `ChevronDownIcon` props: style props to Chakra, so they are CSS, not attributes. */
const chevron = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const selectClasses = staticClassSet((system) => ({
  ...slotParts(system, 'nativeSelect', ['root', 'field', 'indicator']),
  chevron: { styles: [chevron] },
}));

export interface SelectBoxProps extends Omit<ComponentProps<typeof Field.Select>, 'className'> {
  disabled?: boolean;
}

/**
 * A native select inside a `FormField`, drawn as Chakra's `NativeSelect` (root, field, indicator and
 * its chevron) with their classes made once (static-styles.ts). The frame is never disabled itself,
 * so `disabled` goes on the select (it wins over the frame's) and on the root, as Chakra's does.
 */
export function SelectBox({ disabled, children, ...select }: SelectBoxProps) {
  const classes = useStaticClasses(selectClasses);
  const field = useFieldContext();
  // What Chakra's root hands its field and indicator: the frame's state first.
  const shown = { disabled: Boolean(field?.disabled ?? disabled), invalid: Boolean(field?.invalid) };
  return (
    <div className={classes.root} {...{ disabled }}>
      <Field.Select
        data-invalid={shown.invalid ? '' : undefined}
        {...select}
        disabled={disabled ?? shown.disabled}
        className={classes.field}
      >
        {children}
      </Field.Select>
      <div
        data-disabled={shown.disabled ? '' : undefined}
        data-invalid={shown.invalid ? '' : undefined}
        className={classes.indicator}
      >
        {/* biome-ignore lint/a11y/noSvgWithoutTitle: Chakra's chevron as it draws it (decorative). */}
        <svg viewBox="0 0 24 24" className={classes.chevron}>
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}

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
      <SelectBox
        disabled={disabled}
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
      </SelectBox>
    </FormField>
  );
}

/** Reference items as select options: the id is the value, the name the text. */
export const refOptions = (items: readonly { id: number; name: string }[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
