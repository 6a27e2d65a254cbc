import type { RefItem } from '../../../domain/reference/types.ts';

/** Demo education agencies (invented; a real provider loads its own). Ids from 9001. */
export const agencies: readonly RefItem[] = [
  { id: 9001, name: 'Harbour Education Agency (demo)', code: 'AG-DEMO-01' },
  { id: 9002, name: 'Southern Cross Student Services (demo)', code: 'AG-DEMO-02' },
  { id: 9003, name: 'Pacific Pathways Consulting (demo)', code: 'AG-DEMO-03' },
  { id: 9004, name: 'Global Study Link (demo)', code: 'AG-DEMO-04' },
];
