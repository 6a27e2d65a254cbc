import { describe, expect, it } from 'vitest';
import { discoverMachines } from '../support/model/discover.ts';
import { applicationRegistry, registry as homeRegistry } from '../support/model/registry.ts';

const registry = [...homeRegistry, ...applicationRegistry];

describe('model registry', () => {
  it('has an entry for every machine exported from machines/', async () => {
    const found = await discoverMachines();
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((f) => !f.entry).map((f) => f.source)).toEqual([]);
    expect(registry.map((e) => e.name).sort()).toEqual([...new Set(registry.map((e) => e.name))].sort());
  });

  it('gives outcomes for every actor each machine declares', () => {
    for (const entry of registry) {
      expect(Object.keys(entry.outcomes).sort(), entry.name).toEqual(
        Object.keys(entry.machine.implementations.actors).sort(),
      );
    }
  });
});
