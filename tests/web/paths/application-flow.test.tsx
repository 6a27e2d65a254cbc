import type { ApplicationFlowEmitted, ApplicationFlowInput } from '@machines/application-flow.ts';
import type { PersonalDetailsInput } from '@machines/personal-details.ts';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { assign, type EventObject, emit, fromCallback, setup } from 'xstate';
import type { Category } from '@/domain/user.ts';
import type { PersonalDetailsLogic } from '@/web/logic/personal-details.ts';
import { flush } from '../../support/model/fakes.ts';
import { applicationFlow } from '../../support/model/registry.ts';
import { stepRouteOf } from '../../support/model/specs/application-flow.ts';
import { describeUiModel } from '../../support/model/ui-replay.tsx';
import { mountHost } from './personal-details-host.tsx';
import { user } from './user.ts';

/**
 * The flow as a person sees it on the screen that hosts it (PersonalDetailsScreen): the step
 * breadcrumb and the address, and for staff the `next` events handed to onNext.
 *
 * What the screen cannot do, the test does in its place, and only that:
 * - the flow's Provider gets the replay's logic, and a path that starts on another step than
 *   Personal starts the flow there (the host always opens on Personal; the other steps' screens
 *   are not built yet);
 * - staff have no breadcrumb (the back office shows its own steps): their GO goes to the flow actor
 *   directly, as the back office would send it.
 */
const flowHost = vi.hoisted(() => ({
  logic: undefined as unknown,
  step: undefined as string | undefined,
  ref: undefined as { send: (event: never) => void } | undefined,
}));

vi.mock('@/web/app/flow-actor.ts', async (importOriginal) => {
  type Module = typeof import('@/web/app/flow-actor.ts');
  const original = await importOriginal<Module>();
  const { createElement } = await import('react');
  const Flow = original.ApplicationFlowActor;
  function Capture() {
    flowHost.ref = Flow.useActorRef();
    return null;
  }
  function Provider({ children, options }: Parameters<typeof Flow.Provider>[0]) {
    const input = { ...options?.input, ...(flowHost.step ? { step: flowHost.step } : {}) };
    const props = {
      logic: flowHost.logic as never,
      options: { ...options, input: input as never },
      children: [createElement(Capture, { key: 'capture' }), children],
    };
    return createElement(Flow.Provider, props);
  }
  return { ...original, ApplicationFlowActor: { ...Flow, Provider } };
});

/**
 * The step on screen, reduced to what the flow hears from it: it stays loading (the form is the
 * personal details replay's business) and emits `saved` when the path's SAVED comes.
 */
const stepSaves = { emit: (_id: number) => {}, load: (_category: Category | null) => {} };
type StubEvent = { type: 'STEP_SAVED'; id: number } | { type: 'STEP_LOADED'; category: Category | null };
const stepStub = setup({
  types: {
    input: {} as PersonalDetailsInput,
    context: {} as PersonalDetailsInput & {
      editOffer: boolean;
      lists: null;
      applicationCategory: Category | null;
    },
    events: {} as StubEvent,
    emitted: {} as { type: 'saved'; id: number },
  },
  actors: {
    saves: fromCallback<StubEvent>(({ sendBack }) => {
      stepSaves.emit = (id) => sendBack({ type: 'STEP_SAVED', id });
      stepSaves.load = (category) => sendBack({ type: 'STEP_LOADED', category });
    }),
  },
}).createMachine({
  context: ({ input }) => ({
    ...input,
    editOffer: input.editOffer ?? false,
    lists: null,
    applicationCategory: null,
  }),
  invoke: { src: 'saves' },
  initial: 'loading',
  // Issue 26: the step's application loaded, of this category (the flow hears LOADED from the screen).
  states: {
    loading: {
      on: {
        STEP_LOADED: {
          target: 'ready',
          actions: assign({
            applicationCategory: ({ event }) => (event as { category: Category | null }).category,
          }),
        },
      },
    },
    ready: {},
  },
  on: {
    STEP_SAVED: {
      actions: emit(({ event }) => ({ type: 'saved' as const, id: (event as { id: number }).id })),
    },
  },
}) as unknown as PersonalDetailsLogic;

let staff = false;
let nextEvents: ApplicationFlowEmitted[] = [];

const breadcrumbNav = () => document.querySelector('nav[aria-label="Application steps"]');

/** The breadcrumb as a person reads it: `2 Personal: current`, `3 Application: link`, `8 Finish: text`. */
function readBreadcrumb(): string[] | null {
  const nav = breadcrumbNav();
  if (!nav) return null;
  return [...nav.querySelectorAll('li')].map((item) => {
    const [, number, label] = /^(\d+)(.*)$/.exec(item.textContent?.trim() ?? '') ?? [];
    const kind = item.querySelector('[aria-current="step"]')
      ? 'current'
      : item.querySelector('a')
        ? 'link'
        : 'text';
    return `${number} ${label?.trim()}: ${kind}`;
  });
}

/** The breadcrumb entry of a step, by its label (the spec's label of each step key). */
const LABELS: Record<string, string> = {
  start: 'Start',
  personal: 'Personal',
  application: 'Application',
  qualifications: 'Qualifications',
  documents: 'Documents',
  summary: 'Summary',
  finish: 'Finish',
};

describeUiModel(applicationFlow, {
  mount: ({ logic, input }) => {
    const flow = input as ApplicationFlowInput;
    flowHost.logic = logic;
    flowHost.step = flow.step === 'personal' ? undefined : flow.step;
    flowHost.ref = undefined;
    staff = flow.mode === 'staff';
    nextEvents = [];
    mountHost({
      category: flow.category,
      mode: flow.mode,
      id: flow.id,
      editOffer: flow.editOffer ?? false,
      // The step at its own route, unless the input is a container that chose the category.
      followsRoute: flow.followsRoute ?? true,
      logic: stepStub,
      onNext: (event) => nextEvents.push(event),
      // The summary's Change link marks the step's address (issue 23).
      at: `${stepRouteOf(flow.category, flow.step, flow.id)}${flow.returnTo ? '?back=summary' : ''}`,
    });
  },
  async perform(event) {
    if (event.type === 'SAVED') {
      const { id } = event as EventObject & { id: number };
      await act(async () => {
        stepSaves.emit(id);
        await flush();
      });
      return;
    }
    if (event.type === 'LOADED') {
      const { category } = event as EventObject & { category: Category | null };
      await act(async () => {
        stepSaves.load(category);
        await flush();
      });
      return;
    }
    if (event.type !== 'GO') throw new Error(`application-flow: no user action for ${event.type}`);
    const { step } = event as EventObject & { step: string };
    if (staff) {
      await act(async () => flowHost.ref?.send(event as never));
      return;
    }
    const entry = [...(breadcrumbNav()?.querySelectorAll('li') ?? [])].find(
      (item) => item.textContent?.replace(/^\d+/, '').trim() === LABELS[step],
    );
    const link = entry?.querySelector('a');
    // Not a link (the current step, Finish, a later step without an id): nothing to follow.
    if (link) await user.click(link);
  },
  observe: (expected) => ({
    // The route the flow gives; the Change link's `?back=summary` mark (issue 23) is not part of it.
    ...('url' in expected
      ? {
          url: document
            .querySelector('[data-testid="location"]')
            ?.textContent?.replace(/\?back=summary$/, ''),
        }
      : {}),
    ...('breadcrumb' in expected ? { breadcrumb: readBreadcrumb() } : {}),
    ...('nextEvents' in expected ? { nextEvents: [...nextEvents] } : {}),
  }),
});
