import { Stack } from '@chakra-ui/react';
import { SAVED } from '@machines/course-application.ts';
import { useMemo } from 'react';
import type { CourseCatalogue } from '@/domain/course/catalogue.ts';
import type { CourseContext } from '@/domain/course/context.ts';
import { applicationDetailsLabels } from '@/domain/course/fields.ts';
import { CourseMsg } from '@/domain/course/messages.ts';
import { type ApplicationDetailsInput, applicationDetailsSchema } from '@/domain/course/schema.ts';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import type { StepFormProps } from '@/web/ui/step-form/step-definition.ts';
import { StepFormShell } from '@/web/ui/step-form/step-form.tsx';
import { useStepForm } from '@/web/ui/step-form/use-step-form.ts';
import { CourseBlock } from './blocks/course-block.tsx';
import { FeeHelp } from './blocks/fee-help.tsx';
import { HomeInstituteNotice } from './blocks/home-institute-notice.tsx';
import { LawFactors } from './blocks/law-factors.tsx';
import { LivingCosts } from './blocks/living-costs.tsx';
import { Rpl } from './blocks/rpl.tsx';
import { Scholarship, ScholarshipDialog } from './blocks/scholarship.tsx';
import { SecondApplication } from './blocks/second-application.tsx';
import { SubjectPreferences } from './blocks/subject-preferences.tsx';
import { CourseApplicationActor } from './course-application-actor.ts';
import { CourseViewProvider } from './course-view.tsx';
import { summaryLabels } from './labels.ts';

const FIELDS = Object.keys(applicationDetailsLabels);
const now = () => new Date();

/** The step once loaded: its rule context (with the catalogue) from the machine, then the form. */
export function CourseForm({ action }: StepFormProps) {
  const mode = CourseApplicationActor.useSelector((snapshot) => snapshot.context.mode);
  const category = CourseApplicationActor.useSelector((snapshot) => snapshot.context.category);
  const catalogue = CourseApplicationActor.useSelector((snapshot) => snapshot.context.catalogue);
  return catalogue ? <CourseFormFields ctx={{ mode, category, catalogue, now }} action={action} /> : null;
}

/** The blocks in the spec's order (§2), the error summary, the action button, the scholarship question. */
function CourseFormFields({
  ctx,
  action,
}: {
  ctx: CourseContext & { catalogue: CourseCatalogue };
  action: string;
}) {
  const actor = CourseApplicationActor.useActorRef();
  const values = CourseApplicationActor.useSelector((snapshot) => snapshot.context.form);
  const open = CourseApplicationActor.useSelector((snapshot) => snapshot.matches({ ready: 'idle' }));
  const error = CourseApplicationActor.useSelector((snapshot) => snapshot.context.error);
  const saving = CourseApplicationActor.useSelector((snapshot) => snapshot.matches({ ready: 'saving' }));
  const saved = CourseApplicationActor.useSelector((snapshot) => snapshot.hasTag(SAVED));
  const { mode, category, catalogue } = ctx;
  const stable = useMemo(() => ({ mode, category, catalogue, now }), [mode, category, catalogue]);
  const schema = useMemo(() => applicationDetailsSchema(stable), [stable]);
  const { form, submit } = useStepForm<ApplicationDetailsInput, typeof values>({
    schema,
    values,
    open,
    onSave: (valid) => actor.send({ type: 'SAVE', values: valid }),
  });

  return (
    <StepFormShell
      form={form}
      onSubmit={submit}
      action={action}
      saving={saving}
      saved={saved}
      error={error}
      summary={CourseMsg.summary}
      fields={FIELDS}
      summaryLabels={summaryLabels}
      notices={
        saved && mode === 'staff' ? (
          <StatusMessage tone="success">The course application has been saved.</StatusMessage>
        ) : null
      }
      after={<ScholarshipDialog />}
    >
      <CourseViewProvider ctx={stable}>
        <Stack gap="6">
          <CourseBlock />
          <SecondApplication />
          <LawFactors />
          <SubjectPreferences />
          <Rpl />
          <Scholarship />
          <LivingCosts />
          <FeeHelp />
          <HomeInstituteNotice />
        </Stack>
      </CourseViewProvider>
    </StepFormShell>
  );
}
