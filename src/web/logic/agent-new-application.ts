import { agentNewApplicationMachine } from '@machines/agent-new-application.ts';
import { createActorContext } from '@xstate/react';
import type { NewStudent } from '@/domain/applications/new-student.ts';
import type { Category } from '@/domain/user.ts';
import { keepNewApplication } from '@/web/api/applications.ts';

/**
 * What the web app does when an agent's New Application starts (issue 11): id -1, the category and
 * the student are kept for the steps (spec §3 session values). Tests that hand their own machine
 * provide these too.
 */
export const agentNewApplicationActions = {
  keepNewApplication: ({
    context,
  }: {
    context: { category: Category | null; student: NewStudent | null };
  }) => {
    if (context.category) keepNewApplication(context.category, context.student);
  },
};

/** No call of its own: the personal step's first save creates the application. */
export const agentNewApplicationLogic = agentNewApplicationMachine.provide({
  actions: agentNewApplicationActions,
});
export type AgentNewApplicationLogic = typeof agentNewApplicationMachine;
export const AgentNewApplicationActor = createActorContext(agentNewApplicationLogic);
