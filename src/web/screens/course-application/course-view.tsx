import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CourseCatalogue } from '@/domain/course/catalogue.ts';
import { onAnswerChange } from '@/domain/course/clearing.ts';
import type { CourseContext } from '@/domain/course/context.ts';
import { applicationDetailsFields } from '@/domain/course/fields.ts';
import type { ApplicationDetailsField, ApplicationDetailsForm } from '@/domain/course/form.ts';
import { requiredApplicationFields, requiredRplFields } from '@/domain/course/validate.ts';
import { Shown, type ShownPart } from '@/domain/course/visibility.ts';
import { typingOf } from '@/domain/steps/typing.ts';
import { type FieldRules, FieldRulesProvider } from '@/web/ui/step-form/field-rules.tsx';
import { setPath } from '@/web/ui/step-form/use-answer.ts';
import { useAnswers, useShownParts } from '@/web/ui/step-form/use-answers.ts';
import { labelOf } from './labels.ts';

/** What the blocks draw from, fixed while the form is open: the rule context and its catalogue. */
export interface CourseView {
  ctx: CourseContext;
  catalogue: CourseCatalogue;
}

const CourseViewContext = createContext<CourseView | null>(null);

export function useCourseView(): CourseView {
  const view = useContext(CourseViewContext);
  if (!view) throw new Error('useCourseView needs a CourseViewProvider');
  return view;
}

/** Whether each of `parts` shows for the current answers (spec §2–§4); see useShownParts. */
export function useShown<P extends ShownPart>(...parts: P[]): Record<P, boolean> {
  return useShownParts(Shown, useCourseView().ctx, parts);
}

/** A value derived from the current answers; its block re-renders only when the value changes. */
export const useCourseAnswers = <T,>(derive: (form: ApplicationDetailsForm) => T): T => useAnswers(derive);

/** Typing kept to what the field table allows (digits for the year, letters and digits for the TFN). */
const typing = typingOf(applicationDetailsFields);

/**
 * Provides the view to the blocks and the field rules to the field kit. It watches the answers for
 * the required marks only; the blocks watch what they draw (useShown, useCourseAnswers), so an answer
 * re-renders the blocks and fields it changes, not the whole step.
 */
export function CourseViewProvider({ ctx, children }: { ctx: CourseContext; children: ReactNode }) {
  const { control } = useFormContext();
  const form = useWatch({ control }) as ApplicationDetailsForm;
  const required = new Set<string>(requiredApplicationFields(form, ctx));
  form.applicationRpls.forEach((_item, index) => {
    for (const field of requiredRplFields(form, ctx, index))
      required.add(`applicationRpls.${index}.${field}`);
  });
  const requiredKey = [...required].join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `requiredKey` stands for `required`.
  const rules = useMemo<FieldRules>(
    () => ({
      label: labelOf,
      isRequired: (name) => required.has(name) || name.startsWith('applyCoModuleIds.'),
      isLocked: () => false,
      answer: (values, name, value) => {
        if (name.includes('.')) return setPath(values, name, value);
        const form = values as ApplicationDetailsForm;
        return onAnswerChange(form, name as ApplicationDetailsField, value as never, ctx.catalogue);
      },
      ...typing,
    }),
    [requiredKey, ctx],
  );
  const view = useMemo(() => ({ ctx, catalogue: ctx.catalogue }), [ctx]);
  return (
    <CourseViewContext.Provider value={view}>
      <FieldRulesProvider rules={rules}>{children}</FieldRulesProvider>
    </CourseViewContext.Provider>
  );
}
