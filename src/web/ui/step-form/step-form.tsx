import { Button, Flex, Text } from '@chakra-ui/react';
import type { FormEvent, FormEventHandler, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import type { FlowError } from '@/domain/api-error.ts';
import { Code } from '@/domain/envelope.ts';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import { useStepDrafts } from './drafts.tsx';
import { STEP_TITLE_ID } from './step-definition.ts';
import { useReportUnsaved } from './unsaved-changes.ts';
import { useWording } from './use-wording.ts';

export interface StepFormShellProps<TInput extends FieldValues, TOutput> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The primary button's label (from the flow). */
  action: string;
  saving: boolean;
  /** The machine's failed save: a 406 is said in the summary and at its fields. */
  error: FlowError | null;
  /** The summary line when fields are wrong ('Please correct the edit information.'). */
  summary: string;
  /** The fields a server refusal may name (their messages go inline). */
  fields: readonly string[];
  /** What precedes each message in the error summary (by field path); by default nothing. */
  summaryLabels?: (messages: Record<string, string>) => Record<string, string>;
  /** Notices above the fields (saved, locked…). */
  notices?: ReactNode;
  children: ReactNode;
  /** Outside the <form> but inside the form's context (dialogs). */
  after?: ReactNode;
}

/**
 * A step's form: the error summary (focused on a failed save), a restored draft's notice, the notices,
 * the required-fields note, the fields, and the primary button with the draft's status beside it.
 * Reports each change to the step machine and tells the shell when there are unsaved changes (drafts.tsx).
 */
export function StepFormShell<TInput extends FieldValues, TOutput>({
  form,
  onSubmit,
  action,
  saving,
  error,
  summary: summaryLine,
  fields,
  summaryLabels,
  notices,
  children,
  after,
}: StepFormShellProps<TInput, TOutput>) {
  const {
    setError,
    formState: { errors, submitCount },
  } = form;
  useServerErrors(error, setError, fields as never);
  // Whether changes are unsaved is the step machine's (a restored draft counts; a save clears it).
  const drafts = useStepDrafts(form, onSubmit as (event?: FormEvent<HTMLFormElement>) => void);
  useReportUnsaved(drafts.changed);

  const fieldErrors = errorMessages(errors as never);
  // The summary's entries in the page's wording, as at the fields (use-wording.ts).
  const word = useWording();
  const worded = (texts: Record<string, string> | undefined) =>
    texts && Object.fromEntries(Object.entries(texts).map(([path, text]) => [path, word(text)]));
  // A refusal (406) is said in the summary; other failures are the API client's to report (spec §8).
  const refusal = error?.code === Code.Refused ? error.message || summaryLine : null;
  const summary = refusal ?? (Object.keys(fieldErrors).length > 0 ? summaryLine : null);

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby={STEP_TITLE_ID} onSubmit={drafts.submit}>
        <ErrorSummary
          message={summary}
          fieldErrors={worded(fieldErrors)}
          labels={worded(summaryLabels?.(fieldErrors))}
          focusKey={submitCount}
          refusal={error}
        />
        {drafts.restoredNotice}
        {notices}
        <Text mb="4" color="fg.muted">
          Fields marked with an asterisk (*) are required.
        </Text>
        {children}
        <Flex justify="flex-end" align="center" wrap="wrap" gap="4" mt="6">
          {drafts.statusLine}
          <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Saving…">
            {action}
          </Button>
        </Flex>
      </form>
      {after}
    </FormProvider>
  );
}
