import { Textarea } from '@chakra-ui/react';
import { DateField } from '@/web/ui/date-field.tsx';
import { FormField, fieldIds, TextField as TextBox } from '@/web/ui/form-field.tsx';
import { useFieldRules } from './field-rules.tsx';
import { FramedField } from './framed-field.tsx';

export interface TextInputProps {
  name: string;
  label?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  helperText?: string;
  maxLength?: number;
}

/** A text box; typing is filtered to the field's allowed characters and limit (FieldRules.filter, maxLength). */
export function TextInput({
  name,
  label,
  type = 'text',
  autoComplete,
  helperText,
  maxLength,
}: TextInputProps) {
  const rules = useFieldRules();
  const filter = rules.filter ?? ((_: string, typed: string) => typed);
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, bound }) => (
        <TextBox
          id={name}
          name={name}
          // TextField hands `ref` to its input (React 19 passes it as a prop).
          {...{ ref: field.ref }}
          type={type}
          label={bound.label}
          required={bound.required}
          disabled={bound.disabled}
          helperText={helperText}
          autoComplete={autoComplete}
          maxLength={maxLength ?? rules.maxLength?.(name)}
          inputMode={rules.numeric?.(name) ? 'numeric' : undefined}
          error={bound.error}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(filter(name, event.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A longer free-text answer. */
export function LongTextInput({ name, label, rows = 3 }: { name: string; label?: string; rows?: number }) {
  const ids = fieldIds(name);
  const rules = useFieldRules();
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, label: shown, required, locked, error, invalid }) => (
        <FormField id={name} label={shown} required={required} error={error}>
          <Textarea
            name={name}
            ref={field.ref}
            rows={rows}
            maxLength={rules.maxLength?.(name)}
            disabled={locked}
            aria-describedby={invalid ? ids.errorText : undefined}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

export interface DateInputProps {
  name: string;
  label?: string;
  autoComplete?: string;
}

/** A date (yyyy-MM-dd); dates before the step's earliest (FieldRules.minDate) are not selectable. */
export function DateInput({ name, label, autoComplete }: DateInputProps) {
  const { minDate } = useFieldRules();
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, bound }) => (
        <DateField
          {...bound}
          name={name}
          ref={field.ref}
          autoComplete={autoComplete}
          min={minDate}
          value={field.value ?? ''}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
