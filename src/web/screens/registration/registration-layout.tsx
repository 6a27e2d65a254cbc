import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router-dom';
import { RegistrationActor, type RegistrationLogic, stepOf } from '@/web/logic/registration.ts';
import { type ActorClock, withClock } from '@/web/ui/actor-clock.ts';
import { emailFromParam, pathOf, stepAt } from './registration-paths.ts';

export interface RegistrationLayoutProps {
  /** The machine to run (tests inject one with fake actors); defaults to the app's. */
  logic?: RegistrationLogic;
  /** Delay before returning to sign-in after success (tests shorten it). */
  redirectMs?: number;
  /** The actor's clock; model-based tests pass a simulated one. */
  clock?: ActorClock;
}

/**
 * The layout route of /terms, /register and /verification/:email: one registration actor for the
 * three screens, and the address kept in step with it. A flow opened on /verification/{email}
 * starts there; /register without accepted terms lands on /terms. Every move replaces the history
 * entry, so Back leaves the flow instead of fighting the machine.
 */
export function RegistrationLayout({ logic, redirectMs, clock }: RegistrationLayoutProps) {
  const { email: param } = useParams();
  const { pathname } = useLocation();
  // The start is read once: later address changes follow the machine, not the other way round.
  const [input] = useState(() => ({
    email: stepAt(pathname) === 'verification' ? emailFromParam(param) : undefined,
    redirectMs,
  }));
  return (
    <RegistrationActor.Provider logic={logic} options={withClock({ input }, clock)}>
      <RegistrationRoutes />
    </RegistrationActor.Provider>
  );
}

function RegistrationRoutes() {
  const step = RegistrationActor.useSelector(stepOf);
  const email = RegistrationActor.useSelector((snapshot) => snapshot.context.email);
  const { pathname } = useLocation();
  const { email: param } = useParams();
  const navigate = useNavigate();
  const inStep =
    stepAt(pathname) === step && (step !== 'verification' || param?.toLowerCase() === email.toLowerCase());

  useEffect(() => {
    if (!inStep) navigate(pathOf(step, email), { replace: true });
  }, [inStep, step, email, navigate]);

  return inStep ? <Outlet /> : null;
}
