import type { z } from 'zod';
import type { Mode } from '../mode.ts';
import { shapeOf } from '../steps/schema-fields.ts';
import { issuePath } from '../steps/validate.ts';
import type { Category } from '../user.ts';
import { clearHiddenValues } from './clearing.ts';
import type { QualificationLists, QualificationsContext } from './context.ts';
import { typesOf } from './defaults.ts';
import { qualificationsFields } from './fields.ts';
import type { QualificationsForm } from './form.ts';
import { validateQualifications } from './validate.ts';

/**
 * The form's shape and types only, made from the field table (text trimmed and storable, ids within
 * int4, missing values empty); every rule of spec §5 is in rules.ts and rules-items.ts.
 */
export const qualificationsShape = shapeOf(qualificationsFields);

export type QualificationsInput = z.input<typeof qualificationsShape>;

export interface QualificationsSchemaOptions {
  mode: Mode;
  category: Category;
  /** The lists the load call serves: chosen ids must be in them. */
  lists: QualificationLists;
  now?: () => Date;
}

/**
 * The qualifications schema for one version of the step, used by the form (zodResolver) and the
 * server alike; its messages land at each field's path ('qualifications.0.name'). Before the rules the
 * category is the context's and the checkboxes are read from the entries (one per type); after them,
 * hidden values are emptied.
 */
export function qualificationsSchema(options: QualificationsSchemaOptions) {
  const ctx: QualificationsContext = {
    mode: options.mode,
    category: options.category,
    lists: options.lists,
    now: options.now ?? (() => new Date()),
  };
  return qualificationsShape
    .transform(
      (input): QualificationsForm => ({
        ...input,
        applicationCategory: ctx.category,
        qualificationTypes: typesOf(input.qualifications),
      }),
    )
    .superRefine((form, issues) => {
      for (const issue of validateQualifications(form, ctx)) {
        issues.addIssue({ code: 'custom', path: [...issuePath(issue)], message: issue.message });
      }
    })
    .transform((form) => clearHiddenValues(form, ctx));
}
