import type { AnyStateMachine } from 'xstate';
import { indexMachine } from './machine-index.ts';
import type { Visited } from './types.ts';

export interface Tally {
  covered: number;
  total: number;
  missed: string[];
}

export interface Coverage {
  states: Tally;
  transitions: Tally;
  /** Each event from each meaningfully different source the generator found (issue 29). */
  sources: Tally;
}

/**
 * Every state node and transition of the machine, and every event from every source the generator
 * found (`sources`), against what replayed paths visited: a transition taken only from its first
 * source leaves its other sources missed.
 */
export function coverage(machine: AnyStateMachine, visited: Visited, sources: Set<string>): Coverage {
  const index = indexMachine(machine);
  return {
    states: tally(index.states, visited.states),
    transitions: tally(index.transitions, visited.transitions),
    sources: tally([...sources], visited.sources),
  };
}

function tally(all: string[], seen: Set<string>): Tally {
  const missed = all.filter((key) => !seen.has(key));
  return { covered: all.length - missed.length, total: all.length, missed };
}

export function percent({ covered, total }: Tally): number {
  return total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
}
