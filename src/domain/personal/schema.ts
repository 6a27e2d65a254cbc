import type { z } from 'zod';
import type { Mode } from '../mode.ts';
import { AUSTRALIA } from '../reference/codes.ts';
import { shapeOf } from '../steps/schema-fields.ts';
import type { Category } from '../user.ts';
import type { RuleContext } from './checks.ts';
import { clearHiddenValues } from './clearing.ts';
import { personalFields } from './fields.ts';
import type { PersonalDetailsForm } from './form.ts';
import { validatePersonalDetails } from './validate.ts';

/**
 * The form's shape and types only, made from the field table (text trimmed and storable, ids within
 * int4, missing values empty); every rule of spec §5 is in validatePersonalDetails.
 */
export const personalDetailsShape = shapeOf(personalFields);

export interface PersonalSchemaOptions {
  mode: Mode;
  category: Category;
  editOffer?: boolean;
  /** "Now" for the age and arrival-year rules; injectable for tests. */
  now?: () => Date;
}

/**
 * The personal details schema for one version of the step, used by the form (zodResolver) and the
 * server alike. Before the rules: the category and local country are fixed (Australia, 752) and a
 * missing agentShow is derived from agentId. After them, values hidden by an answer are emptied.
 */
export function personalDetailsSchema(options: PersonalSchemaOptions) {
  const ctx: RuleContext = {
    mode: options.mode,
    category: options.category,
    editOffer: options.editOffer ?? false,
    now: options.now ?? (() => new Date()),
  };
  return personalDetailsShape
    .transform(
      (input): PersonalDetailsForm => ({
        ...input,
        agentShow: input.agentShow ?? input.agentId !== null,
        applicationCategory: ctx.category,
        localAddressCountry: AUSTRALIA,
      }),
    )
    .superRefine((form, issues) => {
      for (const { field, message } of validatePersonalDetails(form, ctx)) {
        issues.addIssue({ code: 'custom', path: [field], message });
      }
    })
    .transform((form) => clearHiddenValues(form, ctx));
}

export type PersonalDetailsInput = z.input<typeof personalDetailsShape>;
