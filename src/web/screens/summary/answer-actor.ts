import { type Answer, applicationAnswerMachine } from '@machines/application-answer.ts';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { sendApplicationAnswer } from '@/web/api/applications.ts';

/** The applicant's answer machine with the real calls; tests provide their own. */
export const applicationAnswerLogic = applicationAnswerMachine.provide({
  actors: {
    sendAnswer: fromPromise<{ status: string }, { id: number; answer: Answer }>(({ input, signal }) =>
      sendApplicationAnswer(input.id, input.answer, { signal }),
    ),
  },
});
export type ApplicationAnswerLogic = typeof applicationAnswerMachine;
export const ApplicationAnswerActor = createActorContext(applicationAnswerMachine);
