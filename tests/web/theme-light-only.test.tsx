import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { colors } from '@chakra-theme/tokens/colors';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { system } from '@/web/app/system.ts';

/**
 * The portal draws in light mode only, so its semantic tokens keep their light value alone
 * (theme-parts.ts `lightOnly`, issue 27). Each must still draw exactly what Chakra's own theme draws
 * in light mode: the same CSS variable, with the same value, on the page's root.
 */

/** Chakra's default system, with its light and dark values: what the portal's must match. */
const chakras = createSystem(defaultBaseConfig, {
  theme: { tokens: { colors }, semanticTokens: { colors: semanticColors, shadows: semanticShadows } },
});

/** The CSS variables the token CSS sets on the root selector (base: no `.dark`, no media query). */
function rootVariables(global: unknown): Map<string, string> {
  const found = new Map<string, string>();
  const walk = (node: unknown, underCondition: boolean) => {
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      const condition = underCondition || key.includes('.dark') || key.startsWith('@media');
      if (key.startsWith('--') && typeof value === 'string' && !condition) found.set(key, value);
      else walk(value, condition);
    }
  };
  walk(global, false);
  return found;
}

/** Names of the semantic tokens Chakra gives a light value (`{ value: { _light } }`), e.g. colors.bg.subtle. */
function lightTokens(node: unknown, path: string[]): string[] {
  if (node === null || typeof node !== 'object') return [];
  const { value } = node as { value?: unknown };
  if (value !== null && typeof value === 'object' && '_light' in value) return [path.join('.')];
  return Object.entries(node).flatMap(([key, child]) =>
    key === 'value' ? [] : lightTokens(child, [...path, key]),
  );
}

const variable = (token: string) => `--chakra-${token.replace(/\.DEFAULT$/, '').replaceAll('.', '-')}`;

describe('the light-only theme', () => {
  const ours = rootVariables(system._global);
  const theirs = rootVariables(chakras._global);
  const tokens = [
    // The palettes the portal leaves out (theme-parts.ts UNUSED_PALETTES) have no variables at all.
    ...lightTokens(semanticColors, ['colors']).filter(
      (token) => !['yellow', 'teal', 'cyan', 'purple', 'pink'].includes(token.split('.')[1] ?? ''),
    ),
    ...lightTokens(semanticShadows, ['shadows']),
  ];

  it('sets no dark-mode variables', () => {
    expect(JSON.stringify(system._global)).not.toContain('.dark');
    expect(JSON.stringify(chakras._global)).toContain('.dark');
  });

  it("draws every semantic colour and shadow with Chakra's light value, on the root", () => {
    expect(tokens.length).toBeGreaterThan(60);
    const portalOwn = new Set([
      '--chakra-colors-fg-error',
      '--chakra-colors-fg-muted',
      '--chakra-colors-border-error',
      '--chakra-colors-green-solid',
    ]);
    for (const token of tokens) {
      const name = variable(token);
      if (portalOwn.has(name)) continue; // the contrast fixes of system.ts, checked below
      expect({ name, value: ours.get(name) }).toEqual({ name, value: theirs.get(name) });
    }
  });

  it("keeps the portal's own contrast fixes (system.ts) in light mode", () => {
    expect(ours.get('--chakra-colors-fg-error')).toBe('var(--chakra-colors-red-700)');
    expect(ours.get('--chakra-colors-green-solid')).toBe('var(--chakra-colors-green-700)');
    expect(ours.get('--chakra-colors-brand-fg')).toBe('var(--chakra-colors-brand-700)');
  });
});
