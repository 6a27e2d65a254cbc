import { animationStyles } from '@chakra-theme/motion-styles';
import { semanticColors } from '@chakra-theme/semantic-tokens/colors';
import { semanticRadii } from '@chakra-theme/semantic-tokens/radii';
import { semanticShadows } from '@chakra-theme/semantic-tokens/shadows';
import { textStyles } from '@chakra-theme/text-styles';
import { animations } from '@chakra-theme/tokens/animations';
import { aspectRatios } from '@chakra-theme/tokens/aspect-ratios';
import { blurs } from '@chakra-theme/tokens/blurs';
import { borders } from '@chakra-theme/tokens/borders';
import { colors } from '@chakra-theme/tokens/colors';
import { cursor } from '@chakra-theme/tokens/cursor';
import { durations } from '@chakra-theme/tokens/durations';
import { easings } from '@chakra-theme/tokens/easings';
import { fontSizes } from '@chakra-theme/tokens/font-sizes';
import { fontWeights } from '@chakra-theme/tokens/font-weights';
import { fonts } from '@chakra-theme/tokens/fonts';
import { letterSpacings } from '@chakra-theme/tokens/letter-spacing';
import { lineHeights } from '@chakra-theme/tokens/line-heights';
import { radii } from '@chakra-theme/tokens/radius';
import { sizes } from '@chakra-theme/tokens/sizes';
import { spacing } from '@chakra-theme/tokens/spacing';
import { zIndices } from '@chakra-theme/tokens/z-indices';

/**
 * Chakra's default theme parts, imported module by module (`@chakra-theme/*`, an alias of Chakra's
 * dist/esm/theme in vite.config.ts and tsconfig.json) instead of through `@chakra-ui/react/theme`.
 * That barrel re-exports every recipe: with it in the entry, the build's `$initial` group took in
 * every recipe any lazy screen imports (tabs, table, dialog, toast, …), ~6 KB gzip on every route
 * (issue 12). The same objects as the barrel's `tokens` and `semanticTokens`.
 */
/**
 * Chakra's palettes the portal never draws with. Each is 11 colour tokens and 8 semantic ones that
 * the system turns into CSS variables on every page load (createSystem is the largest start-up task
 * after React's first render: Lighthouse TBT, issue 12). The palettes in use are gray, red, orange,
 * green and blue (status badges, destructive buttons, messages) and brand (system.ts);
 * tests/web/theme-palettes.test.tsx fails when a screen names one the system does not have.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'purple', 'pink']);
const withoutUnused = <T extends object>(palettes: T): T =>
  Object.fromEntries(Object.entries(palettes).filter(([name]) => !UNUSED_PALETTES.has(name))) as T;

export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors: withoutUnused(colors),
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

/**
 * The portal draws in light mode only: nothing sets Chakra's `.dark` class. Each semantic token keeps
 * its `_light` value alone, so the system makes no `.dark` variables on every page load (createSystem
 * ~25% faster, and the token CSS it injects half as long; issue 27).
 */
function lightOnly<T>(node: T): T {
  if (Array.isArray(node) || node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === 'value' && value !== null && typeof value === 'object' && '_light' in value
        ? [key, value._light]
        : [key, lightOnly(value)],
    ),
  ) as T;
}

export const semanticTokens = {
  colors: lightOnly(withoutUnused(semanticColors)),
  shadows: lightOnly(semanticShadows),
  radii: semanticRadii,
};

export { breakpoints } from '@chakra-theme/breakpoints';
export { globalCss } from '@chakra-theme/global-css';
export { layerStyles } from '@chakra-theme/layer-styles';
export { buttonRecipe } from '@chakra-theme/recipes/button';
export { containerRecipe } from '@chakra-theme/recipes/container';
export { fieldSlotRecipe } from '@chakra-theme/recipes/field';
export { headingRecipe } from '@chakra-theme/recipes/heading';
export { inputRecipe } from '@chakra-theme/recipes/input';
export { linkRecipe } from '@chakra-theme/recipes/link';
export { separatorRecipe } from '@chakra-theme/recipes/separator';
export { spinnerRecipe } from '@chakra-theme/recipes/spinner';
export { textareaRecipe } from '@chakra-theme/recipes/textarea';
export { keyframes } from '@chakra-theme/tokens/keyframes';
export { animationStyles, textStyles };
