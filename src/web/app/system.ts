import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  mergeConfigs,
  type RecipeDefinition,
  type SlotRecipeConfig,
} from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from './theme-parts.ts';

/**
 * The Chakra system: the base config plus only the recipes the screens use (PITFALLS: the
 * default system carries every recipe and blows the first-load budget). A screen that needs
 * another Chakra component on the first load of most routes adds its recipe here; the others come
 * with the code that draws them (`addRecipes`/`addSlotRecipes`: the dialog, the toaster, and
 * src/web/ui/recipes/ for tables, tabs, selects, radios, alerts and badges).
 */
const brand = {
  50: { value: '#eef4fb' },
  100: { value: '#d6e4f4' },
  200: { value: '#aec8e9' },
  300: { value: '#7fa6d9' },
  400: { value: '#4f82c6' },
  500: { value: '#2f64ad' },
  600: { value: '#1f5194' },
  700: { value: '#18427b' },
  800: { value: '#143663' },
  900: { value: '#102a4d' },
  950: { value: '#0a1a30' },
};

/** A semantic token's value: light mode only, as every semantic token (theme-parts.ts `lightOnly`). */
const light = (value: string) => ({ value });

const portalConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { color: 'fg', bg: 'bg.subtle', lineHeight: '1.5', colorPalette: 'brand' },
    'a:focus-visible, button:focus-visible': { outlineOffset: '2px' },
    // Headings take focus only programmatically (after a navigation): no ring on non-controls.
    'h1[tabindex="-1"]:focus': { outline: 'none' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: { ...tokens.colors, brand } },
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: {
          contrast: light('{colors.white}'),
          fg: light('{colors.brand.700}'),
          subtle: light('{colors.brand.50}'),
          muted: light('{colors.brand.100}'),
          emphasized: light('{colors.brand.200}'),
          solid: light('{colors.brand.700}'),
          focusRing: light('{colors.brand.500}'),
          border: light('{colors.brand.600}'),
        },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      field: fieldSlotRecipe,
    },
  },
});

/**
 * Text in fields at 16 px in every size (issue 23): iOS Safari zooms the page into a field whose text
 * is smaller when it takes focus, and the page then overflows sideways.
 */
const TEXT_16 = {
  '2xs': { textStyle: 'md' },
  xs: { textStyle: 'md' },
  sm: { textStyle: 'md' },
  md: { textStyle: 'md' },
};

/** Contrast fixes over Chakra's defaults, all AA on white; field text at 16 px. */
const accessible = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        // red.500 on white is 3.8:1; red.700 is 8.6:1. green.600 under white text is 3.3:1; green.700 is 7:1.
        fg: { error: light('{colors.red.700}'), muted: light('{colors.gray.700}') },
        border: { error: light('{colors.red.600}') },
        green: { solid: light('{colors.green.700}') },
      },
    },
    recipes: {
      // Input boundaries need 3:1 against the page (WCAG 1.4.11): gray.500 is 4.8:1.
      // A 2px focus ring instead of 1px, easier to see.
      input: {
        variants: {
          variant: { outline: { borderColor: 'gray.500', '--focus-ring-width': '2px' } },
          size: TEXT_16,
        },
      },
      textarea: {
        variants: {
          variant: { outline: { borderColor: 'gray.500', '--focus-ring-width': '2px' } },
          size: TEXT_16,
        },
      },
    },
    slotRecipes: {
      nativeSelect: {
        slots: ['root', 'field', 'indicator'],
        variants: {
          variant: { outline: { field: { borderColor: 'gray.500', '--focus-ring-width': '2px' } } },
          size: {
            xs: { field: { textStyle: 'md' } },
            sm: { field: { textStyle: 'md' } },
            md: { field: { textStyle: 'md' } },
          },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, portalConfig, accessible);

type Theme = NonNullable<NonNullable<typeof system._config>['theme']>;

/** `base` with what the system already holds for it on top (the `accessible` overrides). */
function under<T>(kind: 'recipes' | 'slotRecipes', key: string, base: T, held: T | undefined): T {
  if (!held) return base;
  const merged = mergeConfigs({ theme: { [kind]: { [key]: base } } }, { theme: { [kind]: { [key]: held } } });
  return ((merged.theme?.[kind] ?? {}) as Record<string, T>)[key] ?? base;
}

function add<K extends 'recipes' | 'slotRecipes'>(kind: K, added: NonNullable<Theme[K]>): void {
  const theme = system._config.theme;
  if (!theme) return;
  const held = (theme[kind] ?? {}) as Record<string, unknown>;
  const next: Record<string, unknown> = { ...held };
  for (const [key, recipe] of Object.entries(added)) next[key] = under(kind, key, recipe, held[key]);
  theme[kind] = next as Theme[K];
}

/**
 * Adds recipes to the system from the module that draws them, before its components first draw:
 * Chakra reads `theme.recipes`/`theme.slotRecipes` when a component first asks for its recipe (then
 * caches it), so recipes only some screens use stay off every route's first load (issue 12).
 */
export function addRecipes(recipes: Record<string, RecipeDefinition>): void {
  add('recipes', recipes);
}
export function addSlotRecipes(slotRecipes: Record<string, SlotRecipeConfig>): void {
  add('slotRecipes', slotRecipes);
}
