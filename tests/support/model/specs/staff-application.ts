import { staffApplicationMachine } from '../../../../machines/staff-application.ts';
import type { StepKey } from '../../../../src/domain/applications/steps.ts';
import { nextStatus } from '../../../../src/domain/backoffice/container.ts';
import type { Category } from '../../../../src/domain/user.ts';
import { defineSpec, type Observation, type SpecContext } from '../spec.ts';

/**
 * Issue 25 item 1 and DESIGN.md "Machines" (staff whose embedding container consumes `next`): a save
 * shows the step the flow names next with 'Saved. Next: <step> (step n)'; staff pick any step, asked
 * 'Leave this step? Your changes are not saved.' when the form has unsaved changes; the address names
 * the step (`?step=`, item 3); Finish goes back to the queue. Written from the issue, not the machine.
 */
type Context = SpecContext<typeof staffApplicationMachine>;
type Input = { category: Category; id: number; step: StepKey };

/** The breadcrumb's words for a step (spec §2 "Step breadcrumb"), per category. */
const NAMES: Record<Category, Partial<Record<StepKey, string>>> = {
  Domestic: {
    personal: 'Personal (step 2)',
    application: 'Application (step 3)',
    qualifications: 'Qualifications (step 4)',
    documents: 'Documents (step 6)',
    summary: 'Summary (step 7)',
    finish: 'Finish (step 8)',
  },
  International: {
    personal: 'Personal (step 2)',
    application: 'Application (step 3)',
    qualifications: 'Qualifications (step 4)',
    documents: 'Documents (step 5)',
    summary: 'Summary (step 6)',
    finish: 'Finish (step 7)',
  },
};

interface Where {
  step: StepKey;
  id: number;
  dirty: boolean;
  /** The step asked for while the question is open. */
  asked: { step: StepKey; byAddress: boolean } | null;
  /** The step the last save led to, until staff pick one. */
  saved: StepKey | null;
  /** The address a person sees. */
  address: string;
}

const addressOf = (category: Category, id: number, step: StepKey) =>
  `/staff/application/${category}/${id}?step=${step}`;

/** Walks the path's events as the issue describes the container. */
function where({ input, history }: Context): Where {
  const { category, id: firstId, step: firstStep } = input as Input;
  const w: Where = {
    step: firstStep,
    id: firstId,
    dirty: false,
    asked: null,
    saved: null,
    address: addressOf(category, firstId, firstStep),
  };
  const moveTo = (step: StepKey, writeAddress: boolean) => {
    w.step = step;
    w.saved = null;
    w.dirty = false;
    w.asked = null;
    if (writeAddress) w.address = addressOf(category, w.id, step);
  };
  for (const event of history) {
    const step = (event as { step?: StepKey }).step as StepKey;
    switch (event.type) {
      case 'NEXT': {
        // At Finish there is no step form whose save could move on: nothing happens.
        if (w.step === 'finish') break;
        const { id } = event as unknown as { id: number };
        if (id > 0) w.id = id;
        w.step = step;
        w.saved = step;
        w.dirty = false;
        w.address = addressOf(category, w.id, step);
        break;
      }
      case 'DIRTY':
        w.dirty = (event as unknown as { dirty: boolean }).dirty;
        break;
      case 'PICK':
      case 'ADDRESS': {
        const byAddress = event.type === 'ADDRESS';
        // Back/Forward: the address a person sees is already the step's.
        if (byAddress) w.address = addressOf(category, w.id, step);
        if (step === w.step) break;
        if (w.dirty) w.asked = { step, byAddress };
        else moveTo(step, true);
        break;
      }
      case 'LEAVE':
        if (w.asked) moveTo(w.asked.step, true);
        break;
      case 'STAY':
        // Staying after Back/Forward puts the address back on the step staff stay on.
        if (w.asked?.byAddress) w.address = addressOf(category, w.id, w.step);
        w.asked = null;
        break;
    }
  }
  return w;
}

/** What the last event emitted: the address written (a first save's id first replaces -1). */
function emittedBy(context: Context, before: Where): string[] {
  const now = where(context);
  const { event } = context;
  if (event.type === 'NEXT') {
    if (before.step === 'finish') return [];
    const { id } = event as unknown as { id: number };
    return id > 0 && id !== before.id ? ['address', 'address'] : ['address'];
  }
  if (event.type === 'FINISH') return ['queue'];
  if (event.type === 'PICK' && now.step !== before.step) return ['address'];
  if (event.type === 'LEAVE' && !before.asked?.byAddress) return ['address'];
  if (event.type === 'STAY' && before.asked?.byAddress) return ['address'];
  return [];
}

const beforeThis = (context: Context) => where({ ...context, history: context.history.slice(0, -1) });

const onStep = (context: Context): Observation => {
  const w = where(context);
  const { category } = context.input as Input;
  return {
    step: w.step,
    address: w.address,
    message: w.saved ? `Saved. Next: ${NAMES[category][w.saved]}` : null,
    emitted: context.history.length ? emittedBy(context, beforeThis(context)) : [],
  };
};

export const staffApplicationSpec = defineSpec(staffApplicationMachine, {
  initial: 'onStep',
  rules: [
    { from: 'onStep', on: 'NEXT', to: 'onStep' },
    { from: 'onStep', on: 'DIRTY', to: 'onStep' },
    { from: 'onStep', on: 'PICK', to: (c) => (where(c).asked ? 'asking.afterPick' : 'onStep') },
    { from: 'onStep', on: 'ADDRESS', to: (c) => (where(c).asked ? 'asking.afterAddress' : 'onStep') },
    { from: 'onStep', on: 'FINISH', to: 'done' },
    { from: 'asking.afterPick', on: 'LEAVE', to: 'onStep' },
    { from: 'asking.afterPick', on: 'STAY', to: 'onStep' },
    { from: 'asking.afterAddress', on: 'LEAVE', to: 'onStep' },
    { from: 'asking.afterAddress', on: 'STAY', to: 'onStep' },
  ],
  states: {
    onStep,
    asking: (context) => ({
      heading: 'Leave this step?',
      question: 'Your changes are not saved.',
      buttons: { Leave: 'enabled', Stay: 'enabled' },
      step: where(context).step,
      emitted: [],
    }),
    done: { url: '/staff/queue', emitted: ['queue'] },
  },
  // The machine replay reads what the view derives from the snapshot (the view words it with nextStatus).
  view: (snapshot, emitted) => {
    const { category, step, saved } = snapshot.context;
    if (snapshot.matches('done')) return { emitted };
    return {
      emitted,
      step,
      ...(snapshot.matches('onStep') ? { message: saved ? nextStatus(category, saved) : null } : {}),
    };
  },
});
