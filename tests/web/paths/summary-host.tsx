import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { SummaryInput } from '@machines/summary.ts';
import type { AnyStateMachine } from 'xstate';
import { stepRoute } from '@/domain/applications/steps.ts';
import { StepScreen } from '@/web/app/step-screen.tsx';
import { summaryStep } from '@/web/screens/summary/summary-step.tsx';
import { renderRoutes, signInAs } from '../harness.tsx';
import { fakeDrafts, setMode } from '../personal-details-fakes.tsx';

export interface SummaryHostOptions extends SummaryInput {
  logic: AnyStateMachine;
  onNext?: (event: ApplicationFlowEmitted) => void;
}

/**
 * The real summary step in the step screen shell at its route, mounted at every address: when the
 * submission moves the flow on (to the finish) the address changes, what a person sees.
 */
export function mountSummaryHost({ category, mode, id, logic, onNext }: SummaryHostOptions) {
  setMode(mode);
  signInAs();
  const { clock } = fakeDrafts();
  const element = (
    <StepScreen
      definition={summaryStep}
      logic={logic}
      category={category}
      id={id}
      editOffer={false}
      onNext={onNext}
      clock={clock}
    />
  );
  return renderRoutes([{ path: '*', element }], stepRoute(category, 'summary', id));
}
