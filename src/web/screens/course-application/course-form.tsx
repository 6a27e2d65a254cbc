import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CourseCatalogue } from '@/domain/course/catalogue.ts';
import type { CourseContext } from '@/domain/course/context.ts';
import { applicationDetailsLabels } from '@/domain/course/fields.ts';
import type { ApplicationDetailsForm } from '@/domain/course/form.ts';
import { CourseMsg } from '@/domain/course/messages.ts';
import type { ApplicationDetailsInput } from '@/domain/course/schema.ts';
import { CourseApplicationActor } from '@/web/logic/course-application.ts';
import { schemaModule, schemaResolver } from '@/web/ui/lazy-resolver.ts';
import { StatusMessage } from '@/web/ui/status-message.tsx';
import type { StepFormProps } from '@/web/ui/step-form/step-definition.ts';
import { StepFormShell } from '@/web/ui/step-form/step-form.tsx';
import { useStepMachineForm } from '@/web/ui/step-form/use-step-machine-form.ts';
import { CourseBlock } from './blocks/course-block.tsx';
import { FeeHelp } from './blocks/fee-help.tsx';
import { HomeInstituteNotice } from './blocks/home-institute-notice.tsx';
import { LawFactors } from './blocks/law-factors.tsx';
import { LivingCosts } from './blocks/living-costs.tsx';
import { Rpl } from './blocks/rpl.tsx';
import { Scholarship, ScholarshipDialog } from './blocks/scholarship.tsx';
import { SecondApplication } from './blocks/second-application.tsx';
import { SubjectPreferences } from './blocks/subject-preferences.tsx';
import { CourseViewProvider } from './course-view.tsx';
import { summaryLabels } from './labels.ts';

const FIELDS = Object.keys(applicationDetailsLabels);
const now = () => new Date();
const rules = schemaModule(() => import('@/domain/course/schema.ts'));

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
  const { mode, category, catalogue } = ctx;
  const stable = useMemo(() => ({ mode, category, catalogue, now }), [mode, category, catalogue]);
  const resolver = useMemo(
    () => schemaResolver(rules, ({ applicationDetailsSchema }) => applicationDetailsSchema(stable)),
    [stable],
  );
  const shell = useStepMachineForm<ApplicationDetailsInput, ApplicationDetailsForm>(
    CourseApplicationActor,
    resolver,
  );

  return (
    <StepFormShell
      {...shell}
      action={action}
      summary={CourseMsg.summary}
      fields={FIELDS}
      summaryLabels={summaryLabels}
      notices={
        shell.savedNotice ? (
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
