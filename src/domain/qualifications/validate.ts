import { type FieldIssue, requiredFields, validate } from '../steps/validate.ts';
import type { QualificationsContext } from './context.ts';
import type { QualificationsField, QualificationsForm } from './form.ts';
import { qualificationsRules } from './rules.ts';
import { employmentItemRules, qualificationItemRules } from './rules-items.ts';

/** Every message of the qualifications step for these answers (spec §5), in form order. Pure. */
export function validateQualifications(
  form: QualificationsForm,
  ctx: QualificationsContext,
): FieldIssue<QualificationsForm>[] {
  return validate(qualificationsRules, form, ctx);
}

/** Every path the form marks required for these answers ('englishTestType', 'qualifications.0.name'). */
export function requiredQualificationPaths(form: QualificationsForm, ctx: QualificationsContext): string[] {
  const top: QualificationsField[] = requiredFields(qualificationsRules, form, ctx);
  const items = form.qualifications.flatMap((item, index) =>
    requiredFields(qualificationItemRules, item, { ...ctx, form, index }).map(
      (field) => `qualifications.${index}.${field}`,
    ),
  );
  const jobs = form.employments.flatMap((item, index) =>
    requiredFields(employmentItemRules, item, { ...ctx, form, index }).map(
      (field) => `employments.${index}.${field}`,
    ),
  );
  return [...top, ...items, ...jobs];
}
