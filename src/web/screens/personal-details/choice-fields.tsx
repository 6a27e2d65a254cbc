import { Controller } from 'react-hook-form';
import type { AnswerField, ChoiceField } from '@/domain/personal/form.ts';
import { CheckboxGroupField } from '@/web/ui/checkbox-group-field.tsx';
import { SelectField, type SelectOption } from '@/web/ui/select-field.tsx';
import { YesNoField } from '@/web/ui/yes-no-field.tsx';
import { useFieldFrame } from './field-frame.ts';
import { useAnswer } from './use-answer.ts';

export interface ChoiceSelectProps {
  name: ChoiceField;
  options: readonly SelectOption[];
  autoComplete?: string;
  /** Fixed by the domain (the local address country): shown, not changeable. */
  fixed?: boolean;
}

/** A reference-list selection (the id); a change applies the domain's clearing rules. */
export function ChoiceSelect({ name, options, autoComplete, fixed }: ChoiceSelectProps) {
  const { control, label, required, locked } = useFieldFrame(name);
  const answer = useAnswer();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={name}
          ref={field.ref}
          label={label}
          options={options}
          required={required}
          disabled={locked || fixed}
          autoComplete={autoComplete}
          error={fieldState.error?.message}
          value={field.value == null ? '' : String(field.value)}
          onChange={(value) => answer(name, value === '' ? null : Number(value))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** The year of arrival (yyyy), newest first. */
export function YearSelect({
  name,
  options,
}: {
  name: 'dateArrivalAustralia';
  options: readonly SelectOption[];
}) {
  const { control, label, required, locked } = useFieldFrame(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={name}
          ref={field.ref}
          label={label}
          options={options}
          required={required}
          disabled={locked}
          error={fieldState.error?.message}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A yes/no question; an answer applies the domain's clearing rules (spec §4). */
export function YesNo({ name, helperText }: { name: AnswerField; helperText?: string }) {
  const { control, label, required, locked } = useFieldFrame(name);
  const answer = useAnswer();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <YesNoField
          id={name}
          ref={field.ref}
          label={label}
          helperText={helperText}
          required={required}
          disabled={locked}
          error={fieldState.error?.message}
          value={field.value}
          onChange={(value) => answer(name, value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Several reference items (disability types), stored as ids. */
export function ChoiceList({ name, options }: { name: 'disabilityType'; options: readonly SelectOption[] }) {
  const { control, label, required, locked } = useFieldFrame(name);
  const answer = useAnswer();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroupField
          id={name}
          label={label}
          options={options}
          required={required}
          disabled={locked}
          error={fieldState.error?.message}
          value={(field.value ?? []).map(String)}
          onChange={(values) => answer(name, values.map(Number))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
