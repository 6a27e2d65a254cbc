import { FormField } from './form-field.tsx';
import { SelectBox } from './select-field.tsx';

export interface FilterSelectProps<T extends string> {
  id: string;
  label: string;
  value: T | '';
  /** The first option, which filters nothing ('All statuses'). */
  anyLabel: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T | '') => void;
}

/** A list filter applied as soon as it changes (the applications home, the staff queue). */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: FilterSelectProps<T>) {
  return (
    <FormField id={id} label={label}>
      <SelectBox id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectBox>
    </FormField>
  );
}
