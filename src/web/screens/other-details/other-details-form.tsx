import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Mode } from '@/domain/mode.ts';
import type { OtherDetailsLists } from '@/domain/other-details/constants.ts';
import { otherDetailsFields } from '@/domain/other-details/fields.ts';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import { OtherDetailsMsg } from '@/domain/other-details/messages.ts';
import type { OtherDetailsInput } from '@/domain/other-details/schema.ts';
import { OtherDetailsActor } from '@/web/logic/other-details.ts';
import { schemaModule, schemaResolver } from '@/web/ui/lazy-resolver.ts';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import type { StepFormProps } from '@/web/ui/step-form/step-definition.ts';
import { StepFormShell } from '@/web/ui/step-form/step-form.tsx';
import { useStepMachineForm } from '@/web/ui/step-form/use-step-machine-form.ts';
import { AgencyDetails } from './blocks/agency-details.tsx';
import { EnglishProficiency } from './blocks/english-proficiency.tsx';
import { summaryLabels } from './labels.ts';
import { OtherDetailsViewProvider } from './other-details-view.tsx';

/** Every field a server refusal (406 `result.errors`) may name: each is shown inline. */
const FIELDS = Object.keys(otherDetailsFields);
const now = () => new Date();
const rules = schemaModule(() => import('@/domain/other-details/schema.ts'));

/** The step once loaded: its lists from the machine, then the form. */
export function OtherDetailsStepForm({ action }: StepFormProps) {
  const mode = OtherDetailsActor.useSelector((snapshot) => snapshot.context.mode);
  const lists = OtherDetailsActor.useSelector((snapshot) => snapshot.context.lists);
  return lists ? <OtherDetailsFields mode={mode} lists={lists} action={action} /> : null;
}

/** The blocks in the spec's order (§2), the error summary and the action button. */
function OtherDetailsFields({
  mode,
  lists,
  action,
}: {
  mode: Mode;
  lists: OtherDetailsLists;
  action: string;
}) {
  const ctx = useMemo(() => ({ mode, lists, now }), [mode, lists]);
  const resolver = useMemo(
    () => schemaResolver(rules, ({ otherDetailsSchema }) => otherDetailsSchema(ctx)),
    [ctx],
  );
  const shell = useStepMachineForm<OtherDetailsInput, OtherDetailsForm>(OtherDetailsActor, resolver);
  return (
    <StepFormShell
      {...shell}
      action={action}
      summary={OtherDetailsMsg.summary}
      fields={FIELDS}
      summaryLabels={summaryLabels}
      notices={
        shell.savedNotice ? (
          <StatusMessage tone="success">The other details have been saved.</StatusMessage>
        ) : null
      }
    >
      <OtherDetailsViewProvider ctx={ctx}>
        <Stack gap="6">
          <EnglishProficiency />
          <AgencyDetails />
        </Stack>
      </OtherDetailsViewProvider>
    </StepFormShell>
  );
}
