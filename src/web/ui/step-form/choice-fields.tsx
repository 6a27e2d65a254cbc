import { CheckboxGroupField } from '@/web/ui/checkbox-group-field.tsx';
import { SelectField, type SelectOption } from '@/web/ui/select-field.tsx';
import { YesNoField } from '@/web/ui/yes-no-field.tsx';
import { FramedField } from './framed-field.tsx';
import { useAnswer } from './use-answer.ts';

export interface ChoiceSelectProps {
  name: string;
  label?: string;
  options: readonly SelectOption[];
  autoComplete?: string;
  helperText?: string;
  /** Fixed by the domain (the local address country): shown, not changeable. */
  fixed?: boolean;
}

/** A reference-list selection (the id, null when none); a change applies the step's clearing rules. */
export function ChoiceSelect({ name, label, options, autoComplete, helperText, fixed }: ChoiceSelectProps) {
  const answer = useAnswer();
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, bound }) => (
        <SelectField
          {...bound}
          ref={field.ref}
          options={options}
          helperText={helperText}
          disabled={bound.disabled || fixed}
          autoComplete={autoComplete}
          value={field.value == null ? '' : String(field.value)}
          onChange={(value) => answer(name, value === '' ? null : Number(value))}
        />
      )}
    />
  );
}

/** A selection kept as its text value ('' when none), such as a year (yyyy). */
export function ValueSelect({
  name,
  label,
  options,
}: {
  name: string;
  label?: string;
  options: readonly SelectOption[];
}) {
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, bound }) => (
        <SelectField
          {...bound}
          ref={field.ref}
          options={options}
          value={field.value ?? ''}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** A yes/no question; an answer applies the step's clearing rules. */
export function YesNo({ name, label, helperText }: { name: string; label?: string; helperText?: string }) {
  const answer = useAnswer();
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, bound }) => (
        <YesNoField
          {...bound}
          ref={field.ref}
          helperText={helperText}
          value={field.value}
          onChange={(value) => answer(name, value)}
        />
      )}
    />
  );
}

/** Several reference items at once (checkboxes), stored as ids; a change applies the clearing rules. */
export function ChoiceList({
  name,
  label,
  options,
}: {
  name: string;
  label?: string;
  options: readonly SelectOption[];
}) {
  const answer = useAnswer();
  return (
    <FramedField
      name={name}
      label={label}
      render={({ field, bound }) => (
        <CheckboxGroupField
          {...bound}
          options={options}
          value={((field.value as number[] | undefined) ?? []).map(String)}
          onChange={(values) => answer(name, values.map(Number))}
        />
      )}
    />
  );
}
