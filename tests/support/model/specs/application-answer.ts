import type { EventObject } from 'xstate';
import { applicationAnswerMachine } from '../../../../machines/application-answer.ts';
import type { StatusKey } from '../../../../src/domain/applications/status.ts';
import { describeEvent } from '../events.ts';
import { defineSpec, type SpecContext } from '../spec.ts';

type Context = SpecContext<typeof applicationAnswerMachine>;

const is = (event: EventObject | undefined, start: string) =>
  !!event && describeEvent(event).startsWith(start);

/**
 * docs/application-lifecycle.md (issue 11), written out here: while evidence is needed the applicant
 * sends it back; on an offer they accept or decline it; nothing else.
 */
const BUTTONS: Partial<Record<StatusKey, Record<string, string>>> = {
  evidenceNeeded: { evidence: 'Send Evidence Back' },
  offered: { accept: 'Accept Offer', decline: 'Decline Offer' },
};
const QUESTIONS: Record<string, string> = {
  evidence: 'Send the evidence back?',
  accept: 'Accept the offer?',
  decline: 'Decline the offer?',
};

const statusOf = ({ input }: Context) => (input as { status: StatusKey }).status;
const offered = (context: Context) => {
  const answer = (context.event as unknown as { answer: string }).answer;
  return answer in (BUTTONS[statusOf(context)] ?? {});
};
const lastAnswer = ({ history }: Context) =>
  (history.findLast((event) => event.type === 'ANSWER') as unknown as { answer: string } | undefined)
    ?.answer ?? '';

export const applicationAnswerSpec = defineSpec(applicationAnswerMachine, {
  initial: 'idle',
  rules: [
    // Only an answer the status allows opens its question.
    { from: 'idle', on: 'ANSWER', to: (c) => (offered(c) ? 'confirming' : 'idle') },
    { from: 'confirming', on: 'CONFIRM', to: 'sending' },
    { from: 'confirming', on: 'CANCEL', to: 'idle' },
    { from: 'sending', on: 'done sendAnswer', to: 'answered' },
    // A refusal keeps the question open with the server's message.
    { from: 'sending', on: 'error sendAnswer', to: 'confirming' },
  ],
  states: {
    idle: (c) => ({ answers: Object.values(BUTTONS[statusOf(c)] ?? {}), question: null, message: null }),
    confirming: (c) => ({
      question: QUESTIONS[lastAnswer(c)],
      message: is(c.event, 'error sendAnswer')
        ? (c.event as unknown as { error: Error }).error.message
        : null,
    }),
    sending: (c) => ({ question: QUESTIONS[lastAnswer(c)], busy: true }),
    answered: (c) => ({
      said: `Your application is now ${(c.event as unknown as { output: { status: string } }).output.status}.`,
    }),
  },
  view: (snapshot) => {
    const { answer, became, error, status } = snapshot.context;
    if (snapshot.matches('answered')) return { said: `Your application is now ${became}.` };
    const open = snapshot.matches('confirming') || snapshot.matches('sending');
    return {
      ...(snapshot.matches('idle') ? { answers: Object.values(BUTTONS[status ?? 'editing'] ?? {}) } : {}),
      question: open && answer ? QUESTIONS[answer] : null,
      ...(snapshot.matches('sending') ? { busy: true } : { message: error?.message ?? null }),
    };
  },
});
