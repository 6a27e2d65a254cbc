import { useMemo, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitHandler,
  useForm,
} from 'react-hook-form';
import type { FlowError } from '@/domain/api-error.ts';
import { Msg } from '@/domain/messages.ts';
import { type ErrorSummaryProps, errorMessages } from './error-summary.tsx';
import { type FormRules, lazyZodResolver } from './lazy-resolver.ts';
import { useServerErrors } from './use-server-errors.ts';

/**
 * Which message heads the error summary: 'server-first' keeps the machine's refusal while one
 * stands; 'last-attempt' shows the form's own rules after a failed client check, else the server's.
 */
export type SummaryOrder = 'server-first' | 'last-attempt';

export interface FlowFormOptions<In extends FieldValues, Out> {
  /** The form's zod schema, fetched once the page is drawn (`formRules`, lazy-resolver.ts). */
  schema: FormRules<In, Out>;
  /** The machine's refusal; its field messages show inline on the fields named in `labels`. */
  error: FlowError | null | undefined;
  defaultValues: DefaultValues<In>;
  /** field name → label; the form's fields, also shown before each message in the summary. */
  labels: Partial<Record<Path<In>, string>>;
  summaryOrder?: SummaryOrder;
  /** react-hook-form's own focus on the first invalid field; the summary takes focus anyway. */
  focusFirstError?: boolean;
}

/**
 * The plumbing every account flow form shares: react-hook-form with the zod schema, the
 * machine's field errors merged in, and the ErrorSummary props (message, links, focus key).
 */
export function useFlowForm<In extends FieldValues, Out extends FieldValues>({
  schema,
  error,
  defaultValues,
  labels,
  summaryOrder = 'server-first',
  focusFirstError = false,
}: FlowFormOptions<In, Out>) {
  const [attempt, setAttempt] = useState<'client' | 'server'>('server');
  const resolver = useMemo(() => lazyZodResolver(schema), [schema]);
  const form = useForm<In, unknown, Out>({
    resolver,
    shouldFocusError: focusFirstError,
    defaultValues,
  });
  const fields = useMemo(() => Object.keys(labels) as Path<In>[], [labels]);
  useServerErrors(error, form.setError, fields);

  const fieldErrors = errorMessages(form.formState.errors);
  const correct = Object.keys(fieldErrors).length > 0 ? Msg.correctEditInformation : null;
  const message =
    summaryOrder === 'server-first'
      ? (error?.message ?? correct)
      : attempt === 'client'
        ? correct
        : error?.message;

  /** handleSubmit that also records whether the last attempt stopped at the form's own rules. */
  const submit = (onValid: SubmitHandler<Out>) =>
    form.handleSubmit(
      (values) => {
        setAttempt('server');
        return onValid(values);
      },
      () => setAttempt('client'),
    );

  const summary: ErrorSummaryProps = {
    message,
    fieldErrors,
    labels: labels as Record<string, string>,
    focusKey: form.formState.submitCount,
    refusal: error,
  };
  return { form, fieldErrors, summary, submit, attempt };
}
