import { applicationAnswerMachine, type SendAnswerInput } from '@machines/application-answer.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sendApplicationAnswer } from '@/web/api/applications.ts';

/** The applicant's answer machine with the real calls; tests provide their own. */
export const applicationAnswerLogic = applicationAnswerMachine.provide({
  actors: {
    sendAnswer: fromPromise<{ status: string }, SendAnswerInput>(({ input, signal }) =>
      sendApplicationAnswer(input.id, input.answer, input.version, { signal }),
    ),
  },
});
export type ApplicationAnswerLogic = typeof applicationAnswerMachine;
export const ApplicationAnswerActor = createActorContext(applicationAnswerMachine);
