import { QualificationsActor } from '@/web/logic/qualifications-actor.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { QualificationsStepForm } from './qualifications-form.tsx';

/**
 * The qualifications, English proficiency and employment step (/qualifications/:id for Domestic,
 * /internationalQualifications/:id for International; course spec §2), as the step screen shell
 * shows it.
 */
export const qualificationsStep: StepScreenDefinition = {
  step: 'qualifications',
  title: 'Qualifications',
  what: 'qualifications',
  actor: QualificationsActor,
  Form: QualificationsStepForm,
};
