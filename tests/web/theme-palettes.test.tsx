import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { system } from '@/web/app/system.ts';

/** Chakra's palettes (its theme's colour tokens) and ours. */
const CHAKRA_PALETTES = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
];
const PALETTES = [...CHAKRA_PALETTES, 'brand'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every palette name written as a string in the web app's code (a colorPalette, a status map). */
function palettesNamedInCode(): Set<string> {
  const named = new Set<string>();
  const literal = new RegExp(`['"\`](${PALETTES.join('|')})(?:\\.[\\w.]+)?['"\`]`, 'g');
  for (const file of sourcesUnder(join(process.cwd(), 'src/web'))) {
    if (file.endsWith('theme-parts.ts')) continue; // where the unused ones are named to be left out
    for (const match of readFileSync(file, 'utf8').matchAll(literal)) named.add(match[1] as string);
  }
  return named;
}

const hasPalette = (name: string) =>
  ['solid', 'fg', 'subtle', 'muted', 'contrast', 'focusRing'].every((part) =>
    Boolean(system.token(`colors.${name}.${part}`, undefined)),
  ) && Boolean(system.token(`colors.${name}.500`, undefined));

describe('the colour palettes of the Chakra system (issue 12: unused ones left out of start-up)', () => {
  it('has every palette a screen names, each with its shades and semantic tokens', () => {
    const named = palettesNamedInCode();
    expect(named).toContain('brand');
    expect(named).toContain('red');
    for (const name of named) expect({ name, present: hasPalette(name) }).toEqual({ name, present: true });
  });

  it('leaves out the palettes no screen names', () => {
    const named = palettesNamedInCode();
    const unused = CHAKRA_PALETTES.filter((name) => !named.has(name));
    expect(unused.length).toBeGreaterThan(0);
    for (const name of unused)
      for (const token of [`colors.${name}.500`, `colors.${name}.solid`])
        expect({ token, value: system.token(token, undefined) }).toEqual({ token, value: undefined });
  });
});
