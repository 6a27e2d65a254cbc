import type { ReactElement } from 'react';
import { Controller, type ControllerRenderProps, type Path } from 'react-hook-form';
import { useFieldFrame, type Values } from './field-frame.ts';
import type { ShownField } from './labels.ts';

/** What one field's control is drawn with: the form's binding, its label, mark, lock and error. */
export interface FieldFrame<N extends Path<Values>> {
  field: ControllerRenderProps<Values, N>;
  label: string;
  required: boolean;
  locked: boolean;
  error: string | undefined;
  /** The field has an error (with or without a message). */
  invalid: boolean;
  /** The props every field control takes alike: id, label, required, disabled, error, onBlur. */
  bound: {
    id: N;
    label: string;
    required: boolean;
    disabled: boolean;
    error: string | undefined;
    onBlur: () => void;
  };
}

/** A field bound to the form, drawn by `render` with its label, required mark, lock and error. */
export function FramedField<N extends ShownField & Path<Values>>({
  name,
  render,
}: {
  name: N;
  render: (frame: FieldFrame<N>) => ReactElement;
}) {
  const { control, label, required, locked } = useFieldFrame(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const bound = { id: name, label, required, disabled: locked, error, onBlur: field.onBlur };
        return render({ field, label, required, locked, error, invalid: Boolean(fieldState.error), bound });
      }}
    />
  );
}
