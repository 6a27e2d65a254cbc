import type { ApplicationFlowEmitted } from '@machines/application-flow.ts';
import type { ComponentType } from 'react';
import { type AnyActorLogic, type AnyStateMachine, fromPromise } from 'xstate';
import type { Mode } from '@/domain/mode.ts';
import type { Category } from '@/domain/user.ts';
import type { StepScreenProps } from '@/web/app/step-screen.tsx';
import { renderRoutes, signInAs } from '../harness.tsx';
import { fakeDrafts, setMode } from '../personal-details-fakes.tsx';

export interface StepHostOptions {
  category: Category;
  mode: Mode;
  id: number;
  editOffer?: boolean;
  /** The address is the step's own route (the application-flow replays): see StepScreenProps. */
  followsRoute?: boolean;
  /** The step's machine, its calls faked. */
  logic: AnyStateMachine;
  onNext: (event: ApplicationFlowEmitted) => void;
}

/**
 * A real step screen (the step screen shell with the step and the flow actor) at `address`, for the
 * UI path replays. It is mounted at every address: when the flow moves on, the address changes (what
 * a person sees) but the step stays, so the rest of a path can still be replayed on it. The replays
 * load without drafts; the autosave's clock is never moved, so no draft is kept.
 */
export function mountStepHost(
  Screen: ComponentType<StepScreenProps>,
  address: string,
  { category, mode, id, editOffer = false, followsRoute, logic, onNext }: StepHostOptions,
) {
  setMode(mode);
  signInAs();
  const { clock } = fakeDrafts();
  const element = (
    <Screen
      logic={logic}
      category={category}
      followsRoute={followsRoute}
      id={id}
      editOffer={editOffer}
      onNext={onNext}
      clock={clock}
    />
  );
  return renderRoutes([{ path: '*', element }], address);
}

/**
 * The machine with `lists` swapped into its load's answer: the registry's loads carry two items per
 * list, enough for a machine, while a form needs the ids its values use. The fake still answers when
 * the replay settles it; only the lists change on the way.
 */
export function withLoadLists<Logic extends AnyStateMachine>(logic: Logic, lists: object): Logic {
  const fake = logic.implementations.actors.load as AnyActorLogic & {
    config: (args: unknown) => Promise<object>;
  };
  return logic.provide({
    actors: {
      load: fromPromise<object, unknown>(async (args) => ({ ...(await fake.config(args)), lists })),
    },
  }) as Logic;
}
