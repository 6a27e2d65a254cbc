import { assign, emit, setup } from 'xstate';
import type { NewStudent } from '../src/domain/applications/new-student.ts';
import { newApplicationRoute } from '../src/domain/applications/steps.ts';
import type { Category } from '../src/domain/user.ts';

export interface AgentNewApplicationContext {
  /** The category of the New Application button pressed; null until one is. */
  category: Category | null;
  /** The student the application is for, once the dialog is continued. */
  student: NewStudent | null;
}

export type AgentNewApplicationEvent =
  | { type: 'OPEN'; category: Category }
  | { type: 'CONTINUE'; student: NewStudent }
  | { type: 'CANCEL' };

/** Emitted on Continue, once the category and the student are kept: the view goes to `to`. */
export type AgentNewApplicationEmitted = { type: 'startApplication'; category: Category; to: string };

/**
 * An agent's New Application (issue 11): 'New Application: {category} Student' opens a dialog that
 * asks the student's name and email (closed → askingStudent); Continue ends in `started` with the
 * category and the student, keeps both for the session (`keepNewApplication`, provided by the web
 * app) and emits `startApplication` with the personal step of a new application (id -1), which
 * starts with them filled in. Nothing is sent here: as for an
 * applicant, the personal step's first save creates the application (owned by the agent, the
 * student's email in its Primary Email). Cancel closes the dialog and forgets the category.
 */
export const agentNewApplicationMachine = setup({
  types: {
    context: {} as AgentNewApplicationContext,
    events: {} as AgentNewApplicationEvent,
    emitted: {} as AgentNewApplicationEmitted,
  },
  actions: {
    /** Keeps id -1, `context.category` and `context.student` for the steps; the web app provides it. */
    keepNewApplication: () => undefined,
    emitStart: emit(({ context }) => ({
      type: 'startApplication' as const,
      category: context.category as Category,
      to: newApplicationRoute(context.category as Category),
    })),
  },
}).createMachine({
  id: 'agentNewApplication',
  context: { category: null, student: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: { target: 'askingStudent', actions: assign({ category: ({ event }) => event.category }) },
      },
    },
    askingStudent: {
      on: {
        CONTINUE: { target: 'started', actions: assign({ student: ({ event }) => event.student }) },
        CANCEL: { target: 'closed', actions: assign({ category: null }) },
      },
    },
    started: { type: 'final', entry: ['keepNewApplication', 'emitStart'] },
  },
});
