import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { RuleContext } from '@/domain/personal/checks.ts';
import type { PersonalDetailsForm } from '@/domain/personal/form.ts';
import { PersonalMsg } from '@/domain/personal/messages.ts';
import type { PersonalDetailsInput } from '@/domain/personal/schema.ts';
import type { ReferenceLists } from '@/domain/reference/types.ts';
import { PersonalDetailsActor } from '@/web/logic/personal-details.ts';
import { schemaModule, schemaResolver } from '@/web/ui/lazy-resolver.ts';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import type { StepFormProps } from '@/web/ui/step-form/step-definition.ts';
import { StepFormShell } from '@/web/ui/step-form/step-form.tsx';
import { useStepMachineForm } from '@/web/ui/step-form/use-step-machine-form.ts';
import { CitizenshipVisa } from './groups/citizenship-visa.tsx';
import { ContactDetails } from './groups/contact-details.tsx';
import { CulturalBackground } from './groups/cultural-background.tsx';
import { EmergencyContact } from './groups/emergency-contact.tsx';
import { InternationalAddress } from './groups/international-address.tsx';
import { LocalAddress } from './groups/local-address.tsx';
import { PersonalInformation } from './groups/personal-information.tsx';
import { SpecialCircumstances } from './groups/special-circumstances.tsx';
import { TopInformation } from './groups/top-information.tsx';
import { fieldLabels, summaryLabels } from './labels.ts';
import { PrefillDialog } from './prefill-dialog.tsx';
import { StepViewProvider } from './step-view.tsx';

const FIELDS = Object.keys(fieldLabels);
const now = () => new Date();
const rules = schemaModule(() => import('@/domain/personal/schema.ts'));

/** The step once loaded: its rule context from the machine, then the form. */
export function PersonalForm({ action }: StepFormProps) {
  const mode = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.mode);
  const category = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.category);
  const editOffer = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.editOffer);
  const lists = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.lists);
  const ctx = useMemo<RuleContext>(() => ({ mode, category, editOffer, now }), [mode, category, editOffer]);
  return lists ? <PersonalFormFields ctx={ctx} lists={lists} action={action} /> : null;
}

interface PersonalFormFieldsProps {
  ctx: RuleContext;
  lists: ReferenceLists;
  action: string;
}

/** The nine groups, the error summary, the action button and the pre-fill confirmation. */
function PersonalFormFields({ ctx, lists, action }: PersonalFormFieldsProps) {
  const locked = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.locked);
  const lockedFields = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.lockedFields);
  const resolver = useMemo(
    () => schemaResolver(rules, ({ personalDetailsSchema }) => personalDetailsSchema(ctx)),
    [ctx],
  );
  const shell = useStepMachineForm<PersonalDetailsInput, PersonalDetailsForm>(PersonalDetailsActor, resolver);

  return (
    <StepFormShell
      {...shell}
      action={action}
      summary={PersonalMsg.summary}
      fields={FIELDS}
      summaryLabels={summaryLabels}
      notices={
        <>
          {shell.savedNotice ? (
            <StatusMessage tone="success">The personal details have been saved.</StatusMessage>
          ) : null}
          {locked ? (
            <StatusMessage tone="info">
              The personal information was pre-filled from the student record and cannot be changed here.
            </StatusMessage>
          ) : null}
        </>
      }
      after={<PrefillDialog />}
    >
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
    </StepFormShell>
  );
}
