import { type ApplicationFlowEmitted, selectBreadcrumb } from '@machines/application-flow.ts';
import { useMemo } from 'react';
import type { RuleContext } from '@/domain/personal/checks.ts';
import { StepBreadcrumb } from '@/web/ui/step-breadcrumb.tsx';
import { ApplicationFlowActor, PersonalDetailsActor } from './personal-details-actor.ts';
import { PersonalForm } from './personal-form.tsx';
import { StepLoadFailed, StepLoading } from './step-states.tsx';
import { useFlowBridge } from './use-flow-bridge.ts';

const now = () => new Date();

/** The step inside its machines: breadcrumb, then loading, load failed, or the form. */
export function PersonalDetailsStep({ onNext }: { onNext?: (event: ApplicationFlowEmitted) => void }) {
  const flow = ApplicationFlowActor.useActorRef();
  const breadcrumb = ApplicationFlowActor.useSelector(selectBreadcrumb, sameSteps);
  const mode = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.mode);
  const category = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.category);
  const editOffer = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.editOffer);
  const lists = PersonalDetailsActor.useSelector((snapshot) => snapshot.context.lists);
  const phase = PersonalDetailsActor.useSelector((snapshot) =>
    snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'ready',
  );
  const ctx = useMemo<RuleContext>(() => ({ mode, category, editOffer, now }), [mode, category, editOffer]);
  useFlowBridge(mode, onNext);

  return (
    <>
      {/* Staff move between steps in their own container. */}
      {mode === 'staff' ? null : (
        <StepBreadcrumb items={breadcrumb} onGo={(step) => flow.send({ type: 'GO', step })} />
      )}
      {phase === 'loading' ? <StepLoading /> : null}
      {phase === 'failed' ? <StepLoadFailed /> : null}
      {phase === 'ready' && lists ? <PersonalForm ctx={ctx} lists={lists} /> : null}
    </>
  );
}

/** The breadcrumb is rebuilt on each snapshot; it changes only when a route, link or the current step does. */
function sameSteps(a: ReturnType<typeof selectBreadcrumb>, b: ReturnType<typeof selectBreadcrumb>): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
