import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { selectPrimaryLabel } from '@machines/application-flow.ts';
import { SAVED } from '@machines/personal-details.ts';
import { FormProvider } from 'react-hook-form';
import { StepAction } from '@/domain/applications/steps.ts';
import { Code } from '@/domain/envelope.ts';
import type { RuleContext } from '@/domain/personal/checks.ts';
import { PersonalMsg } from '@/domain/personal/messages.ts';
import type { ReferenceLists } from '@/domain/reference/types.ts';
import { ErrorSummary, errorMessages } from '@/web/ui/error-summary.tsx';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import { useServerErrors } from '@/web/ui/use-server-errors.ts';
import { CitizenshipVisa } from './groups/citizenship-visa.tsx';
import { ContactDetails } from './groups/contact-details.tsx';
import { CulturalBackground } from './groups/cultural-background.tsx';
import { EmergencyContact } from './groups/emergency-contact.tsx';
import { InternationalAddress } from './groups/international-address.tsx';
import { LocalAddress } from './groups/local-address.tsx';
import { PersonalInformation } from './groups/personal-information.tsx';
import { SpecialCircumstances } from './groups/special-circumstances.tsx';
import { TopInformation } from './groups/top-information.tsx';
import { fieldLabels, type ShownField, summaryLabels } from './labels.ts';
import { ApplicationFlowActor, PersonalDetailsActor } from './personal-details-actor.ts';
import { PrefillDialog } from './prefill-dialog.tsx';
import { StepViewProvider } from './step-view.tsx';
import { usePersonalForm } from './use-personal-form.ts';

const FIELDS = Object.keys(fieldLabels) as ShownField[];

export interface PersonalFormProps {
  ctx: RuleContext;
  lists: ReferenceLists;
}

/** The nine groups, the error summary, the action button and the pre-fill confirmation. */
export function PersonalForm({ ctx, lists }: PersonalFormProps) {
  const { form, submit } = usePersonalForm(ctx);
  const locked = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.locked);
  const lockedFields = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.lockedFields);
  const error = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.error);
  const saving = PersonalDetailsActor.useSelector((snapshot) => snapshot.matches({ ready: 'saving' }));
  const saved = PersonalDetailsActor.useSelector((snapshot) => snapshot.hasTag(SAVED));
  const action = ApplicationFlowActor.useSelector(selectPrimaryLabel) ?? StepAction.saveAndContinue;
  const {
    setError,
    formState: { errors, submitCount },
  } = form;
  useServerErrors(error, setError, FIELDS);

  const fieldErrors = errorMessages(errors);
  // A refusal (406) is said in the summary; other failures are the API client's to report (spec §8).
  const refusal = error?.code === Code.Refused ? error.message || PersonalMsg.summary : null;
  const summary = refusal ?? (Object.keys(fieldErrors).length > 0 ? PersonalMsg.summary : null);

  return (
    <FormProvider {...form}>
      <form noValidate aria-labelledby="personal-details-title" onSubmit={submit}>
        <ErrorSummary
          message={summary}
          fieldErrors={fieldErrors}
          labels={summaryLabels(fieldErrors)}
          focusKey={submitCount}
        />
        {saved && ctx.mode === 'staff' ? (
          <StatusMessage tone="success">The personal details have been saved.</StatusMessage>
        ) : null}
        {locked ? (
          <StatusMessage tone="info">
            The personal information was pre-filled from the student record and cannot be changed here.
          </StatusMessage>
        ) : null}
        <Text mb="4" color="fg.muted">
          Fields marked with an asterisk (*) are required.
        </Text>
        <StepViewProvider ctx={ctx} lists={lists} lockedFields={lockedFields}>
          <Stack gap="6">
            <TopInformation />
            <PersonalInformation />
            <CulturalBackground />
            <CitizenshipVisa />
            <ContactDetails />
            <LocalAddress />
            <InternationalAddress />
            <EmergencyContact />
            <SpecialCircumstances />
          </Stack>
        </StepViewProvider>
        <Flex justify="flex-end" mt="6">
          <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Saving…">
            {action}
          </Button>
        </Flex>
      </form>
      <PrefillDialog />
    </FormProvider>
  );
}
