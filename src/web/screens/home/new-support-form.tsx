import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { SUPPORT_CONTENT_MAX } from '@/domain/constants.ts';
import { Msg } from '@/domain/messages.ts';
import { SUBJECT_MAX, type SupportType, supportRequestSchema } from '@/domain/support/support.ts';
import { NewSupportRequestActor } from '@/web/logic/home.ts';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { describedBy, FormField } from '@/web/ui/form-field.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import '@/web/ui/recipes/native-select.ts';

export const NEW_SUPPORT_FORM_ID = 'new-support-request';
const labels = { type: 'Support type', subject: 'Subject', content: 'Content' };
const ids = { type: 'support-type', subject: 'support-subject', content: 'support-content' };
const fields = ['type', 'subject', 'content'] as const;

/**
 * The new support request: type, subject, content (spec §3, §5). Subject (100) and content (1000) show
 * the shared character count instead of cutting what is typed or pasted; the schema refuses too much.
 */
export function NewSupportForm({ types }: { types: SupportType[] }) {
  const actor = NewSupportRequestActor.useActorRef();
  const submitting = NewSupportRequestActor.useSelector((s) => s.matches('submitting'));
  const error = NewSupportRequestActor.useSelector((s) => s.context.error);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(supportRequestSchema),
    shouldFocusError: false,
    defaultValues: { subject: '', content: '' },
  });
  useServerErrors(error, setError, fields);
  const fieldErrors = errorMessages(errors);
  const summary = error?.message ?? (Object.keys(fieldErrors).length > 0 ? Msg.correctEditInformation : null);
  const subjectCount = { limit: SUBJECT_MAX, length: (watch('subject') ?? '').length };
  const contentCount = { limit: SUPPORT_CONTENT_MAX, length: (watch('content') ?? '').length };

  return (
    <form
      id={NEW_SUPPORT_FORM_ID}
      noValidate
      aria-label="New support request"
      onSubmit={handleSubmit((values) => actor.send({ type: 'SUBMIT', values }))}
    >
      <ErrorSummary
        message={summary}
        fieldErrors={fieldErrors}
        labels={labels}
        ids={ids}
        focusKey={submitCount}
      />
      <fieldset disabled={submitting}>
        <Stack gap="4">
          <FormField id={ids.type} label={labels.type} required error={errors.type?.message}>
            <NativeSelect.Root>
              <NativeSelect.Field
                required
                {...register('type', {
                  setValueAs: (value: unknown) => (value === '' || value == null ? undefined : Number(value)),
                })}
              >
                <option value="">Choose a support type</option>
                {types.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField
            id={ids.subject}
            label={labels.subject}
            required
            error={errors.subject?.message}
            count={subjectCount}
          >
            <Input
              required
              autoComplete="off"
              aria-describedby={describedBy(ids.subject, undefined, errors.subject?.message, subjectCount)}
              {...register('subject')}
            />
          </FormField>
          <FormField
            id={ids.content}
            label={labels.content}
            error={errors.content?.message}
            count={contentCount}
          >
            <Textarea
              rows={6}
              resize="vertical"
              aria-describedby={describedBy(ids.content, undefined, errors.content?.message, contentCount)}
              {...register('content')}
            />
          </FormField>
        </Stack>
      </fieldset>
    </form>
  );
}
