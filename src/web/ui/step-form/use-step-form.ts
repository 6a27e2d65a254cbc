import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

export interface UseStepFormOptions<TInput extends FieldValues, TOutput> {
  /** The step's rules for this mode, category and offer editing (lazy-resolver.ts `schemaResolver`). */
  resolver: Resolver<TInput, unknown, TOutput>;
  /** The machine's values (context.form). */
  values: TOutput;
  /** The form is open for the machine's values to replace it (ready.idle). */
  open: boolean;
  /** Valid values: send them to the machine (SAVE). */
  onSave: (values: TOutput) => void;
}

/**
 * The form's values: react-hook-form with the step's rules, starting from the machine's values.
 * When the machine replaces them while the form is open (a confirmed pre-fill) the form shows the new
 * ones; values the machine took from the form (a save, a pre-fill request) are not put back, so what
 * was typed stays as typed.
 */
export function useStepForm<TInput extends FieldValues, TOutput>({
  resolver,
  values,
  open,
  onSave,
}: UseStepFormOptions<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver,
    defaultValues: values as unknown as DefaultValues<TInput>,
    // Focus goes to the error summary (DESIGN.md), not to the first field.
    shouldFocusError: false,
  });
  const { reset } = form;

  const shown = useRef(values);
  useEffect(() => {
    if (values === shown.current) return;
    shown.current = values;
    if (open) reset(values as unknown as TInput);
  }, [values, open, reset]);

  const submit = form.handleSubmit((valid) => onSave(valid));
  return { form, submit };
}
