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
}

/** Every state node and every transition of the machine against what replayed paths visited. */
export function coverage(machine: AnyStateMachine, visited: Visited): Coverage {
  const index = indexMachine(machine);
  return {
    states: tally(index.states, visited.states),
    transitions: tally(index.transitions, visited.transitions),
  };
}

function tally(all: string[], seen: Set<string>): Tally {
  const missed = all.filter((key) => !seen.has(key));
  return { covered: all.length - missed.length, total: all.length, missed };
}

export function percent({ covered, total }: Tally): number {
  return total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10;
}
