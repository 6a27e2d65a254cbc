import { DateField } from '@/web/ui/date-field.tsx';
import { describedBy, FormField, TextArea, TextField as TextBox } from '@/web/ui/form-field.tsx';
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

/** What a field's character count shows now, when its limit is counted (FieldRules.counted). */
function countOf(limit: number | undefined, value: unknown) {
  return limit === undefined ? undefined : { limit, length: typeof value === 'string' ? value.length : 0 };
}

/**
 * A text box; typing is filtered to the field's allowed characters and limit (FieldRules.filter,
 * maxLength), or, for a long limit, counted instead (FieldRules.counted): pasted text is kept whole.
 */
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
          count={countOf(rules.counted?.(name), field.value)}
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

/** A longer free-text answer, with its character count (FieldRules.counted) or its hard limit. */
export function LongTextInput({ name, label, rows = 3 }: { name: string; label?: string; rows?: number }) {
  const rules = useFieldRules();
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, label: shown, required, locked, error }) => {
        const count = countOf(rules.counted?.(name), field.value);
        return (
          <FormField id={name} label={shown} required={required} error={error} count={count}>
            <TextArea
              name={name}
              ref={field.ref}
              rows={rows}
              maxLength={rules.maxLength?.(name)}
              disabled={locked}
              aria-describedby={describedBy(name, undefined, error, count)}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            />
          </FormField>
        );
      }}
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
