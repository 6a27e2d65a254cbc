import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useFormContext } from 'react-hook-form';

/**
 * A value derived from the step's current answers — whether a part shows, how many entries there
 * are, an entry's flags — as JSON data. The caller re-renders only when the derived value changes,
 * not at every keystroke in the form: a block that watched the whole form re-rendered every field it
 * holds on each change, on a step of 80 fields. The value is derived again at each render (React
 * checks the snapshot), so an entry that moved to another index never shows its old neighbour's.
 */
export function useAnswers<Form, T>(derive: (form: Form) => T): T {
  const { subscribe, getValues } = useFormContext();
  const listen = useCallback(
    (onChange: () => void) => subscribe({ formState: { values: true }, callback: onChange }),
    [subscribe],
  );
  const key = useSyncExternalStore(listen, () => JSON.stringify(derive(getValues() as Form)) ?? 'null');
  return useMemo(() => JSON.parse(key) as T, [key]);
}

/** A step's rules of what shows (its domain's `Shown`): each part from the answers and the step's context. */
export type ShownRules<Form, Ctx, Part extends string> = Record<Part, (form: Form, ctx: Ctx) => boolean>;

/** Whether each of `parts` shows now: the caller re-renders when one of its own parts shows or hides. */
export function useShownParts<Form, Ctx, Part extends string, P extends Part>(
  rules: ShownRules<Form, Ctx, Part>,
  ctx: Ctx,
  parts: readonly P[],
): Record<P, boolean> {
  return useAnswers((form: Form) => {
    const shown = {} as Record<P, boolean>;
    for (const part of parts) shown[part] = rules[part](form, ctx);
    return shown;
  });
}
