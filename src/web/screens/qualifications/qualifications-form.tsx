import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { QualificationLists, QualificationsContext } from '@/domain/qualifications/context.ts';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { QualificationsMsg } from '@/domain/qualifications/messages.ts';
import type { QualificationsInput } from '@/domain/qualifications/schema.ts';
import { QualificationsActor } from '@/web/logic/qualifications-actor.ts';
import { schemaModule, schemaResolver } from '@/web/ui/lazy-resolver.ts';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import type { StepFormProps } from '@/web/ui/step-form/step-definition.ts';
import { StepFormShell } from '@/web/ui/step-form/step-form.tsx';
import { useStepMachineForm } from '@/web/ui/step-form/use-step-machine-form.ts';
import { Employment } from './blocks/employment.tsx';
import { EnglishProficiency } from './blocks/english-proficiency.tsx';
import { Prefill, PrefillDialog } from './blocks/prefill.tsx';
import { Qualifications } from './blocks/qualifications.tsx';
import { summaryLabelsFor } from './labels.ts';
import { QualificationsViewProvider } from './qualifications-view.tsx';
import { SERVER_FIELDS } from './server-fields.ts';

const now = () => new Date();
const rules = schemaModule(() => import('@/domain/qualifications/schema.ts'));

/** The step once loaded: its rule context (with the lists) from the machine, then the form. */
export function QualificationsStepForm({ action }: StepFormProps) {
  const mode = QualificationsActor.useSelector((snapshot) => snapshot.context.mode);
  const category = QualificationsActor.useSelector((snapshot) => snapshot.context.category);
  const lists = QualificationsActor.useSelector((snapshot) => snapshot.context.lists);
  return lists ? <QualificationsFields ctx={{ mode, category, lists, now }} action={action} /> : null;
}

/** The blocks in the spec's order (§2), the error summary, the action button, the pre-fill question. */
function QualificationsFields({
  ctx,
  action,
}: {
  ctx: QualificationsContext & { lists: QualificationLists };
  action: string;
}) {
  const { mode, category, lists } = ctx;
  const stable = useMemo(() => ({ mode, category, lists, now }), [mode, category, lists]);
  const resolver = useMemo(
    () => schemaResolver(rules, ({ qualificationsSchema }) => qualificationsSchema(stable)),
    [stable],
  );
  const shell = useStepMachineForm<QualificationsInput, QualificationsForm>(QualificationsActor, resolver);
  const { getValues } = shell.form;
  const summaryLabels = (messages: Record<string, string>) =>
    summaryLabelsFor(getValues() as unknown as QualificationsForm, lists)(messages);

  return (
    <StepFormShell
      {...shell}
      action={action}
      summary={QualificationsMsg.summary}
      fields={SERVER_FIELDS}
      summaryLabels={summaryLabels}
      notices={
        shell.savedNotice ? (
          <StatusMessage tone="success">The qualifications have been saved.</StatusMessage>
        ) : null
      }
      after={<PrefillDialog lists={lists} />}
    >
      <QualificationsViewProvider ctx={stable}>
        <Stack gap="6">
          <Prefill />
          <Qualifications />
          <EnglishProficiency />
          <Employment />
        </Stack>
      </QualificationsViewProvider>
    </StepFormShell>
  );
}
