import { Textarea } from '@chakra-ui/react';
import type { Path } from 'react-hook-form';
import { allowedCharacters, filterTyped } from '@/domain/personal/allowed-characters.ts';
import { MIN_YEAR } from '@/domain/personal/constants.ts';
import type { TextField } from '@/domain/personal/form.ts';
import { DateField } from '@/web/ui/date-field.tsx';
import { FormField, fieldIds, TextField as TextBox } from '@/web/ui/form-field.tsx';
import type { Values } from './field-frame.ts';
import { FramedField } from './framed-field.tsx';

export interface TextInputProps {
  name: Exclude<TextField, 'birthDate' | 'visaExpiryDate' | 'healthCareExpiryDate' | 'dateArrivalAustralia'>;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  helperText?: string;
}

/** A text box; typing is filtered to the field's allowed characters (allowed-characters.ts). */
export function TextInput({ name, type = 'text', autoComplete, helperText }: TextInputProps) {
  const numeric = allowedCharacters[name] === 'digits';
  return (
    <FramedField
      name={name as TextInputProps['name'] & Path<Values>}
      render={({ field, label, required, locked, error }) => (
        <TextBox
          id={name}
          name={name}
          // TextField hands `ref` to its input (React 19 passes it as a prop).
          {...{ ref: field.ref }}
          type={type}
          label={label}
          required={required}
          disabled={locked}
          helperText={helperText}
          autoComplete={autoComplete}
          inputMode={numeric ? 'numeric' : undefined}
          error={error}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(filterTyped(name, event.target.value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A longer free-text answer. */
export function LongTextInput({ name }: { name: 'disabilityDescribe' }) {
  const ids = fieldIds(name);
  return (
    <FramedField
      name={name}
      render={({ field, label, required, locked, error, invalid }) => (
        <FormField id={name} label={label} required={required} error={error}>
          <Textarea
            name={name}
            ref={field.ref}
            rows={3}
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
  name: 'birthDate' | 'visaExpiryDate' | 'healthCareExpiryDate';
  autoComplete?: string;
}

/** A date (yyyy-MM-dd); dates before 1900 are not selectable (spec §9). */
export function DateInput({ name, autoComplete }: DateInputProps) {
  return (
    <FramedField
      name={name}
      render={({ field, bound }) => (
        <DateField
          {...bound}
          name={name}
          ref={field.ref}
          autoComplete={autoComplete}
          min={`${MIN_YEAR}-01-01`}
          value={field.value ?? ''}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
