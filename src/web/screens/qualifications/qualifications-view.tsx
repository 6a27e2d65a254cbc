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
import { labelOf } from './labels.ts';

/** What the blocks draw from: the rule context, its lists, the current answers and which parts show. */
export interface QualificationsView {
  ctx: QualificationsContext;
  lists: QualificationLists;
  form: QualificationsForm;
  shown: Record<ShownPart, boolean>;
}

const QualificationsViewContext = createContext<QualificationsView | null>(null);

export function useQualificationsView(): QualificationsView {
  const view = useContext(QualificationsViewContext);
  if (!view) throw new Error('useQualificationsView needs a QualificationsViewProvider');
  return view;
}

/** Typing kept to what the field table allows (digits for years and the IB score) and its limits. */
const typing = typingOf(qualificationsFields);

/**
 * Watches the answers; provides the view to the blocks and the field rules to the field kit: labels
 * from the field tables, required marks from the domain, and every answer through
 * onQualificationsChange (course spec §4's clearing rules, entries' paths included).
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
  const shown = Object.fromEntries(
    Object.entries(Shown).map(([part, rule]) => [part, rule(form, ctx)]),
  ) as Record<ShownPart, boolean>;
  const required = requiredQualificationPaths(form, ctx);
  const requiredKey = required.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `requiredKey` stands for `required`.
  const rules = useMemo<FieldRules>(() => {
    const requiredSet = new Set(required);
    return {
      label: labelOf,
      isRequired: (name) => requiredSet.has(name),
      isLocked: () => false,
      answer: (values, name, value) => onQualificationsChange(values as QualificationsForm, name, value),
      ...typing,
      minDate: `${MIN_YEAR}-01-01`,
    };
  }, [requiredKey]);
  const view = { ctx, lists: ctx.lists, form, shown };
  return (
    <QualificationsViewContext.Provider value={view}>
      <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
    </QualificationsViewContext.Provider>
  );
}
