import { isDeepStrictEqual } from 'node:util';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, InputFrom, SnapshotFrom } from 'xstate';
import { describeEvent } from './events.ts';

/**
 * What a person (or a caller) observes in a state. Written from the spec, word for word; a field
 * left out is not checked. The machine replay checks the fields its `view` can read off a
 * snapshot; the UI replay reads them off the rendered screen.
 */
export interface Observation {
  /** The page's h1 (or the dialog's title when a dialog is open); null: none. */
  heading?: string | null;
  /** Text the page shows as an alert or status (contained in it); null: no message shown. */
  message?: string | null;
  /** Buttons (and button-like links) by accessible name. */
  buttons?: Record<string, 'enabled' | 'disabled' | 'absent'>;
  /** The address bar's path (and query). */
  url?: string;
  /** A call or page is in progress (spinner, disabled button, busy form). */
  busy?: boolean;
  /** Events the machine emitted during the step that led here, e.g. `['saved']`; [] for none. */
  emitted?: string[];
  /** Anything else a screen shows that a spec line names (a countdown, a dialog's text…). */
  [extra: string]: unknown;
}

/** What a rule or an observation may read: the path's input and the events taken so far. */
export interface SpecContext<M extends AnyStateMachine = AnyStateMachine> {
  input: InputFrom<M>;
  /** The events of the path up to and including the current one (xstate.init excluded). */
  history: EventObject[];
  /** The event of this step (`xstate.init` at the start). */
  event: EventObject;
  /** describeEvent(event): `SAVE {values}`, `error save (refused)`, `after redirect`. */
  label: string;
}

/** `from` + event → `to`: where the spec says an event leads. State keys are dotted paths. */
export interface Rule<M extends AnyStateMachine = AnyStateMachine> {
  from: string;
  /** The event label or its start: `SAVE`, `error save`, `error save (refused)`, `after redirect`. */
  on: string;
  to: string | ((context: SpecContext<M>) => string);
}

export type StateObservation<M extends AnyStateMachine = AnyStateMachine> =
  | Observation
  | ((context: SpecContext<M>) => Observation);

/**
 * The oracle for one machine, written from the spec and never from the machine: the state a path
 * starts in, where each event leads, and what is observed in each state. The replays follow the
 * machine's generated paths and fail when the machine goes elsewhere or shows something else.
 */
export interface ModelSpec<M extends AnyStateMachine = AnyStateMachine> {
  initial: string | ((context: SpecContext<M>) => string);
  rules: Rule<M>[];
  /** Keyed by dotted state path (`ready.idle`); a parent's entry applies to its children too. */
  states: Record<string, StateObservation<M>>;
  /**
   * What the machine replay can read off a snapshot: the parts of an observation a view derives
   * from state (message, busy, emitted, output…). The UI replay reads the screen instead. The
   * replay adds `emitted` (this step's event types) itself; `emittedEvents` are all the events
   * emitted on the path so far, payloads included.
   */
  view: (snapshot: SnapshotFrom<M>, emitted: string[], emittedEvents: EventObject[]) => Partial<Observation>;
}

export type AnyModelSpec = ModelSpec<AnyStateMachine>;

export function defineSpec<M extends AnyStateMachine>(_machine: M, spec: ModelSpec<M>): AnyModelSpec {
  return spec as unknown as AnyModelSpec;
}

/** A dotted key as the state value `matches` takes: `a.b.c` → `{ a: { b: 'c' } }`. */
export function toStateValue(key: string): string | Record<string, unknown> {
  const parts = key.split('.');
  let value: string | Record<string, unknown> = parts.pop() as string;
  while (parts.length) value = { [parts.pop() as string]: value };
  return value;
}

export const matchesKey = (snapshot: AnyMachineSnapshot, key: string) =>
  snapshot.matches(toStateValue(key) as never);

function ruleMatches(rule: Rule, label: string): boolean {
  return label === rule.on || label.startsWith(`${rule.on} `);
}

/**
 * The state the spec expects after `event` from `before`: the matching rule with the most specific
 * `from` (the longest key) and the most specific `on`. Throws when the spec has no rule: every
 * event a path takes must be foreseen.
 */
export function expectedTarget(
  spec: AnyModelSpec,
  before: AnyMachineSnapshot,
  context: SpecContext,
): { rule: Rule; to: string } {
  const candidates = spec.rules.filter((r) => ruleMatches(r, context.label) && matchesKey(before, r.from));
  const score = (r: Rule) => r.from.split('.').length * 1000 + r.on.length;
  const [rule] = candidates.sort((a, b) => score(b) - score(a));
  if (!rule) {
    throw new Error(`the spec has no rule for "${context.label}" in ${JSON.stringify(before.value)}`);
  }
  return { rule, to: typeof rule.to === 'function' ? rule.to(context) : rule.to };
}

export function initialState(spec: AnyModelSpec, context: SpecContext): string {
  return typeof spec.initial === 'function' ? spec.initial(context) : spec.initial;
}

/** Every key of `states` that covers `stateKey` (itself and its ancestors), outermost first. */
function coveringKeys(spec: AnyModelSpec, stateKey: string): string[] {
  const parts = stateKey.split('.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('.')).filter((key) => key in spec.states);
}

export const hasObservation = (spec: AnyModelSpec, leaf: string) => coveringKeys(spec, leaf).length > 0;

/** The observation the spec gives for the active leaf states (a parallel state merges its regions'). */
export function expectedObservation(spec: AnyModelSpec, leaves: string[], context: SpecContext): Observation {
  const merged: Observation = {};
  for (const leaf of leaves) {
    for (const key of coveringKeys(spec, leaf)) {
      const entry = spec.states[key];
      const observation = typeof entry === 'function' ? entry(context) : entry;
      Object.assign(merged, observation, {
        buttons: { ...merged.buttons, ...observation?.buttons },
      });
      if (!merged.buttons || Object.keys(merged.buttons).length === 0) delete merged.buttons;
    }
  }
  return merged;
}

/** Active atomic (and final) state keys of a snapshot, relative to the root: `ready.idle`. */
export function leafKeys(snapshot: AnyMachineSnapshot): string[] {
  return snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'));
}

/** Each field of `expected` that `actual` has and gets wrong, as `field: got …, expected …`. */
export function differences(expected: Observation, actual: Partial<Observation>): string[] {
  const problems: string[] = [];
  for (const [field, want] of Object.entries(expected)) {
    if (!(field in actual)) continue;
    const got = actual[field];
    if (field === 'buttons') {
      const wanted = want as Record<string, string>;
      const seen = (got ?? {}) as Record<string, string>;
      for (const [name, state] of Object.entries(wanted)) {
        if (seen[name] !== undefined && seen[name] !== state) {
          problems.push(`button "${name}" is ${seen[name]}, expected ${state}`);
        }
      }
      continue;
    }
    if (field === 'message' && typeof want === 'string' && typeof got === 'string') {
      if (!got.includes(want)) problems.push(`message "${got}", expected it to say "${want}"`);
      continue;
    }
    if (!isDeepStrictEqual(got, want)) {
      problems.push(`${field} ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
    }
  }
  return problems;
}

/** Builds the context rules and observations read at step `i` of a path. */
export function specContext(input: unknown, events: EventObject[], i: number): SpecContext {
  const event = events[i] as EventObject;
  return { input, history: events.slice(1, i + 1), event, label: i === 0 ? 'init' : describeEvent(event) };
}

/** Which states and rules a set of replays checked: the coverage `npm run paths` reports. */
export interface SpecCoverage {
  checkedStates: Set<string>;
  usedRules: Set<Rule>;
}

export const createSpecCoverage = (): SpecCoverage => ({ checkedStates: new Set(), usedRules: new Set() });

/** Leaf state keys of a machine (what "checked states" counts) and the spec's rules never used. */
export function specGaps(machine: AnyStateMachine, spec: AnyModelSpec, covered: SpecCoverage) {
  const leaves = allLeafKeys(machine);
  return {
    leaves,
    unchecked: leaves.filter((key) => !covered.checkedStates.has(key)),
    unusedRules: spec.rules.filter((rule) => !covered.usedRules.has(rule)).map(describeRule),
  };
}

export const describeRule = (rule: Rule) =>
  `${rule.from} —${rule.on}→ ${typeof rule.to === 'string' ? rule.to : '(chosen)'}`;

/**
 * Leaf states a person can see: a state left at once by an unguarded `always` transition never
 * rests, so it has nothing to observe (state coverage still counts it).
 */
export function allLeafKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyMachineSnapshot['machine']['root']) => {
    const children = Object.values(node.states);
    const passing = node.always?.some((t) => !t.guard) ?? false;
    if (children.length === 0 && node.path.length && !passing) keys.push(node.path.join('.'));
    for (const child of children) walk(child);
  };
  walk(machine.root);
  return keys;
}

/** Where a machine sent the person in this step: the `to` of the `type` event it emitted then (null: none). */
export function emittedTo(emitted: string[], emittedEvents: EventObject[], type: string): string | null {
  if (!emitted.includes(type)) return null;
  const event = emittedEvents.findLast((each) => each.type === type) as { to?: unknown } | undefined;
  return typeof event?.to === 'string' ? event.to : null;
}
