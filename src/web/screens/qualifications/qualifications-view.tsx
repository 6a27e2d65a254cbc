import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { onQualificationsChange } from '@/domain/qualifications/clearing.ts';
import type { QualificationLists, QualificationsContext } from '@/domain/qualifications/context.ts';
import { qualificationsFields } from '@/domain/qualifications/fields.ts';
import type { QualificationsForm } from '@/domain/qualifications/form.ts';
import { requiredQualificationPaths } from '@/domain/qualifications/validate.ts';
import { Shown, type ShownPart } from '@/domain/qualifications/visibility.ts';
import { MIN_YEAR } from '@/domain/steps/dates.ts';
import { typingOf } from '@/domain/steps/typing.ts';
import { type FieldRules, FieldRulesProvider } from '@/web/ui/step-form/field-rules.tsx';
import { useAnswers, useShownParts } from '@/web/ui/step-form/use-answers.ts';
import { labelOf } from './labels.ts';

/** What the blocks draw from, fixed while the form is open: the rule context and its lists. */
export interface QualificationsView {
  ctx: QualificationsContext;
  lists: QualificationLists;
}

const QualificationsViewContext = createContext<QualificationsView | null>(null);

export function useQualificationsView(): QualificationsView {
  const view = useContext(QualificationsViewContext);
  if (!view) throw new Error('useQualificationsView needs a QualificationsViewProvider');
  return view;
}

/** Whether each of `parts` shows for the current answers (course spec §2–§6); see useShownParts. */
export function useShown<P extends ShownPart>(...parts: P[]): Record<P, boolean> {
  return useShownParts(Shown, useQualificationsView().ctx, parts);
}

/** A value derived from the current answers; its block re-renders only when the value changes. */
export const useQualificationsAnswers = <T,>(derive: (form: QualificationsForm) => T): T =>
  useAnswers(derive);

/** Typing kept to what the field table allows (digits for years and the IB score) and its limits. */
const typing = typingOf(qualificationsFields);

/**
 * Provides the view to the blocks and the field rules to the field kit: labels from the field
 * tables, required marks from the domain, and every answer through onQualificationsChange (course
 * spec §4's clearing rules, entries' paths included). It watches the answers for the required marks
 * only; the blocks watch what they draw (useShown, useQualificationsAnswers), so an answer
 * re-renders the blocks and fields it changes, not the whole step.
 */
export function QualificationsViewProvider({
  ctx,
  children,
}: {
  ctx: QualificationsContext;
  children: ReactNode;
}) {
  const { control } = useFormContext();
  const form = useWatch({ control }) as QualificationsForm;
  const requiredKey = requiredQualificationPaths(form, ctx).join(',');
  const rules = useMemo<FieldRules>(() => {
    const requiredSet = new Set(requiredKey.split(','));
    return {
      label: labelOf,
      isRequired: (name) => requiredSet.has(name),
      isLocked: () => false,
      answer: (values, name, value) => onQualificationsChange(values as QualificationsForm, name, value),
      ...typing,
      minDate: `${MIN_YEAR}-01-01`,
    };
  }, [requiredKey]);
  const view = useMemo(() => ({ ctx, lists: ctx.lists }), [ctx]);
  return (
    <QualificationsViewContext.Provider value={view}>
      <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
    </QualificationsViewContext.Provider>
  );
}
