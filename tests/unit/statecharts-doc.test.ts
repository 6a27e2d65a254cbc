import { readFile } from 'node:fs/promises';
import { machinesOf, renderStatecharts } from '../support/statecharts/render.ts';

/** Issue 26: docs/statecharts.md is what `npm run statecharts` makes from the machines, never stale. */
describe('docs/statecharts.md', () => {
  it('is generated from the machines as they are (run `npm run statecharts` after changing one)', async () => {
    const onDisk = await readFile(new URL('../../docs/statecharts.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(await renderStatecharts());
  });

  it('draws every machine exported from machines/, each with a diagram', async () => {
    const [doc, found] = await Promise.all([renderStatecharts(), machinesOf()]);
    expect(found.length).toBeGreaterThan(20);
    for (const { machine, name } of found) {
      const at = doc.indexOf(`## ${machine.id} — \`${name}\``);
      expect(at, name).toBeGreaterThan(0);
      expect(doc.indexOf('stateDiagram-v2', at), name).toBeGreaterThan(at);
    }
  });
});
