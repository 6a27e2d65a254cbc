import type { AnyStateMachine, EventFromLogic, EventObject, InputFrom, SnapshotFrom } from 'xstate';

/** How one invocation of a fake actor ends at a path step: it resolves with `output` or rejects with `error`. */
export type Outcome = { label: string; output: unknown } | { label: string; error: unknown };

/**
 * Everything the harness needs to know about one machine. A registry entry (see registry.ts) is the
 * only per-machine code: the tests and `npm run paths` both read it.
 */
export interface ModelEntry<M extends AnyStateMachine = AnyStateMachine> {
  /** Shown in test names and the report, e.g. `registration`. */
  name: string;
  machine: M;
  /** Each input is its own traversal, e.g. `{ fresh: {}, reload: { email } }`; coverage is their union. */
  inputs: Record<string, InputFrom<M>>;
  /** For every actor named in `setup({ actors })`: the ways a call can end. Each becomes a branch. */
  outcomes: Record<string, Outcome[]>;
  /** Events that carry a payload, offered wherever their type is enabled (e.g. ACCEPT true and false). */
  events: (snapshot: SnapshotFrom<M>) => EventFromLogic<M>[];
  /**
   * Event types the machine handles here but no person can send on the screen (e.g. a second Save
   * after an applicant's save has already moved them to the next step): not generated here.
   */
  withheld?: (snapshot: SnapshotFrom<M>) => string[];
  /**
   * The part of context that tells apart snapshots with the same value and the same incoming
   * transition (e.g. a countdown's seconds). Keep it small: it multiplies the graph.
   */
  contextKey?: (context: SnapshotFrom<M>['context']) => unknown;
}

/** A registry entry with its machine type erased, for code that handles every machine alike. */
export type AnyModelEntry = ModelEntry<AnyStateMachine>;

/** Types an entry by its machine (events, inputs, context), then erases the types for the registry list. */
export function defineModel<M extends AnyStateMachine>(
  machine: M,
  entry: NoInfer<Omit<ModelEntry<M>, 'machine'>>,
): AnyModelEntry {
  return { ...entry, machine } as unknown as AnyModelEntry;
}

/** One step of a generated path: the event taken and the snapshot the model predicts after it. */
export interface ModelStep {
  event: EventObject;
  state: SnapshotFrom<AnyStateMachine>;
}

export interface ModelPath {
  /** Unique and readable: input, generator and the events taken. */
  name: string;
  inputName: string;
  input: unknown;
  generator: 'shortest' | 'simple';
  /** steps[0] is `xstate.init` with the initial snapshot. */
  steps: ModelStep[];
}

/** What replayed paths touched on real actors: state node ids and transition keys (see machine-index.ts). */
export interface Visited {
  states: Set<string>;
  transitions: Set<string>;
  /** Events taken from each meaningfully different source (paths.ts `sourceKey`), on the real actor. */
  sources: Set<string>;
}

export function createVisited(): Visited {
  return { states: new Set(), transitions: new Set(), sources: new Set() };
}
