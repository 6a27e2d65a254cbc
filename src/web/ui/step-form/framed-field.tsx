import type { ReactElement } from 'react';
import { Controller, type ControllerRenderProps, type FieldValues, useFormContext } from 'react-hook-form';
import { useFieldFrame } from './field-rules.tsx';
import { useWording } from './use-wording.ts';

/** What one field's control is drawn with: the form's binding, its label, mark, lock and error. */
export interface FieldFrame {
  field: ControllerRenderProps<FieldValues, string>;
  label: string;
  required: boolean;
  locked: boolean;
  error: string | undefined;
  /** The field has an error (with or without a message). */
  invalid: boolean;
  /** The props every field control takes alike: id, label, required, disabled, error, onBlur. */
  bound: {
    id: string;
    label: string;
    required: boolean;
    disabled: boolean;
    error: string | undefined;
    onBlur: () => void;
  };
}

export interface FramedFieldProps {
  /** The field's path in the form; also the control's id (the error summary links to it). */
  name: string;
  /** A label other than the step's own for this path (a repeated item's 'Subject 2'). */
  label?: string;
  render: (frame: FieldFrame) => ReactElement;
}

/**
 * A field bound to the form, drawn by `render` with its label, required mark, lock and error; label
 * and error in the page's wording (about the student for agents and staff, use-wording.ts).
 */
export function FramedField({ name, label: ownLabel, render }: FramedFieldProps) {
  const { control } = useFormContext();
  const frame = useFieldFrame(name);
  const word = useWording();
  const label = word(ownLabel ?? frame.label);
  const { required, locked } = frame;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        const error = message === undefined ? undefined : word(message);
        const bound = { id: name, label, required, disabled: locked, error, onBlur: field.onBlur };
        return render({ field, label, required, locked, error, invalid: Boolean(fieldState.error), bound });
      }}
    />
  );
}
