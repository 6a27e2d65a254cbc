import type { z } from 'zod';
import type { Mode } from '../mode.ts';
import { shapeOf } from '../steps/schema-fields.ts';
import { issuePath } from '../steps/validate.ts';
import { clearHiddenValues } from './clearing.ts';
import type { OtherDetailsLists } from './constants.ts';
import type { OtherDetailsContext } from './context.ts';
import { otherDetailsFields } from './fields.ts';
import type { OtherDetailsForm } from './form.ts';
import { validateOtherDetails } from './validate.ts';

/**
 * The form's shape and types only, made from the field table (text trimmed and storable, ids within
 * int4, missing values empty); the step's rules are in rules.ts.
 */
export const otherDetailsShape = shapeOf(otherDetailsFields);

export type OtherDetailsInput = z.input<typeof otherDetailsShape>;

export interface OtherDetailsSchemaOptions {
  mode: Mode;
  /** The lists the load serves: chosen ids must be in them. */
  lists: OtherDetailsLists;
  now?: () => Date;
}

/**
 * The older other-details schema, used by the form (zodResolver) and the server alike; its messages
 * land at each field's path, the shape of a 406 `result.errors`. The rules are the same for every
 * mode and category; after them, hidden values are emptied.
 */
export function otherDetailsSchema(options: OtherDetailsSchemaOptions) {
  const ctx: OtherDetailsContext = {
    mode: options.mode,
    lists: options.lists,
    now: options.now ?? (() => new Date()),
  };
  return otherDetailsShape
    .transform((input): OtherDetailsForm => input)
    .superRefine((form, issues) => {
      for (const issue of validateOtherDetails(form, ctx)) {
        issues.addIssue({ code: 'custom', path: [...issuePath(issue)], message: issue.message });
      }
    })
    .transform((form) => clearHiddenValues(form, ctx));
}
