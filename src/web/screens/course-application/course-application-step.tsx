import { CourseApplicationActor } from '@/web/logic/course-application.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { CourseForm } from './course-form.tsx';

/**
 * The course application step (/application/:id for Domestic, /internationalApplication/:id for
 * International; course spec §2), as the step screen shell shows it.
 */
export const courseApplicationStep: StepScreenDefinition = {
  step: 'application',
  title: 'Course Application',
  what: 'course application',
  actor: CourseApplicationActor,
  Form: CourseForm,
};
