import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { Msg } from '@/domain/messages.ts';
import { registerEmailSchema } from '@/domain/schemas/account.ts';
import { AuthCard } from '@/web/ui/auth-layout.tsx';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { TextField } from '@/web/ui/form-field.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import { RegistrationActor } from './registration-actor.ts';

/** The email is the only field here; acceptance comes from the terms step of the flow. */
const emailFormSchema = registerEmailSchema.pick({ email: true });
const labels = { email: 'Email' };
const fields = ['email'] as const;

/** Spec §2 Register: email only, Send Verification Code, then the verification screen. */
export function RegisterScreen() {
  const actor = RegistrationActor.useActorRef();
  const sending = RegistrationActor.useSelector((s) => s.matches({ email: 'sending' }));
  const error = RegistrationActor.useSelector((s) => s.context.error);
  const email = RegistrationActor.useSelector((s) => s.context.email);
  const [attempt, setAttempt] = useState<'client' | 'server'>('server');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email } });
  useServerErrors(error, setError, fields);

  const onSubmit = handleSubmit(
    (values) => {
      setAttempt('server');
      actor.send({ type: 'SUBMIT_EMAIL', email: values.email });
    },
    () => setAttempt('client'),
  );
  const fieldErrors = errorMessages(errors);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  const message =
    attempt === 'client' ? (hasFieldErrors ? Msg.correctEditInformation : null) : error?.message;

  return (
    <AuthCard title="Register">
      <ErrorSummary message={message} fieldErrors={fieldErrors} labels={labels} focusKey={submitCount} />
      <Text mb="5">Enter your email address. We will send a verification code to it.</Text>
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="5">
          <TextField
            label={labels.email}
            type="email"
            autoComplete="email"
            required
            error={fieldErrors.email}
            {...register('email')}
          />
          <Button type="submit" colorPalette="brand" loading={sending} loadingText="Sending…">
            Send Verification Code
          </Button>
        </Stack>
      </form>
      <Text mt="6" fontSize="sm">
        Already registered?{' '}
        <Link asChild color="brand.fg" textDecoration="underline">
          <RouterLink to="/">Sign in</RouterLink>
        </Link>
      </Text>
    </AuthCard>
  );
}
