import { writeFile } from 'node:fs/promises';
import { renderStatecharts } from './render.ts';

/** `npm run statecharts`: writes docs/statecharts.md from the machines. */
const target = new URL('../../../docs/statecharts.md', import.meta.url);
await writeFile(target, await renderStatecharts());
console.log(`wrote ${target.pathname}`);
