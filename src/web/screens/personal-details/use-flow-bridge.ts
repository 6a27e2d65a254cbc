import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Mode } from '@/domain/mode.ts';
import { ApplicationFlowActor, PersonalDetailsActor } from './personal-details-actor.ts';

/**
 * Joins the step to the flow (DESIGN.md "Machines"): the step's `saved` becomes the flow's SAVED.
 * Applicants and agents then go to the route the flow gives; staff stay, and the flow's `next`
 * goes to `onNext` for the staff container.
 */
export function useFlowBridge(mode: Mode, onNext?: (event: ApplicationFlowEmitted) => void) {
  const step = PersonalDetailsActor.useActorRef();
  const flow = ApplicationFlowActor.useActorRef();
  const route = ApplicationFlowActor.useSelector((snapshot) => snapshot.context.route);
  const navigate = useNavigate();
  const nextHandler = useRef(onNext);
  nextHandler.current = onNext;

  useEffect(() => {
    const saved = step.on('saved', ({ id }) => flow.send({ type: 'SAVED', id }));
    const next = flow.on('next', (event) => nextHandler.current?.(event));
    return () => {
      saved.unsubscribe();
      next.unsubscribe();
    };
  }, [step, flow]);

  // The route on arrival is where we are (or an alias of it); a later one is the flow moving on.
  const arrived = useRef(route);
  useEffect(() => {
    if (route === arrived.current || mode === 'staff') return;
    arrived.current = route;
    navigate(route);
  }, [route, mode, navigate]);
}
