import { and, assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type FlowError, toFlowError } from '../src/domain/api-error.ts';
import { canConfirm, type StatusKey, toStatusKey } from '../src/domain/applications/status.ts';
import type { SummaryDetail } from '../src/domain/applications/summary.ts';
import type { MissingPart, SubmitAnswer, SubmitRefusal } from '../src/domain/submission/types.ts';
import type { Category } from '../src/domain/user.ts';
import { answersFor } from './application-answer.ts';
import { notProvided } from './not-provided.ts';
import { BUSY, SAVED, type StepEmitted, type StepInput } from './step.ts';

export { BUSY, SAVED } from './step.ts';

/** What the summary loads: the application's summary detail and its category's declaration HTML. */
export interface SummaryLoad {
  summary: SummaryDetail;
  /** The declaration as HTML (spec §7 …/condition `content`); the view sanitises it. */
  declaration: string;
}

export type SummaryInput = StepInput;

export interface SummaryContext {
  id: number;
  /** The route's category: which declaration, and where the finish is. */
  category: Category;
  mode: StepInput['mode'];
  /** The application's status (Confirm shows only while canConfirm); null until loaded. */
  status: StatusKey | null;
  applicationCategory: Category | null;
  summary: SummaryDetail | null;
  declaration: string;
  /** The declaration's checkbox (spec §5: it must be ticked to submit). */
  ticked: boolean;
  /** The reference the submission answered (APP-2026-000123); null before. */
  reference: string | null;
  error: FlowError | null;
  /**
   * What is still missing, each with the step to finish it in: as loaded (the submit's own check,
   * issue 23), then as a refused submission names it.
   */
  missing: MissingPart[];
  /** Confirms refused for missing parts so far: each one is a new attempt the view brings into view. */
  attempts: number;
}

export type SummaryEvent =
  | { type: 'RETRY' }
  | { type: 'CONFIRM' }
  | { type: 'TICK' }
  | { type: 'UNTICK' }
  | { type: 'SUBMIT' }
  | { type: 'CLOSE' };

/** Submitted: the view sends the flow `SAVED { id }` (applicants go to the finish, staff get `next`). */
export type SummaryEmitted = StepEmitted;

const missingOf = (error: FlowError): MissingPart[] => {
  const missing = (error.result as Partial<SubmitRefusal> | null)?.missing;
  return Array.isArray(missing) ? missing : [];
};

const summarySetup = setup({
  types: {
    context: {} as SummaryContext,
    events: {} as SummaryEvent,
    input: {} as SummaryInput,
    emitted: {} as SummaryEmitted,
    tags: {} as typeof BUSY | typeof SAVED,
  },
  actors: {
    /** getDetailOfSummary/{id} and the category's declaration. */
    load: fromPromise<SummaryLoad, { id: number; category: Category }>(notProvided('load')),
    /** POST …/submit/{id}; a 406 carries `result.missing`. */
    submit: fromPromise<SubmitAnswer, { id: number }>(notProvided('submit')),
  },
  actions: {
    loaded: assign(({ event }) => {
      const { summary, declaration } = (event as unknown as { output: SummaryLoad }).output;
      return {
        summary,
        declaration,
        status: summary.statusKey ?? toStatusKey(summary.status),
        applicationCategory: summary.category,
        reference: summary.reference,
        error: null,
        missing: summary.missing ?? [],
      };
    }),
    setError: assign(({ event }) => {
      const error = toFlowError((event as { error?: unknown }).error);
      return { error, missing: missingOf(error) };
    }),
    clearError: assign({ error: null, missing: [] }),
    tick: assign({ ticked: true }),
    attempted: assign({ attempts: ({ context }) => context.attempts + 1 }),
    untick: assign({ ticked: false }),
    submitted: assign(({ context, event }) => {
      const answer = (event as unknown as { output: SubmitAnswer }).output;
      return {
        reference: answer.reference,
        status: toStatusKey(answer.status) ?? 'submitted',
        summary: context.summary && {
          ...context.summary,
          reference: answer.reference,
          submittedAt: answer.submittedAt,
        },
      };
    }),
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, id: context.id })),
  },
  guards: {
    canConfirm: ({ context }) => context.status !== null && canConfirm(context.status),
    incomplete: ({ context }) => context.missing.length > 0,
    ticked: ({ context }) => context.ticked,
  },
});

/**
 * Confirm (spec §2, only while the status allows it): the declaration when nothing is missing; while
 * something is (as loaded, or as the last refusal named it) the list of missing parts instead (issue 23).
 */
const CONFIRM = [
  { guard: and(['canConfirm', 'incomplete']), target: 'incomplete', actions: 'attempted' },
  { guard: 'canConfirm', target: 'declaration', actions: ['untick', 'clearError'] },
] as const;

/**
 * The summary and declaration (spec §2 Summary screen, §4 Submit, §5): loading (summary detail and
 * the declaration) → loadFailed (RETRY) | ready.viewing; CONFIRM, only while the status allows it
 * (editing, pending) → ready.incomplete while parts are missing (issue 23), else ready.declaration
 * (TICK / UNTICK the box; SUBMIT only once ticked; CLOSE) → ready.submitting → ready.submitted (emits `saved { id }`, keeps the reference) | ready.failed (the
 * message and the missing parts) → CONFIRM again. The phases and tags are the step screen shell's.
 */
export const summaryMachine = summarySetup.createMachine({
  id: 'summary',
  context: ({ input }) => ({
    id: input.id,
    category: input.category,
    mode: input.mode,
    status: null,
    applicationCategory: null,
    summary: null,
    declaration: '',
    ticked: false,
    reference: null,
    error: null,
    missing: [],
    attempts: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: [BUSY],
      invoke: {
        src: 'load',
        input: ({ context }) => ({ id: context.id, category: context.category }),
        onDone: { target: 'ready', actions: 'loaded' },
        onError: { target: 'loadFailed', actions: 'setError' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    ready: {
      initial: 'viewing',
      states: {
        viewing: { on: { CONFIRM: CONFIRM } },
        /** Confirm while parts are missing: the declaration stays shut and the parts are listed. */
        incomplete: { on: { CONFIRM: { target: 'incomplete', actions: 'attempted' } } },
        declaration: {
          on: {
            TICK: { actions: 'tick' },
            UNTICK: { actions: 'untick' },
            SUBMIT: { guard: 'ticked', target: 'submitting' },
            CLOSE: { target: 'viewing' },
          },
        },
        submitting: {
          tags: [BUSY],
          entry: 'clearError',
          invoke: {
            src: 'submit',
            input: ({ context }) => ({ id: context.id }),
            onDone: { target: 'submitted', actions: ['submitted', 'emitSaved'] },
            onError: { target: 'failed', actions: 'setError' },
          },
        },
        /** Applicants and agents leave for the finish; staff stay, told it was submitted. */
        submitted: { tags: [SAVED] },
        failed: { on: { CONFIRM: CONFIRM } },
      },
    },
  },
});

export type SummarySnapshot = SnapshotFrom<typeof summaryMachine>;

/**
 * What the summary shows in a snapshot (spec §2, issue 23): the Confirm button while the status
 * allows a submission (kept while the popup is open, so focus returns to it); the answer panel when
 * an applicant or agent has something to answer (evidence, an offer), which then says the status;
 * the Change links while the answers can change, never to staff (they move between steps in their
 * own container); otherwise the status said alone, until submitted.
 */
export function summaryShows(snapshot: SummarySnapshot) {
  const { status, mode } = snapshot.context;
  const submitted = snapshot.matches({ ready: 'submitted' });
  const confirmable = status !== null && canConfirm(status) && !submitted;
  const answering = status !== null && mode !== 'staff' && answersFor(status).length > 0;
  return {
    submitted,
    confirmable,
    answering,
    changeable: confirmable && mode !== 'staff',
    statusLine: status !== null && !confirmable && !submitted && !answering,
  };
}
