import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField } from './form-field.tsx';

export interface PasswordPairFieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  /** The new password's field, then its retype's. */
  names: readonly [Path<T>, Path<T>];
  /** field name → label (the form's `labels`). */
  labels: Record<string, string>;
  /** field name → message (useFlowForm's `fieldErrors`). */
  errors: Record<string, string | undefined>;
  /** The password rules, shown under the first field. */
  helperText: ReactNode;
  maxLength?: number;
}

/** A new password and its retype, as every form that sets a password asks for them. */
export function PasswordPairFields<T extends FieldValues>({
  register,
  names: [password, retype],
  labels,
  errors,
  helperText,
  maxLength,
}: PasswordPairFieldsProps<T>) {
  return (
    <>
      <TextField
        label={labels[password]}
        type="password"
        autoComplete="new-password"
        required
        maxLength={maxLength}
        helperText={helperText}
        error={errors[password]}
        {...register(password)}
      />
      <TextField
        label={labels[retype]}
        type="password"
        autoComplete="new-password"
        required
        maxLength={maxLength}
        error={errors[retype]}
        {...register(retype)}
      />
    </>
  );
}
