import { createContext, type ReactNode, useContext, useMemo } from 'react';
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
import { useShownParts } from '@/web/ui/step-form/use-answers.ts';
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

const StepViewContext = createContext<StepView | null>(null);

export function useStepView(): StepView {
  const view = useContext(StepViewContext);
  if (!view) throw new Error('useStepView needs a StepViewProvider');
  return view;
}

/**
 * Whether each of `parts` is shown now (spec §4). The group re-renders when one of its own parts
 * shows or hides, not when another group's does (useShownParts).
 */
export function useShown<P extends ShownPart>(...parts: P[]): Record<P, boolean> {
  return useShownParts(Shown, useStepView().ctx, parts);
}

export interface StepViewProviderProps {
  ctx: RuleContext;
  lists: ReferenceLists;
  /** The personal fields a confirmed pre-fill locked (prefillStatus). */
  lockedFields: readonly PersonalField[];
  children: ReactNode;
}

/**
 * Provides what the groups draw. It watches the answers for the required marks only: typing in a
 * text box re-renders that box alone; an answer that shows or hides a part re-renders the group
 * holding it (useShown), and one that makes a field required or optional that field alone
 * (FieldRulesProvider).
 */
export function StepViewProvider({ ctx, lists, lockedFields, children }: StepViewProviderProps) {
  const { control } = useFormContext<PersonalDetailsInput, unknown, PersonalDetailsForm>();
  const form = useWatch({ control }) as PersonalDetailsForm;
  const required = requiredFields(form, ctx);
  const requiredKey = required.join(' ');
  const options = useMemo(() => listsFor(lists, ctx.category), [lists, ctx.category]);
  const view = useMemo<StepView>(() => ({ ctx, options }), [ctx, options]);
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
      <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
    </StepViewContext.Provider>
  );
}
