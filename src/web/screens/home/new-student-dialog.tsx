import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { categoryLabel } from '@/domain/applications/category.ts';
import {
  NEW_STUDENT_FIELDS,
  NEW_STUDENT_LABELS,
  NEW_STUDENT_MAX_LENGTH,
  type NewStudent,
  newStudentSchema,
} from '@/domain/applications/new-student.ts';
import { Msg } from '@/domain/messages.ts';
import type { Category } from '@/domain/user.ts';
import { AgentNewApplicationActor } from '@/web/logic/agent-new-application.ts';
import { AppDialog } from '@/web/ui/app-dialog.tsx';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { FormField } from '@/web/ui/form-field.tsx';

export const NEW_STUDENT_DIALOG_TITLE = 'New application for a student';
export const NEW_STUDENT_HINT =
  'The student will see this application in their own list once they register with this email.';
const FORM_ID = 'new-student';
const ids: Record<keyof NewStudent, string> = {
  firstGivenName: 'new-student-first-given-name',
  familyName: 'new-student-family-name',
  mail: 'new-student-mail',
};

/**
 * An agent's New Application (issue 11): the student's name and email, worded and checked as on the
 * personal step, before that step opens with them filled in. Continue / Cancel.
 */
export function NewStudentDialog() {
  const actor = AgentNewApplicationActor.useActorRef();
  const open = AgentNewApplicationActor.useSelector((s) => s.matches('askingStudent'));
  const category = AgentNewApplicationActor.useSelector((s) => s.context.category);
  return (
    <AppDialog
      open={open}
      onClose={() => actor.send({ type: 'CANCEL' })}
      title={NEW_STUDENT_DIALOG_TITLE}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={() => actor.send({ type: 'CANCEL' })}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} colorPalette="brand">
            Continue
          </Button>
        </>
      }
    >
      {category ? <NewStudentForm category={category} /> : null}
    </AppDialog>
  );
}

function NewStudentForm({ category }: { category: Category }) {
  const actor = AgentNewApplicationActor.useActorRef();
  const {
    register,
    handleSubmit,
    formState: { errors, submitCount },
  } = useForm({
    resolver: zodResolver(newStudentSchema(category)),
    shouldFocusError: false,
    defaultValues: { firstGivenName: '', familyName: '', mail: '' },
  });
  const fieldErrors = errorMessages(errors);
  const summary = Object.keys(fieldErrors).length > 0 ? Msg.correctEditInformation : null;
  const field = (name: keyof NewStudent, helperText?: string) => (
    <FormField
      key={name}
      id={ids[name]}
      label={NEW_STUDENT_LABELS[name]}
      required
      error={errors[name]?.message}
      helperText={helperText}
    >
      <Input
        required
        type={name === 'mail' ? 'email' : 'text'}
        maxLength={NEW_STUDENT_MAX_LENGTH[name]}
        // The student's details, not the agent's own: the browser must not fill them in.
        autoComplete="off"
        {...register(name)}
      />
    </FormField>
  );
  return (
    <form
      id={FORM_ID}
      noValidate
      aria-label={NEW_STUDENT_DIALOG_TITLE}
      onSubmit={handleSubmit((student) => actor.send({ type: 'CONTINUE', student }))}
    >
      <ErrorSummary
        message={summary}
        fieldErrors={fieldErrors}
        labels={NEW_STUDENT_LABELS}
        ids={ids}
        focusKey={submitCount}
      />
      <Stack gap="4">
        <Text>
          {`${categoryLabel(category)}: the student's name and the email they will register with. Their other details come next, on the personal details step.`}
        </Text>
        {NEW_STUDENT_FIELDS.map((name) => field(name, name === 'mail' ? NEW_STUDENT_HINT : undefined))}
      </Stack>
    </form>
  );
}
