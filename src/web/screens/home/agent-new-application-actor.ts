import { agentNewApplicationMachine } from '@machines/agent-new-application.ts';
import { createActorContext } from '@xstate/react';

/** An agent's New Application (issue 11): no call of its own, so the machine runs as it is. */
export type AgentNewApplicationLogic = typeof agentNewApplicationMachine;
export const AgentNewApplicationActor = createActorContext(agentNewApplicationMachine);
