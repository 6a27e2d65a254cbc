import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { onOtherDetailsChange } from '@/domain/other-details/clearing.ts';
import type { OtherDetailsContext } from '@/domain/other-details/context.ts';
import { otherDetailsFields } from '@/domain/other-details/fields.ts';
import type { OtherDetailsForm } from '@/domain/other-details/form.ts';
import { requiredOtherDetailsFields } from '@/domain/other-details/validate.ts';
import { Shown, type ShownPart } from '@/domain/other-details/visibility.ts';
import { MIN_YEAR } from '@/domain/steps/dates.ts';
import { typingOf } from '@/domain/steps/typing.ts';
import { type FieldRules, FieldRulesProvider } from '@/web/ui/step-form/field-rules.tsx';
import { useShownParts } from '@/web/ui/step-form/use-answers.ts';
import { labelOf } from './labels.ts';

/** What the blocks draw from, fixed while the form is open: the rule context (with the lists). */
export interface OtherDetailsView {
  ctx: OtherDetailsContext;
}

const OtherDetailsViewContext = createContext<OtherDetailsView | null>(null);

export function useOtherDetailsView(): OtherDetailsView {
  const view = useContext(OtherDetailsViewContext);
  if (!view) throw new Error('useOtherDetailsView needs an OtherDetailsViewProvider');
  return view;
}

/** Whether each of `parts` shows for the current answers; see useShownParts. */
export function useShown<P extends ShownPart>(...parts: P[]): Record<P, boolean> {
  return useShownParts(Shown, useOtherDetailsView().ctx, parts);
}

/** Typing kept to the field table's limits. */
const typing = typingOf(otherDetailsFields);

/**
 * Provides the view to the blocks and the field rules to the field kit: labels from the field table,
 * required marks from the domain, every answer through onOtherDetailsChange (what a question no
 * longer opens is emptied), and no date before 1900 in the pickers (§9). It watches the answers for
 * the required marks only; the blocks watch the parts they show (useShown).
 */
export function OtherDetailsViewProvider({
  ctx,
  children,
}: {
  ctx: OtherDetailsContext;
  children: ReactNode;
}) {
  const { control } = useFormContext();
  const form = useWatch({ control }) as OtherDetailsForm;
  const required = requiredOtherDetailsFields(form, ctx);
  const requiredKey = required.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `requiredKey` stands for `required`.
  const rules = useMemo<FieldRules>(() => {
    const requiredSet = new Set<string>(required);
    return {
      label: labelOf,
      isRequired: (name) => requiredSet.has(name),
      isLocked: () => false,
      answer: (values, name, value) => onOtherDetailsChange(values as OtherDetailsForm, name, value),
      ...typing,
      minDate: `${MIN_YEAR}-01-01`,
    };
  }, [requiredKey]);
  const view = useMemo(() => ({ ctx }), [ctx]);
  return (
    <OtherDetailsViewContext.Provider value={view}>
      <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
    </OtherDetailsViewContext.Provider>
  );
}
