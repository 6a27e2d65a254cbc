import type { z } from 'zod';
import type { Mode } from '../mode.ts';
import { shapeOf } from '../steps/schema-fields.ts';
import { issuePath } from '../steps/validate.ts';
import type { Category } from '../user.ts';
import type { CourseCatalogue } from './catalogue.ts';
import { clearHiddenValues } from './clearing.ts';
import type { CourseContext } from './context.ts';
import { applicationDetailsFields } from './fields.ts';
import type { ApplicationDetailsForm } from './form.ts';
import { validateApplicationDetails } from './validate.ts';

/**
 * The form's shape and types only, made from the field table (text trimmed and storable, ids within
 * int4, missing values empty); every rule of spec §5 is in rules.ts.
 */
export const applicationDetailsShape = shapeOf(applicationDetailsFields);

export type ApplicationDetailsInput = z.input<typeof applicationDetailsShape>;

export interface CourseSchemaOptions {
  mode: Mode;
  category: Category;
  /** The catalogue the load call serves: chosen ids must be in it, offering dates come from it. */
  catalogue: CourseCatalogue;
  /** "Now" for the RPL completion year; injectable for tests. */
  now?: () => Date;
}

/**
 * The course application schema for one version of the step, used by the form (zodResolver) and the
 * server alike; its messages land at each field's path ('applicationRpls.0.moduleId' for an item), the
 * shape of a 406 `result.errors`. Before the rules: the category is the context's, and a missing
 * hasSecondApplication or needRpl is read from the values sent. After them, hidden values are emptied.
 */
export function applicationDetailsSchema(options: CourseSchemaOptions) {
  const ctx: CourseContext = {
    mode: options.mode,
    category: options.category,
    catalogue: options.catalogue,
    now: options.now ?? (() => new Date()),
  };
  return applicationDetailsShape
    .transform(
      (input): ApplicationDetailsForm => ({
        ...input,
        applicationCategory: ctx.category,
        hasSecondApplication:
          input.hasSecondApplication ?? (input.applicationType2 !== null || input.courseOffering2Id !== null),
        needRpl: input.needRpl ?? input.applicationRpls.length > 0,
      }),
    )
    .superRefine((form, issues) => {
      for (const issue of validateApplicationDetails(form, ctx)) {
        issues.addIssue({ code: 'custom', path: [...issuePath(issue)], message: issue.message });
      }
    })
    .transform((form) => clearHiddenValues(form, ctx));
}
