import { SummaryActor } from '@/web/logic/summary.ts';
import type { StepScreenDefinition } from '@/web/ui/step-form/step-definition.ts';
import { SummaryView } from './summary-view.tsx';

/**
 * The summary and declaration (/summary/{id}, /InternationalSummary/{id}; spec §2), as the step
 * screen shell shows it: a submission leads to the finish (staff: `next`).
 */
export const summaryStep: StepScreenDefinition = {
  step: 'summary',
  title: 'Summary',
  what: 'application summary',
  actor: SummaryActor,
  Form: SummaryView,
};
