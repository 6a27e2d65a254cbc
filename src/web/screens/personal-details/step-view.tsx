import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RuleContext } from '@/domain/personal/checks.ts';
import { onAnswerChange } from '@/domain/personal/clearing.ts';
import { MIN_YEAR } from '@/domain/personal/constants.ts';
import { personalFields } from '@/domain/personal/fields.ts';
import type { PersonalDetailsForm, PersonalField } from '@/domain/personal/form.ts';
import { isLockedByPrefill } from '@/domain/personal/prefill.ts';
import type { PersonalDetailsInput } from '@/domain/personal/schema.ts';
import { requiredFields } from '@/domain/personal/validate.ts';
import { Shown, type ShownPart } from '@/domain/personal/visibility.ts';
import type { ReferenceLists } from '@/domain/reference/types.ts';
import { typingOf } from '@/domain/steps/typing.ts';
import { type FieldRules, FieldRulesProvider } from '@/web/ui/step-form/field-rules.tsx';
import { fieldLabels, type ShownField } from './labels.ts';
import { listsFor, type StepOptions } from './options.ts';

/** Typing kept to the field table's characters and limits (the personal details table). */
const typing = typingOf(personalFields);

/** What every group needs to draw itself, fixed while the form is open: its context and options. */
export interface StepView {
  ctx: RuleContext;
  /** The reference lists as options, filtered for the category. */
  options: StepOptions;
}

/** The parts shown for the current answers, and who listens: each group to its own parts. */
interface ShownStore {
  shown: Record<ShownPart, boolean>;
  listeners: Set<() => void>;
}

const StepViewContext = createContext<StepView | null>(null);
const ShownContext = createContext<ShownStore | null>(null);

export function useStepView(): StepView {
  const view = useContext(StepViewContext);
  if (!view) throw new Error('useStepView needs a StepViewProvider');
  return view;
}

/**
 * Whether each of `parts` is shown now (spec §4). The group re-renders when one of its own parts
 * shows or hides, not when another group's does.
 */
export function useShown<P extends ShownPart>(...parts: P[]): Record<P, boolean> {
  const store = useContext(ShownContext);
  if (!store) throw new Error('useShown needs a StepViewProvider');
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    [store],
  );
  const key = useSyncExternalStore(subscribe, () =>
    parts.map((part) => (store.shown[part] ? 1 : 0)).join(''),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the parts' values.
  return useMemo(
    () => Object.fromEntries(parts.map((part, index) => [part, key[index] === '1'])) as Record<P, boolean>,
    [key],
  );
}

/** Spec §4 conditions for the current answers (from the domain's Shown rules). */
function shownParts(form: PersonalDetailsForm, ctx: RuleContext): Record<ShownPart, boolean> {
  const entries = Object.entries(Shown).map(([part, rule]) => [part, rule(form, ctx)]);
  return Object.fromEntries(entries) as Record<ShownPart, boolean>;
}

export interface StepViewProviderProps {
  ctx: RuleContext;
  lists: ReferenceLists;
  /** The personal fields a confirmed pre-fill locked (prefillStatus). */
  lockedFields: readonly PersonalField[];
  children: ReactNode;
}

/**
 * Watches the answers and provides what the groups draw. Typing in a text box re-renders that box
 * alone; an answer that shows or hides a part re-renders the group holding it, and one that makes a
 * field required or optional that field alone (FieldRulesProvider).
 */
export function StepViewProvider({ ctx, lists, lockedFields, children }: StepViewProviderProps) {
  const { control } = useFormContext<PersonalDetailsInput, unknown, PersonalDetailsForm>();
  const form = useWatch({ control }) as PersonalDetailsForm;
  const shown = shownParts(form, ctx);
  const required = requiredFields(form, ctx);
  const requiredKey = required.join(' ');
  const options = useMemo(() => listsFor(lists, ctx.category), [lists, ctx.category]);
  const view = useMemo<StepView>(() => ({ ctx, options }), [ctx, options]);
  const [store] = useState<ShownStore>(() => ({ shown, listeners: new Set() }));
  // Groups rendered in this pass read the parts now; the others hear of them before the paint.
  store.shown = shown;
  const shownKey = JSON.stringify(shown);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `shownKey` is what they hear of.
  useLayoutEffect(() => {
    for (const listener of store.listeners) listener();
  }, [store, shownKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `requiredKey` stands for `required`.
  const rules = useMemo<FieldRules>(() => {
    const requiredSet = new Set<string>(required);
    return {
      label: (name) => fieldLabels[name as ShownField],
      isRequired: (name) => requiredSet.has(name),
      isLocked: (name) => isLockedByPrefill(name as PersonalField, lockedFields),
      answer: (form, name, value) =>
        onAnswerChange(form as unknown as PersonalDetailsForm, name as PersonalField, value as never),
      ...typing,
      minDate: `${MIN_YEAR}-01-01`,
    };
  }, [requiredKey, lockedFields]);
  return (
    <StepViewContext.Provider value={view}>
      <ShownContext.Provider value={store}>
        <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
      </ShownContext.Provider>
    </StepViewContext.Provider>
  );
}
