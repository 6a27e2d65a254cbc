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
import { fieldLabels, type ShownField } from './labels.ts';
import { listsFor, type StepOptions } from './options.ts';

/** Typing kept to the field table's characters and limits (the personal details table). */
const typing = typingOf(personalFields);

/** What every group needs to draw itself: which parts show, which fields are required or locked. */
export interface StepView {
  ctx: RuleContext;
  /** The reference lists as options, filtered for the category. */
  options: StepOptions;
  shown: Record<ShownPart, boolean>;
  isRequired: (field: PersonalField) => boolean;
  isLocked: (field: PersonalField) => boolean;
}

const StepViewContext = createContext<StepView | null>(null);

export function useStepView(): StepView {
  const view = useContext(StepViewContext);
  if (!view) throw new Error('useStepView needs a StepViewProvider');
  return view;
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
 * Watches the answers and provides what the groups draw. The value changes only when a shown part, a
 * required field or the lock changes, so typing in a text box re-renders that box alone.
 */
export function StepViewProvider({ ctx, lists, lockedFields, children }: StepViewProviderProps) {
  const { control } = useFormContext<PersonalDetailsInput, unknown, PersonalDetailsForm>();
  const form = useWatch({ control }) as PersonalDetailsForm;
  const shown = shownParts(form, ctx);
  const required = requiredFields(form, ctx);
  const key = JSON.stringify([shown, required]);
  const options = useMemo(() => listsFor(lists, ctx.category), [lists, ctx.category]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for shown and required.
  const view = useMemo<StepView>(() => {
    const requiredSet = new Set(required);
    return {
      ctx,
      options,
      shown,
      isRequired: (field) => requiredSet.has(field),
      isLocked: (field) => isLockedByPrefill(field, lockedFields),
    };
  }, [key, ctx, options, lockedFields]);
  const rules = useMemo<FieldRules>(
    () => ({
      label: (name) => fieldLabels[name as ShownField],
      isRequired: (name) => view.isRequired(name as PersonalField),
      isLocked: (name) => view.isLocked(name as PersonalField),
      answer: (form, name, value) =>
        onAnswerChange(form as unknown as PersonalDetailsForm, name as PersonalField, value as never),
      ...typing,
      minDate: `${MIN_YEAR}-01-01`,
    }),
    [view],
  );
  return (
    <StepViewContext.Provider value={view}>
      <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
    </StepViewContext.Provider>
  );
}
