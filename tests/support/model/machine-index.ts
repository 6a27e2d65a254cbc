import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A machine's state nodes, transitions, invocations and delays, keyed for paths and coverage. */
export interface MachineIndex {
  /** Every state node id below the root. */
  states: string[];
  /** Every transition (events, `after`, `always`, invoke onDone/onError, guarded alternatives) by key. */
  transitions: string[];
  /** `xstate.done.actor.<id>` / `xstate.error.actor.<id>` → the invocation and which end it is. */
  invokes: Map<string, { id: string; src: string; end: 'done' | 'error' }>;
  /** `xstate.after.<delay>.<stateId>` → the delay as configured (ms, a name in `delays`, or a function). */
  delays: Map<string, unknown>;
}

const indexes = new WeakMap<AnyStateMachine, MachineIndex>();

export function indexMachine(machine: AnyStateMachine): MachineIndex {
  const cached = indexes.get(machine);
  if (cached) return cached;
  const nodes = getStateNodes(machine.root);
  const index: MachineIndex = {
    states: nodes.map((node) => node.id),
    transitions: [machine.root, ...nodes].flatMap(transitionsOf).map(transitionKey),
    invokes: new Map(),
    delays: new Map(),
  };
  for (const node of [machine.root, ...nodes]) {
    for (const invoke of node.invoke) {
      const src = typeof invoke.src === 'string' ? invoke.src : invoke.id;
      index.invokes.set(`xstate.done.actor.${invoke.id}`, { id: invoke.id, src, end: 'done' });
      index.invokes.set(`xstate.error.actor.${invoke.id}`, { id: invoke.id, src, end: 'error' });
    }
    for (const after of node.after) index.delays.set(after.eventType, after.delay);
  }
  indexes.set(machine, index);
  return index;
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

/** Readable and stable across `machine.provide(...)` copies: source, event, guard, index, targets. */
export function transitionKey(t: AnyTransitionDefinition): string {
  const siblings = (t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType)) ?? [];
  const at = siblings.indexOf(t);
  if (at < 0) throw new Error(`Transition ${t.eventType} of ${t.source.id} is not in its state node`);
  const guard = t.guard ? ` [${guardName(t.guard)}]` : siblings.length > 1 ? ' [else]' : '';
  const alternative = siblings.length > 1 ? ` #${at + 1}` : '';
  const targets = t.target?.length
    ? t.target.map((target) => target.id).join(', ') + (t.reenter ? ' (re-entered)' : '')
    : '(stays)';
  return `${t.source.id}: ${eventLabel(t.eventType, t.source)}${alternative}${guard} → ${targets}`;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline guard';
}

/** `xstate.after.second.a.b` → `after second`; `xstate.done.actor.0.a.b` → `done <src>`; '' → `always`. */
function eventLabel(type: string, source: AnyStateNode): string {
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.')) {
    const after = source.after.find((a) => a.eventType === type);
    return `after ${typeof after?.delay === 'function' ? 'delay' : String(after?.delay)}`;
  }
  for (const end of ['done', 'error'] as const) {
    const prefix = `xstate.${end}.actor.`;
    if (type.startsWith(prefix)) {
      const invoke = source.invoke.find((i) => i.id === type.slice(prefix.length));
      return `${end} ${typeof invoke?.src === 'string' ? invoke.src : type.slice(prefix.length)}`;
    }
  }
  return type;
}
