import { assign, fromPromise, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { REDIRECT_DELAY_MS } from '../src/domain/constants.ts';
import type { RegistrationInput, VerificationFormInput } from '../src/domain/schemas/account.ts';
import type { RegisterEmailResult } from '../src/domain/user.ts';
import { notProvided } from './not-provided.ts';

export interface RegistrationContext {
  termsHtml: string;
  accepted: boolean;
  email: string;
  /** Seconds before the code may be sent again; counts down once a second. */
  secondsLeft: number;
  /** A code was sent from this screen: the button then reads Resend Verification Code. */
  sentOnce: boolean;
  error: FlowError | null;
  redirectMs: number;
}

export type RegistrationEvent =
  | { type: 'ACCEPT'; accepted: boolean }
  | { type: 'PROCEED' }
  | { type: 'RETRY' }
  | { type: 'SUBMIT_EMAIL'; email: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'SUBMIT'; values: VerificationFormInput };

export interface RegistrationMachineInput {
  /** Present when the flow opens on /verification/{email} (a reload or a link): start there. */
  email?: string;
  redirectMs?: number;
}

/** The server's "wait N seconds" refusal carries result.resendInSeconds. */
function waitHint(error: unknown): number {
  const seconds = (toFlowError(error).result as Partial<RegisterEmailResult> | null)?.resendInSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : 0;
}

/**
 * Registration (spec §2, §4): terms (loaded, accepted, slid) → email → verification, where the
 * send/resend timer runs beside the form → submitting → success message → done after 2 s.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationMachineInput | undefined,
    output: {} as { email: string },
  },
  actors: {
    loadTerms: fromPromise<string>(notProvided('loadTerms')),
    sendCode: fromPromise<RegisterEmailResult, { email: string }>(notProvided('sendCode')),
    register: fromPromise<unknown, RegistrationInput>(notProvided('register')),
  },
  actions: {
    setError: assign({ error: ({ event }) => toFlowError((event as { error?: unknown }).error) }),
    clearError: assign({ error: null }),
    codeSent: assign({
      sentOnce: true,
      secondsLeft: ({ event }) =>
        Math.max(0, (event as unknown as { output: RegisterEmailResult }).output.resendInSeconds || 0),
    }),
    mustWait: assign({
      sentOnce: true,
      secondsLeft: ({ event }) => waitHint((event as { error?: unknown }).error),
    }),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
  },
  guards: {
    startsAtVerification: ({ context }) => context.email !== '',
    accepted: ({ context }) => context.accepted,
    counting: ({ context }) => context.secondsLeft > 0,
    moreToCount: ({ context }) => context.secondsLeft > 1,
    toldToWait: ({ event }) => waitHint((event as { error?: unknown }).error) > 0,
  },
  delays: {
    second: 1000,
    redirect: ({ context }) => context.redirectMs,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    termsHtml: '',
    accepted: Boolean(input?.email),
    email: input?.email ?? '',
    secondsLeft: 0,
    sentOnce: false,
    error: null,
    redirectMs: input?.redirectMs ?? REDIRECT_DELAY_MS,
  }),
  initial: 'opening',
  states: {
    opening: { always: [{ guard: 'startsAtVerification', target: 'verification' }, { target: 'terms' }] },
    terms: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            src: 'loadTerms',
            onDone: { target: 'ready', actions: assign({ termsHtml: ({ event }) => event.output }) },
            onError: { target: 'failed', actions: 'setError' },
          },
        },
        failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
        ready: {
          on: {
            ACCEPT: { actions: assign({ accepted: ({ event }) => event.accepted }) },
            PROCEED: { guard: 'accepted', target: '#registration.email' },
          },
        },
      },
    },
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: { SUBMIT_EMAIL: { target: 'sending', actions: assign({ email: ({ event }) => event.email }) } },
        },
        sending: {
          entry: 'clearError',
          invoke: {
            src: 'sendCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#registration.verification', actions: 'codeSent' },
            onError: [
              {
                guard: 'toldToWait',
                target: '#registration.verification',
                actions: ['setError', 'mustWait'],
              },
              { target: 'editing', actions: 'setError' },
            ],
          },
        },
      },
    },
    verification: {
      type: 'parallel',
      on: { CHANGE_EMAIL: { target: 'email', actions: 'clearError' } },
      states: {
        timer: {
          initial: 'choosing',
          states: {
            choosing: { always: [{ guard: 'counting', target: 'counting' }, { target: 'ready' }] },
            counting: {
              after: {
                second: [
                  { guard: 'moreToCount', target: 'counting', reenter: true, actions: 'tick' },
                  { target: 'ready', actions: 'tick' },
                ],
              },
            },
            ready: { on: { RESEND: 'sending' } },
            sending: {
              entry: 'clearError',
              invoke: {
                src: 'sendCode',
                input: ({ context }) => ({ email: context.email }),
                onDone: { target: 'choosing', actions: 'codeSent' },
                onError: [
                  { guard: 'toldToWait', target: 'counting', actions: ['setError', 'mustWait'] },
                  { target: 'ready', actions: 'setError' },
                ],
              },
            },
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: { on: { SUBMIT: 'submitting' } },
            submitting: {
              entry: 'clearError',
              invoke: {
                src: 'register',
                input: ({ context, event }) => ({
                  acceptAffirm: true as const,
                  email: context.email,
                  ...(event as Extract<RegistrationEvent, { type: 'SUBMIT' }>).values,
                }),
                onDone: { target: '#registration.success' },
                onError: { target: 'editing', actions: 'setError' },
              },
            },
          },
        },
      },
    },
    success: { after: { redirect: 'done' } },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ email: context.email }),
});
