import {
  type Interpolation,
  type RegisteredCache,
  type SerializedStyles,
  serializeStyles as serialize,
} from '@emotion/serialize';

/**
 * Emotion's `serializeStyles`, kept per style object: the build puts this module in place of
 * `@emotion/serialize` for Chakra and Emotion (vite.config.ts, `emotion-serialize-cache`).
 *
 * Chakra's styled factory hands Emotion each element's resolved styles on every render, and Emotion
 * writes them out as one CSS string and hashes it (murmur2) every time: on the personal step's load
 * (~350 styled elements) that was ~0.6 s of a phone's script time (issue 27 item 4). Chakra's `css()`
 * memoises by content, so elements styled alike get the same object (every text box of the step):
 * the same object is the same CSS, written out once.
 *
 * Only a lone plain style object is kept. What it serialises to depends on nothing else as long as it
 * holds no function and no string named after a registered class, as Chakra's resolved styles
 * (strings and numbers) never do; and Chakra never changes a style object once it has handed it out.
 */
const serialized = new WeakMap<object, SerializedStyles>();

export function serializeStyles<Props>(
  args: Array<TemplateStringsArray | Interpolation<Props>>,
  registered?: RegisteredCache,
  mergedProps?: Props,
): SerializedStyles {
  const [only] = args;
  const plain =
    args.length === 1 &&
    typeof only === 'object' &&
    only !== null &&
    !Array.isArray(only) &&
    !('styles' in only) &&
    !('anim' in only);
  if (!plain) return serialize(args, registered, mergedProps);
  const known = serialized.get(only);
  if (known) return known;
  const fresh = serialize(args, registered, mergedProps);
  serialized.set(only, fresh);
  return fresh;
}

export type { SerializedStyles };
