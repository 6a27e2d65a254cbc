import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import type { FieldValues } from 'react-hook-form';

/**
 * What the field kit asks of a step about one field, by its path ('familyName',
 * 'applicationRpls.0.courseCode'): its label, whether it is required or locked now, what an answer
 * changes (the domain's clearing rules) and what typing may hold (allowed characters, limit:
 * `typingOf(table)` of src/domain/steps/typing.ts gives them from the step's field table).
 */
export interface FieldRules {
  label: (name: string) => string;
  isRequired: (name: string) => boolean;
  isLocked: (name: string) => boolean;
  /** The whole form after `name` is answered with `value`: the answer and what it clears. */
  answer: (form: FieldValues, name: string, value: unknown) => FieldValues;
  /** Typing filtered to the field's allowed characters; by default kept as typed. */
  filter?: (name: string, typed: string) => string;
  /** Digits only: mobile keyboards show the number pad. */
  numeric?: (name: string) => boolean;
  /** The input's character limit (the field table's maxLength); a field's own prop wins. */
  maxLength?: (name: string) => number | undefined;
  /** The limit a character count shows under the field (limits of 100 or more: no hard maxLength). */
  counted?: (name: string) => number | undefined;
  /** The earliest selectable date (yyyy-MM-dd) of date fields. */
  minDate?: string;
}

/**
 * The rules a step gives change whenever an answer shows, hides or requires a field. Handed down as a
 * context value they re-rendered every field of the form (and Chakra restyled each: ~80 fields on the
 * personal step, 400 ms a tick on a throttled phone, issue 27). The context holds a store instead:
 * its identity never changes, `useFieldRules` reads the latest rules through it, and a field
 * subscribes (`useFieldFrame`) only to its own label, mark and lock.
 */
interface FieldRulesStore {
  rules: FieldRules;
  /** The same rules, reading the latest through the store: one object for the form's lifetime. */
  latest: FieldRules;
  listeners: Set<() => void>;
}

function createStore(rules: FieldRules): FieldRulesStore {
  const store: FieldRulesStore = {
    rules,
    listeners: new Set(),
    latest: {
      label: (name) => store.rules.label(name),
      isRequired: (name) => store.rules.isRequired(name),
      isLocked: (name) => store.rules.isLocked(name),
      answer: (form, name, value) => store.rules.answer(form, name, value),
      filter: (name, typed) => (store.rules.filter ? store.rules.filter(name, typed) : typed),
      numeric: (name) => store.rules.numeric?.(name) ?? false,
      maxLength: (name) => store.rules.maxLength?.(name),
      counted: (name) => store.rules.counted?.(name),
      get minDate() {
        return store.rules.minDate;
      },
    },
  };
  return store;
}

const FieldRulesContext = createContext<FieldRulesStore | null>(null);

export function FieldRulesProvider({ rules, children }: { rules: FieldRules; children: ReactNode }) {
  const [store] = useState(() => createStore(rules));
  // Fields rendered in this pass (a group just shown) read these rules; the others hear of them
  // before the browser paints.
  store.rules = rules;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rules are what the listeners hear of.
  useLayoutEffect(() => {
    for (const listener of store.listeners) listener();
  }, [store, rules]);
  return <FieldRulesContext.Provider value={store}>{children}</FieldRulesContext.Provider>;
}

function useStore(): FieldRulesStore {
  const store = useContext(FieldRulesContext);
  if (!store) throw new Error('The step form fields need a FieldRulesProvider');
  return store;
}

/**
 * The step's rules, always the latest, as one object that never changes: for handlers and for what
 * is fixed per field (limits, characters). What a field shows of them comes from useFieldFrame.
 */
export function useFieldRules(): FieldRules {
  return useStore().latest;
}

/** One field's label, required mark and lock: the field re-renders when one of these changes. */
export function useFieldFrame(name: string): { label: string; required: boolean; locked: boolean } {
  const store = useStore();
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    [store],
  );
  const label = useSyncExternalStore(subscribe, () => store.rules.label(name));
  const required = useSyncExternalStore(subscribe, () => store.rules.isRequired(name));
  const locked = useSyncExternalStore(subscribe, () => store.rules.isLocked(name));
  return { label, required, locked };
}

/** Sets a top-level field to the value given, clearing nothing (steps without clearing rules). */
export function plainAnswer(form: FieldValues, name: string, value: unknown): FieldValues {
  return { ...form, [name]: value };
}
