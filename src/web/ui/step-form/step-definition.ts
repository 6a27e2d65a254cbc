import type { StepInput } from '@machines/step.ts';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { StepKey } from '@/domain/applications/steps.ts';

/** A step's actor context (`createActorContext(stepLogic)`), as the shell uses it. */
export interface StepActorContext {
  Provider(props: {
    children: ReactNode;
    logic?: AnyStateMachine;
    options?: { input?: StepInput };
  }): ReactElement;
  useActorRef(): AnyActorRef;
}

/** What the shell hands the step's form. */
export interface StepFormProps {
  /** The primary button's label from the flow: 'Save & Continue', or 'Next' while an offer is edited. */
  action: string;
}

/**
 * One step as the step screen shell (src/web/app/step-screen.tsx) and the registry see it: a screen
 * folder exports one of these, and the shell does the rest (flow, breadcrumb, loading, failure,
 * navigation or `onNext`, leaving with unsaved changes).
 */
export interface StepScreenDefinition {
  step: StepKey;
  /** The page's h1, its title and the form's accessible name. */
  title: string;
  /** What loads, in 'Loading your …' and 'Your … could not be loaded.'. */
  what: string;
  actor: StepActorContext;
  /** The form, drawn once the step is ready. */
  Form: ComponentType<StepFormProps>;
  /** Beside the heading (a help link). */
  Aside?: ComponentType;
}

/** The id of the shell's h1: the step's form is labelled by it. */
export const STEP_TITLE_ID = 'step-title';
