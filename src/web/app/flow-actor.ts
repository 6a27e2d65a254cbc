import { applicationFlowMachine } from '@machines/application-flow.ts';
import { createActorContext } from '@xstate/react';

/** The flow machine: which step comes next, its route, the breadcrumb and the button label. */
export const ApplicationFlowActor = createActorContext(applicationFlowMachine);
