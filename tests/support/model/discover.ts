import { readdir } from 'node:fs/promises';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { applicationRegistry, registry } from './registry.ts';
import type { AnyModelEntry } from './types.ts';

const machinesDir = new URL('../../../machines/', import.meta.url);

export interface FoundMachine {
  /** `registration.ts#registrationMachine` */
  source: string;
  machine: AnyStateMachine;
  entry: AnyModelEntry | undefined;
}

/** Every StateMachine exported from a file in machines/, with its registry entry if it has one. */
export async function discoverMachines(): Promise<FoundMachine[]> {
  const files = (await readdir(machinesDir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort();
  const found: FoundMachine[] = [];
  for (const file of files) {
    const exports: Record<string, unknown> = await import(new URL(file, machinesDir).href);
    for (const [name, value] of Object.entries(exports)) {
      if (!(value instanceof StateMachine)) continue;
      const entry = [...registry, ...applicationRegistry].find((e) => e.machine === value);
      found.push({ source: `${file}#${name}`, machine: value, entry });
    }
  }
  return found;
}
