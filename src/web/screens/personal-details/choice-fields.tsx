import type { AnswerField, ChoiceField } from '@/domain/personal/form.ts';
import { CheckboxGroupField } from '@/web/ui/checkbox-group-field.tsx';
import { SelectField, type SelectOption } from '@/web/ui/select-field.tsx';
import { YesNoField } from '@/web/ui/yes-no-field.tsx';
import { FramedField } from './framed-field.tsx';
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
  const answer = useAnswer();
  return (
    <FramedField
      name={name}
      render={({ field, bound }) => (
        <SelectField
          {...bound}
          ref={field.ref}
          options={options}
          disabled={bound.disabled || fixed}
          autoComplete={autoComplete}
          value={field.value == null ? '' : String(field.value)}
          onChange={(value) => answer(name, value === '' ? null : Number(value))}
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
  return (
    <FramedField
      name={name}
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

/** A yes/no question; an answer applies the domain's clearing rules (spec §4). */
export function YesNo({ name, helperText }: { name: AnswerField; helperText?: string }) {
  const answer = useAnswer();
  return (
    <FramedField
      name={name}
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

/** Several reference items (disability types), stored as ids. */
export function ChoiceList({ name, options }: { name: 'disabilityType'; options: readonly SelectOption[] }) {
  const answer = useAnswer();
  return (
    <FramedField
      name={name}
      render={({ field, bound }) => (
        <CheckboxGroupField
          {...bound}
          options={options}
          value={(field.value ?? []).map(String)}
          onChange={(values) => answer(name, values.map(Number))}
        />
      )}
    />
  );
}
