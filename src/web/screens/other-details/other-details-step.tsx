import { OtherDetailsActor } from '@/web/logic/other-details.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { OtherDetailsStepForm } from './other-details-form.tsx';
import { SupportLink } from './support-link.tsx';

/**
 * The older other-details step (/other/:id for both categories; course spec §2), as the step screen
 * shell shows it: not in the breadcrumb; a save leads to /documents/{id} (staff: `next`).
 */
export const otherDetailsStep: StepScreenDefinition = {
  step: 'other',
  title: 'Other Details',
  what: 'other details',
  actor: OtherDetailsActor,
  Form: OtherDetailsStepForm,
  Aside: SupportLink,
};
