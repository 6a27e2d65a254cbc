import { type SystemContext, type SystemStyleObject, useChakraContext } from '@chakra-ui/react';
import { __unsafe_useEmotionCache, type EmotionCache, css as serialize } from '@emotion/react';

/**
 * Class names for the kit's plain elements, made once per Chakra system and Emotion cache instead of
 * on every render (issue 27, docs/operations.md "The field kit's styles made once"). Chakra's styled
 * factory (`styled-system/factory.js`) resolves an element's recipe and style props on each render,
 * then Emotion serialises and hashes the result: for a field whose recipe has no variant chosen, that
 * is the same CSS every time. Here the same Chakra functions run once, in the factory's order — the
 * system's `cva({})` base, the recipe's styles through the system's `css()` — and Emotion writes the
 * rule under the class name it would have given, so the markup and its CSS are Chakra's to the byte
 * (tests/web/static-styles.test.tsx compares them with Chakra's own components).
 */

/** What one element is drawn with: its recipe's class (`chakra-input`) and its style objects. */
export interface StaticPart {
  recipeClass?: string;
  styles: readonly SystemStyleObject[];
}

/**
 * A recipe's class and styles, as `createRecipeContext` resolves them: its default variants or the
 * ones given (`{ size: 'lg' }`), then the element's own style props (`{ color: 'brand.fg' }`) on top.
 */
export function recipePart(
  system: SystemContext,
  key: string,
  variants: Record<string, string> = {},
  styleProps?: SystemStyleObject,
): StaticPart {
  const recipe = system.getRecipeFn(key);
  const [chosen] = recipe.splitVariantProps(variants);
  return { recipeClass: recipe.className, styles: [recipe(chosen), ...(styleProps ? [styleProps] : [])] };
}

/** Every slot of a slot recipe with its default variants, as `createSlotRecipeContext` resolves them. */
export function slotParts<const S extends string>(
  system: SystemContext,
  key: string,
  slots: readonly S[],
): Record<S, StaticPart> {
  const recipe = system.getSlotRecipeFn(key);
  const [variants] = recipe.splitVariantProps({});
  const styles = recipe(variants) as Record<string, SystemStyleObject>;
  const classNames = recipe.classNameMap as Record<string, string>;
  const parts = {} as Record<S, StaticPart>;
  for (const slot of slots) {
    const slotStyles = styles[slot];
    parts[slot] = { recipeClass: classNames[slot], styles: slotStyles ? [slotStyles] : [] };
  }
  return parts;
}

/**
 * Emotion's `insertStyles` (@emotion/utils): the rule goes in once, under `<key>-<hash>`; no class
 * when there is no CSS, as the factory gives none.
 */
function insert(cache: EmotionCache, styles: object): string | undefined {
  const serialized = serialize(styles as never);
  if (!serialized.styles) return undefined;
  const className = `${cache.key}-${serialized.name}`;
  if (cache.registered[className] === undefined) cache.registered[className] = serialized.styles;
  if (cache.inserted[serialized.name] === undefined) {
    let current: typeof serialized | undefined = serialized;
    do {
      cache.insert(serialized === current ? `.${className}` : '', current, cache.sheet, true);
      current = current.next;
    } while (current !== undefined);
  }
  return className;
}

/** The class list Chakra's factory gives an element with no style props of its own. */
function classOf(system: SystemContext, cache: EmotionCache, part: StaticPart): string {
  // The factory's own base: `cva({})` of a component styled without a recipe of its own.
  const base = system.cva({})({ colorPalette: undefined, orientation: undefined });
  const resolved = system.css(base, ...part.styles);
  return [part.recipeClass, insert(cache, resolved)].filter(Boolean).join(' ');
}

type Parts = Record<string, StaticPart>;

/** A set of parts whose class names are made on first use under a system and an Emotion cache. */
export interface StaticClassSet<P extends Parts> {
  partsOf: (system: SystemContext) => P;
  made: WeakMap<SystemContext, WeakMap<EmotionCache, Record<keyof P, string>>>;
}

/** Names the parts (at module level); `useStaticClasses` makes and keeps their classes. */
export function staticClassSet<P extends Parts>(partsOf: (system: SystemContext) => P): StaticClassSet<P> {
  return { partsOf, made: new WeakMap() };
}

/** The class names of a set's parts: made on the first render, then two contexts and a map read. */
export function useStaticClasses<P extends Parts>(set: StaticClassSet<P>): Record<keyof P, string> {
  const system = useChakraContext();
  const cache = __unsafe_useEmotionCache();
  // A browser always has one (Emotion's default cache, or a CacheProvider's).
  if (!cache) throw new Error('No Emotion cache: static styles need a browser');
  let byCache = set.made.get(system);
  if (!byCache) {
    byCache = new WeakMap();
    set.made.set(system, byCache);
  }
  let classes = byCache.get(cache);
  if (!classes) {
    const parts = set.partsOf(system);
    const made = {} as Record<keyof P, string>;
    for (const [key, part] of Object.entries(parts)) made[key as keyof P] = classOf(system, cache, part);
    byCache.set(cache, made);
    classes = made;
  }
  return classes;
}
